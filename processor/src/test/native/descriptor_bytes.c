/*
 * The functions of descriptor_bytes.h: each keeps a copy of the descriptor it is given, as the bytes a C caller
 * would have passed, and then calls the Level Zero-shaped fake (fakeze.c, linked into the same library) with the
 * values it reads from it by member name, so a wrong slot or type is refused as the fake refuses it.
 */
#include <stddef.h>
#include <string.h>

#include "descriptor_bytes.h"

static struct db_pool_desc_t last_pool;
static db_event_desc_t last_event;
static db_queue_desc_t last_queue;
static db_wait_desc_t last_wait;
static int32_t pool_calls;
static int32_t event_calls;
static int32_t queue_calls;
static int32_t wait_calls;

xx_result_t dbEventPoolCreate(xx_device_handle_t hDevice, const struct db_pool_desc_t *desc,
                              xx_event_pool_handle_t *phEventPool) {
    if (desc == NULL) {
        return XX_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    memcpy(&last_pool, desc, sizeof(last_pool)); /* padding too: every byte the caller passed */
    pool_calls++;
    xx_event_pool_desc_t own = {(xx_structure_type_t) desc->stype, NULL, desc->flags, desc->count};
    return xxEventPoolCreate(hDevice, &own, phEventPool);
}

xx_result_t dbEventCreate(xx_event_pool_handle_t hEventPool, const db_event_desc_t *desc,
                          xx_event_handle_t *phEvent) {
    if (desc == NULL) {
        return XX_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    memcpy(&last_event, desc, sizeof(last_event));
    event_calls++;
    xx_event_desc_t own = {desc->stype, NULL, desc->index, desc->signal, 0};
    return xxEventCreate(hEventPool, &own, phEvent);
}

xx_result_t dbCommandListCreateImmediate(xx_device_handle_t hDevice, const db_queue_desc_t *desc,
                                         xx_command_list_handle_t *phCommandList) {
    if (desc == NULL) {
        return XX_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    memcpy(&last_queue, desc, sizeof(last_queue));
    queue_calls++;
    xx_command_queue_desc_t own = {(xx_structure_type_t) desc->stype, NULL, desc->ordinal, 0, 0};
    return xxCommandListCreateImmediate(hDevice, &own, phCommandList);
}

xx_result_t dbEventHostSynchronize(xx_event_handle_t hEvent, const db_wait_desc_t *desc, uint64_t timeout) {
    if (desc == NULL) {
        return XX_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    memcpy(&last_wait, desc, sizeof(last_wait));
    wait_calls++;
    return xxEventHostSynchronize(hEvent, timeout);
}

/* A field of one record: where C puts it, how wide it is, and its value read by member name. */
struct field {
    const char *record;
    const char *name;
    size_t offset;
    size_t size;
    uint64_t (*read)(void);
};

#define READER(copy, member) \
    static uint64_t read_##copy##_##member(void) { return (uint64_t) copy.member; }
#define FIELD(record, type, copy, member) \
    {record, #member, offsetof(type, member), sizeof(((type *) 0)->member), read_##copy##_##member}

READER(last_pool, stype)
READER(last_pool, flags)
READER(last_pool, count)
READER(last_pool, tail)
READER(last_event, stype)
READER(last_event, signal)
READER(last_event, tag)
READER(last_event, index)
READER(last_event, wait)
READER(last_event, last)
READER(last_queue, tag)
READER(last_queue, stype)
READER(last_queue, ordinal)
READER(last_queue, value)
READER(last_queue, priority)
READER(last_wait, stype)
READER(last_wait, before)
READER(last_wait, after)
READER(last_wait, flags)

/* A bool holding anything but 0 or 1 has no value in C; its byte says what was stored. */
static uint64_t read_last_wait_host(void) {
    unsigned char stored;
    memcpy(&stored, &last_wait.host, 1);
    return stored;
}

static const struct field fields[] = {
    FIELD("db_pool_desc_t", struct db_pool_desc_t, last_pool, stype),
    FIELD("db_pool_desc_t", struct db_pool_desc_t, last_pool, flags),
    FIELD("db_pool_desc_t", struct db_pool_desc_t, last_pool, count),
    FIELD("db_pool_desc_t", struct db_pool_desc_t, last_pool, tail),
    FIELD("db_event_desc_t", db_event_desc_t, last_event, stype),
    FIELD("db_event_desc_t", db_event_desc_t, last_event, signal),
    FIELD("db_event_desc_t", db_event_desc_t, last_event, tag),
    FIELD("db_event_desc_t", db_event_desc_t, last_event, index),
    FIELD("db_event_desc_t", db_event_desc_t, last_event, wait),
    FIELD("db_event_desc_t", db_event_desc_t, last_event, last),
    FIELD("db_queue_desc_t", db_queue_desc_t, last_queue, tag),
    FIELD("db_queue_desc_t", db_queue_desc_t, last_queue, stype),
    FIELD("db_queue_desc_t", db_queue_desc_t, last_queue, ordinal),
    FIELD("db_queue_desc_t", db_queue_desc_t, last_queue, value),
    FIELD("db_queue_desc_t", db_queue_desc_t, last_queue, priority),
    FIELD("db_wait_desc_t", db_wait_desc_t, last_wait, stype),
    FIELD("db_wait_desc_t", db_wait_desc_t, last_wait, before),
    FIELD("db_wait_desc_t", db_wait_desc_t, last_wait, host),
    FIELD("db_wait_desc_t", db_wait_desc_t, last_wait, after),
    FIELD("db_wait_desc_t", db_wait_desc_t, last_wait, flags),
};

/* The copy of the last descriptor of a record, its size, and its count of calls; NULL for an unknown record. */
static unsigned char *copy_of(const char *record, size_t *size, int32_t *calls) {
    if (strcmp(record, "db_pool_desc_t") == 0) {
        *size = sizeof(last_pool);
        *calls = pool_calls;
        return (unsigned char *) &last_pool;
    }
    if (strcmp(record, "db_event_desc_t") == 0) {
        *size = sizeof(last_event);
        *calls = event_calls;
        return (unsigned char *) &last_event;
    }
    if (strcmp(record, "db_queue_desc_t") == 0) {
        *size = sizeof(last_queue);
        *calls = queue_calls;
        return (unsigned char *) &last_queue;
    }
    if (strcmp(record, "db_wait_desc_t") == 0) {
        *size = sizeof(last_wait);
        *calls = wait_calls;
        return (unsigned char *) &last_wait;
    }
    return NULL;
}

static const struct field *field_of(const char *record, const char *name) {
    for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++) {
        if (strcmp(fields[i].record, record) == 0 && strcmp(fields[i].name, name) == 0) {
            return &fields[i];
        }
    }
    return NULL;
}

int32_t dbTestCalls(const char *record) {
    size_t size;
    int32_t calls;
    return copy_of(record, &size, &calls) == NULL ? -1 : calls;
}

uint64_t dbTestField(const char *record, const char *field) {
    const struct field *found = field_of(record, field);
    return found == NULL ? UINT64_MAX : found->read();
}

/* Where the field lies in the kept copy of its record, and its size; NULL for a record or field unknown here. */
static unsigned char *field_in_copy(const char *record, const char *field, size_t *size) {
    size_t record_size;
    int32_t calls;
    unsigned char *copy = copy_of(record, &record_size, &calls);
    const struct field *found = field_of(record, field);
    if (copy == NULL || found == NULL) {
        return NULL;
    }
    *size = found->size;
    return copy + found->offset;
}

int32_t dbTestClearField(const char *record, const char *field) {
    size_t size;
    unsigned char *at = field_in_copy(record, field, &size);
    if (at == NULL) {
        return -1;
    }
    memset(at, 0, size);
    return 0;
}

int32_t dbTestNonZeroBytes(const char *record) {
    size_t size;
    int32_t calls;
    const unsigned char *copy = copy_of(record, &size, &calls);
    if (copy == NULL) {
        return -1;
    }
    int32_t nonzero = 0;
    for (size_t i = 0; i < size; i++) {
        nonzero += copy[i] != 0;
    }
    return nonzero;
}

int32_t dbTestKeep(const char *record, const void *value) {
    size_t size;
    int32_t calls;
    unsigned char *copy = copy_of(record, &size, &calls);
    if (copy == NULL) {
        return -1;
    }
    memcpy(copy, value, size);
    return 0;
}

int32_t dbTestLast(const char *record, void *out) {
    size_t size;
    int32_t calls;
    const unsigned char *copy = copy_of(record, &size, &calls);
    if (copy == NULL) {
        return -1;
    }
    memcpy(out, copy, size);
    return 0;
}

int32_t dbTestSetField(const char *record, const char *field, uint64_t value) {
    size_t size;
    unsigned char *at = field_in_copy(record, field, &size);
    if (at == NULL) {
        return -1;
    }
    memcpy(at, &value, size); /* the low bytes first: little-endian targets only */
    return 0;
}

void dbTestInfo(db_info_t *info) {
    memset(info, 0, sizeof(*info));
    info->version = 7;
    strcpy(info->name, "lavapipe");
    info->period = 1.5f;
    info->user = (const void *) (uintptr_t) 0x1234;
    info->limits.bits = 52;
    info->limits.scale = 0.25;
    info->level = -3;
}

int32_t dbTestInfoDiffers(const db_info_t *info) {
    int32_t differs = 0;
    differs |= (info->version != 7) << 0;
    differs |= (strncmp(info->name, "lavapipe", sizeof(info->name)) != 0) << 1;
    differs |= (info->period != 1.5f) << 2;
    differs |= (info->user != (const void *) (uintptr_t) 0x1234) << 3;
    differs |= (info->limits.bits != 52) << 4;
    differs |= (info->limits.scale != 0.25) << 5;
    differs |= (info->level != -3) << 6;
    return differs;
}
