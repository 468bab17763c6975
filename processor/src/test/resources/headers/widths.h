/* Declarations of every width a spec can get wrong, for the processor's type checks. No library implements them. */
#ifndef WIDTHS_H
#define WIDTHS_H

#include <stddef.h>
#include <stdint.h>

#define W_API
#define w_alias_t int

typedef unsigned long w_ulong;
typedef unsigned long long w_u64;
typedef enum w_status { W_OK = 0, W_FAIL = 1 } w_status;
typedef struct w_pair {
    int first;
    int second;
} w_pair;

W_API long wLong(long value);
W_API unsigned long wULong(w_ulong value);
W_API size_t wSize(size_t bytes);
W_API int64_t wInt64(int64_t value);
W_API w_u64 wU64(unsigned long long value);
W_API short wShort(short value);
W_API signed char wByte(signed char value);
W_API double wDouble(double value);
W_API float wFloat(float value);
W_API void *wPointer(void *pointer, const char **names);
W_API w_status wStatus(int code);
W_API w_alias_t wAlias(w_alias_t value);
W_API void wVoid(int value);
W_API int wPair(w_pair pair);
W_API int wPrintf(const char *format, ...);
W_API int wCallback(void (*callback)(int));

#define wRenamed wRenamed_v2
W_API int wRenamed(int value);
static inline int wInline(int value) { return value; }
__attribute__((deprecated("use wLong"))) W_API int wOld(int value);

#ifdef _WIN32
W_API int wPlatform(int first, int second);
#else
W_API int wPlatform(int first);
#endif

#if defined(_WIN32) && !defined(__GNUC__)
W_API int wWindowsOnly(int value);
#endif

#if defined(W_FEATURE) && W_FEATURE >= 2
W_API int wFeature(int value);
#elif W_FEATURE
W_API long long wFeature(int value);
#endif

#endif
