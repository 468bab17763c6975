/* A C API whose statuses are integer #defines and an enum, some written in hexadecimal. */
#ifndef FAKE_STATUS_H
#define FAKE_STATUS_H

typedef int fs_int;

#define FS_SUCCESS 0
#define FS_NOT_READY -7
#define FS_INVALID_EVENT -58

typedef enum fs_fault {
    FS_DEVICE_LOST = 0x70000001,
    FS_OUT_OF_MEMORY = 0x70000002
} fs_fault;

fs_int fsFlush(void *queue);

#endif
