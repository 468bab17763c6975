/*
 * Host "device memory": buffers the library allocates, so that every address a work item writes can be checked.
 *
 * A buffer is known by its base address (as cudaMalloc's pointer is). A fill is accepted only when its whole
 * range lies inside one live buffer, and the queued item holds a reference, so freeing the buffer while work is
 * queued only unlists it: the memory goes when the last queued item has run. An address the library did not
 * hand out, or one past a buffer's end, is refused and never written.
 */
#include "ebh_internal.h"

#include <stdlib.h>
#include <string.h>

struct ebh_buffer {
    struct ebh_buffer *next; /* in the live list while listed */
    unsigned char *base;
    long long size;
    int refs; /* the listing, plus every queued item that writes it */
};

static struct ebh_buffer *listed;

/* Whether [start, start + bytes) lies inside `buffer`. */
static int inside(const struct ebh_buffer *buffer, const void *start, long long bytes) {
    uintptr_t from = (uintptr_t)start;
    uintptr_t base = (uintptr_t)buffer->base;
    return from >= base && from - base <= (uintptr_t)buffer->size
            && (uintptr_t)bytes <= (uintptr_t)buffer->size - (from - base);
}

struct ebh_buffer *ebh_buffer_containing(const void *start, long long bytes) {
    if (start == NULL || bytes < 0) {
        return NULL;
    }
    for (struct ebh_buffer *buffer = listed; buffer != NULL; buffer = buffer->next) {
        if (inside(buffer, start, bytes)) {
            return buffer;
        }
    }
    return NULL;
}

void ebh_buffer_retain(struct ebh_buffer *buffer) {
    buffer->refs++;
}

void ebh_buffer_release(struct ebh_buffer *buffer) {
    if (--buffer->refs == 0) {
        free(buffer->base);
        free(buffer);
        ebh_count_down(EBH_COUNT_LIVE_BUFFERS);
    }
}

static int buffer_create(void **out, long long bytes) {
    if (out == NULL || bytes <= 0 || (unsigned long long)bytes > (size_t)-1 / 2) {
        return EBH_ERROR_INVALID_VALUE;
    }
    struct ebh_buffer *buffer = malloc(sizeof *buffer);
    unsigned char *base = buffer == NULL ? NULL : calloc(1, (size_t)bytes);
    if (base == NULL) {
        free(buffer);
        return EBH_ERROR_MEMORY_ALLOCATION;
    }
    buffer->base = base;
    buffer->size = bytes;
    buffer->refs = 1;
    buffer->next = listed;
    listed = buffer;
    ebh_count(EBH_COUNT_LIVE_BUFFERS);
    *out = base;
    return EBH_SUCCESS;
}

static int buffer_free(void *base) {
    for (struct ebh_buffer **link = &listed; *link != NULL; link = &(*link)->next) {
        struct ebh_buffer *buffer = *link;
        if (buffer->base == base) {
            *link = buffer->next;
            buffer->next = NULL;
            ebh_buffer_release(buffer);
            return EBH_SUCCESS;
        }
    }
    return EBH_ERROR_INVALID_VALUE;
}

static int copy_to_host(void *dst, const void *src, long long bytes) {
    if (dst == NULL || bytes < 0 || ebh_buffer_containing(src, bytes) == NULL) {
        return EBH_ERROR_INVALID_VALUE;
    }
    memcpy(dst, src, (size_t)bytes);
    return EBH_SUCCESS;
}

EBH_EXPORT int ebhMalloc(void **buffer, long long bytes) {
    pthread_mutex_lock(&ebh_lock);
    int status = buffer_create(buffer, bytes);
    pthread_mutex_unlock(&ebh_lock);
    return status;
}

EBH_EXPORT int ebhFree(void *buffer) {
    pthread_mutex_lock(&ebh_lock);
    int status = buffer_free(buffer);
    pthread_mutex_unlock(&ebh_lock);
    return status;
}

EBH_EXPORT int ebhMemcpyToHost(void *dst, const void *src, long long bytes) {
    pthread_mutex_lock(&ebh_lock);
    int status = copy_to_host(dst, src, bytes);
    pthread_mutex_unlock(&ebh_lock);
    return status;
}
