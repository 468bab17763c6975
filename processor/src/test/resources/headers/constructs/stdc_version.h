/* A typedef that depends on the dialect. */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
typedef long long version_t;
#else
typedef int version_t;
#endif
version_t versioned(version_t value);
