/* A type from the multiarch include folder (/usr/include/x86_64-linux-gnu/bits). */
#include <sys/types.h>
#include <time.h>
int clockFunction(clockid_t clock, struct timespec *time);
