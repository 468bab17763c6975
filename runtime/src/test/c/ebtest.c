/* A tiny library the runtime's linker tests load: plain, out-parameter and string-returning functions. */
#include <stdint.h>
#include <stddef.h>

int ebtest_add(int a, int b) { return a + b; }

/* Writes through an out-parameter, like cudaEventCreate. */
int ebtest_store(int64_t *out, int64_t value) {
    if (out == NULL) {
        return 1;
    }
    *out = value;
    return 0;
}

/* A status name, like cudaGetErrorName: NULL for an unknown code. */
const char *ebtest_name(int status) {
    switch (status) {
    case 0: return "ebtestSuccess";
    case 7: return "ebtestNotReady";
    default: return NULL;
    }
}

double ebtest_scale(double value, double factor) { return value * factor; }
