/* CRLF line endings and backslash continuations. */
#define CRLF_T \
    unsigned \
    short
CRLF_T crlfFunction(CRLF_T value);
