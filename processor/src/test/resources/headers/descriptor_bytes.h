/*
 * The Level Zero-shaped API (fake_ze_api.h) with its descriptors in every layout the generated code fills: a
 * record defined inside another, members reached through anonymous structs and unions, a packed record and a C
 * bool. The library (descriptor_bytes.c, built with fakeze.c) keeps a copy of each descriptor it is given, reads
 * it by member name as a C caller does, and then does what the fake's own function does with those values.
 */
#ifndef DESCRIPTOR_BYTES_H
#define DESCRIPTOR_BYTES_H

#include <stdbool.h>
#include <stdint.h>

#include "fake_ze_api.h"

/* The pool's descriptor is defined inside another record, as C allows; C declares it at file scope. */
typedef struct db_settings_t {
    uint64_t reserved;
    struct db_pool_desc_t {
        uint16_t stype;
        uint8_t flags;
        uint32_t count;
        uint64_t tail;
    } pool;
} db_settings_t;

/* The event's descriptor reaches its scope, its tag, its slot and its wait through anonymous members. */
typedef struct db_event_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    union {
        uint32_t signal;
        uint8_t signalBytes[4];
    };
    struct {
        uint8_t tag;
        struct {
            uint16_t index;
            uint64_t wait;
        };
    };
    uint32_t last;
} db_event_desc_t;

/* The queue's descriptor is packed: every field after the first is off its natural alignment. */
#pragma pack(push, 1)
typedef struct db_queue_desc_t {
    uint8_t tag;
    uint32_t stype;
    uint16_t ordinal;
    uint64_t value;
    int8_t priority;
} db_queue_desc_t;
#pragma pack(pop)

/* The wait's descriptor holds a C bool between two bytes. */
typedef struct db_wait_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    uint8_t before;
    bool host;
    uint8_t after;
    uint32_t flags;
} db_wait_desc_t;

/* A record a query fills, for the generated struct accessors (@Struct): a name in a char array, a float, a
 * pointer, and a record inside it. */
typedef struct db_info_t {
    uint32_t version;
    char name[12];
    float period;
    const void *user;
    struct db_limits_t {
        uint16_t bits;
        double scale;
    } limits;
    int8_t level;
} db_info_t;

/* A record holding a C long, 8 bytes on LP64 and 4 on LLP64: its layout is its data model's only. */
typedef struct db_counts_t {
    uint32_t first;
    long count;
    uint32_t last;
} db_counts_t;

xx_result_t dbEventPoolCreate(xx_device_handle_t hDevice, const struct db_pool_desc_t *desc,
                              xx_event_pool_handle_t *phEventPool);
xx_result_t dbEventCreate(xx_event_pool_handle_t hEventPool, const db_event_desc_t *desc,
                          xx_event_handle_t *phEvent);
xx_result_t dbCommandListCreateImmediate(xx_device_handle_t hDevice, const db_queue_desc_t *desc,
                                         xx_command_list_handle_t *phCommandList);
xx_result_t dbEventHostSynchronize(xx_event_handle_t hEvent, const db_wait_desc_t *desc, uint64_t timeout);
/* Declared only, for the check of a descriptor holding a C long. */
xx_result_t dbEventHostSynchronizeCounted(xx_event_handle_t hEvent, const db_counts_t *counts, uint64_t timeout);

/* Test controls. Each names a record ("db_event_desc_t", "db_pool_desc_t", ...) and reads the copy of the last
 * descriptor of that record the library was given. */
/* How many descriptors of the record the library was given. */
int32_t dbTestCalls(const char *record);
/* A field's value in the last one, read by the member's name (sign-extended where the field is signed). */
uint64_t dbTestField(const char *record, const char *field);
/* Zeroes the field's bytes in that copy (sizeof the member at its offsetof); -1 for a name the record lacks. */
int32_t dbTestClearField(const char *record, const char *field);
/* How many bytes of that copy are not zero: after every field given a value is cleared, the bytes written
 * where no field given a value lies. */
int32_t dbTestNonZeroBytes(const char *record);

/* Keeps a copy of value as the last descriptor of the record, as if a call had been given it; -1 for a record
 * the library does not keep. */
int32_t dbTestKeep(const char *record, const void *value);
/* Writes the last descriptor of the record kept into out; -1 for a record the library does not keep. */
int32_t dbTestLast(const char *record, void *out);
/* Writes the field's low bytes (sizeof the member) of value into the kept copy, as C stores the member. */
int32_t dbTestSetField(const char *record, const char *field, uint64_t value);
/* Fills info with version 7, name "lavapipe", period 1.5, user 0x1234, limits {52, 0.25} and level -3. */
void dbTestInfo(db_info_t *info);
/* Which of info's fields differ from dbTestInfo's values: a bit each, in declaration order (limits.bits and
 * limits.scale two); 0 when all match. */
int32_t dbTestInfoDiffers(const db_info_t *info);

#endif
