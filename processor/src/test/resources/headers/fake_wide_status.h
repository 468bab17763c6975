/* A C API whose status enum is unsigned and fills 32 bits, as Level Zero's ze_result_t does. */
#ifndef FAKE_WIDE_STATUS_H
#define FAKE_WIDE_STATUS_H

typedef enum ws_result {
    WS_RESULT_SUCCESS = 0,
    WS_RESULT_ERROR_UNKNOWN = 0x7ffffffe,
    WS_RESULT_FORCE_INT32 = 0x7fffffff,
    WS_RESULT_ERROR_HIGH = 0x80000000u,
    WS_RESULT_ERROR_TOP = 0xfffffffe
} ws_result;

/* The API's version, with the prefix of its statuses: no status. */
#define WS_RESULT_VERSION 3

ws_result wsFlush(void *queue);

#endif
