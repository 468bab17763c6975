/*
 * Records as C lays them out: members reached through anonymous structs and unions, a record defined inside
 * another (declared at file scope, as C declares it), bit-fields, a bool, and a packed record.
 */
#ifndef RECORDS_H
#define RECORDS_H

#include <stdbool.h>
#include <stdint.h>

typedef struct rec_anonymous_t {
    uint32_t stype;
    union {
        uint32_t flags;
        uint8_t bytes[4];
    };
    struct {
        uint16_t lo;
        struct {
            uint8_t deep;
            uint64_t deeper;
        };
    };
    struct rec_inner_t {
        uint32_t index;
        uint32_t signal;
    } inner;
    uint32_t last;
} rec_anonymous_t;

typedef struct rec_bits_t {
    uint32_t kind : 3;
    uint32_t mode : 5;
    bool host;
    uint32_t whole;
} rec_bits_t;

#pragma pack(push, 1)
typedef struct rec_packed_t {
    uint8_t tag;
    uint32_t stype;
    uint16_t index;
    uint64_t value;
} rec_packed_t;
#pragma pack(pop)

#endif
