/*
 * Written by src/build/glibc-floor.sh header (from objdump -T, against glibc 2.36); regenerate rather than
 * edit. Forced into every translation unit of the shipped host library (-include): each C library function
 * the sources call is bound to its newest version at or below GLIBC_2.17, the oldest glibc JDK 25 runs on.
 * Below glibc 2.34 the pthread functions live in libpthread.so.0, so the library also links that (not as
 * needed) and these references resolve there on an older system.
 */
#if defined(__x86_64__)
__asm__(".symver __errno_location,__errno_location@GLIBC_2.2.5");
__asm__(".symver calloc,calloc@GLIBC_2.2.5");
__asm__(".symver clock_gettime,clock_gettime@GLIBC_2.17");
__asm__(".symver free,free@GLIBC_2.2.5");
__asm__(".symver malloc,malloc@GLIBC_2.2.5");
__asm__(".symver memcpy,memcpy@GLIBC_2.14");
__asm__(".symver memset,memset@GLIBC_2.2.5");
__asm__(".symver nanosleep,nanosleep@GLIBC_2.2.5");
__asm__(".symver pthread_attr_destroy,pthread_attr_destroy@GLIBC_2.2.5");
__asm__(".symver pthread_attr_init,pthread_attr_init@GLIBC_2.2.5");
__asm__(".symver pthread_attr_setdetachstate,pthread_attr_setdetachstate@GLIBC_2.2.5");
__asm__(".symver pthread_cond_broadcast,pthread_cond_broadcast@GLIBC_2.3.2");
__asm__(".symver pthread_cond_destroy,pthread_cond_destroy@GLIBC_2.3.2");
__asm__(".symver pthread_cond_init,pthread_cond_init@GLIBC_2.3.2");
__asm__(".symver pthread_cond_signal,pthread_cond_signal@GLIBC_2.3.2");
__asm__(".symver pthread_cond_wait,pthread_cond_wait@GLIBC_2.3.2");
__asm__(".symver pthread_create,pthread_create@GLIBC_2.2.5");
__asm__(".symver pthread_mutex_lock,pthread_mutex_lock@GLIBC_2.2.5");
__asm__(".symver pthread_mutex_unlock,pthread_mutex_unlock@GLIBC_2.2.5");
__asm__(".symver pthread_sigmask,pthread_sigmask@GLIBC_2.2.5");
__asm__(".symver realloc,realloc@GLIBC_2.2.5");
__asm__(".symver sigfillset,sigfillset@GLIBC_2.2.5");
#elif defined(__aarch64__)
__asm__(".symver __errno_location,__errno_location@GLIBC_2.17");
__asm__(".symver calloc,calloc@GLIBC_2.17");
__asm__(".symver clock_gettime,clock_gettime@GLIBC_2.17");
__asm__(".symver free,free@GLIBC_2.17");
__asm__(".symver malloc,malloc@GLIBC_2.17");
__asm__(".symver memcpy,memcpy@GLIBC_2.17");
__asm__(".symver memset,memset@GLIBC_2.17");
__asm__(".symver nanosleep,nanosleep@GLIBC_2.17");
__asm__(".symver pthread_attr_destroy,pthread_attr_destroy@GLIBC_2.17");
__asm__(".symver pthread_attr_init,pthread_attr_init@GLIBC_2.17");
__asm__(".symver pthread_attr_setdetachstate,pthread_attr_setdetachstate@GLIBC_2.17");
__asm__(".symver pthread_cond_broadcast,pthread_cond_broadcast@GLIBC_2.17");
__asm__(".symver pthread_cond_destroy,pthread_cond_destroy@GLIBC_2.17");
__asm__(".symver pthread_cond_init,pthread_cond_init@GLIBC_2.17");
__asm__(".symver pthread_cond_signal,pthread_cond_signal@GLIBC_2.17");
__asm__(".symver pthread_cond_wait,pthread_cond_wait@GLIBC_2.17");
__asm__(".symver pthread_create,pthread_create@GLIBC_2.17");
__asm__(".symver pthread_mutex_lock,pthread_mutex_lock@GLIBC_2.17");
__asm__(".symver pthread_mutex_unlock,pthread_mutex_unlock@GLIBC_2.17");
__asm__(".symver pthread_sigmask,pthread_sigmask@GLIBC_2.17");
__asm__(".symver realloc,realloc@GLIBC_2.17");
__asm__(".symver sigfillset,sigfillset@GLIBC_2.17");
#else
#error "glibc-2.17.h pins symbol versions for x86_64 and aarch64 only"
#endif
