/* An enum whose constants need 8 bytes. */
typedef enum big_e { BIG_SMALL = 1, BIG_LARGE = 0x100000000 } big_t;
big_t bigEnum(big_t value);
