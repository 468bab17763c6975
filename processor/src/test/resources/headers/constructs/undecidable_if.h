/* An #include inside an #if only a compiler decides. */
#if defined(__has_include) && __has_include(<stdint.h>) && (__SIZEOF_POINTER__ * 2 == 16)
#include <stdint.h>
typedef int64_t maybe_t;
#else
typedef char maybe_t;
#endif
maybe_t undecidable(maybe_t value);
