package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.foreign.Arena;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Each descriptor the generated code fills reaches a compiled C library with the bytes a C caller would have
 * passed: the library ({@code descriptor_bytes.c}) keeps a copy of every descriptor it is given, reads each field
 * by its member name and zeroes it at its {@code offsetof}, and what is left must be all zero bytes. The spec
 * ({@code specs/test/DescriptorBytes.java}) gives every field of its four records a value, one record per layout
 * of {@code descriptor_bytes.h}: defined inside another record, reached through anonymous members (the pool slot
 * among them), packed, and holding a C bool.
 */
class DescriptorBytesTest {

    private static final FakeLibraryBackend LIBRARY = FakeLibraryBackend.DESCRIPTOR_BYTES;

    private final EventApi<Object, Object> api = LIBRARY.open();
    private final List<Object> events = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (Object event : events) {
            api.eventDestroy(event);
        }
        ((AutoCloseable) api).close();
    }

    private Object event() throws DriverException {
        Object event = api.eventCreate();
        events.add(event);
        return event;
    }

    /**
     * Asserts that the last descriptor of {@code record} the library was given holds {@code expected} as C reads
     * each field, and no other byte that is not zero.
     */
    private static void assertReceived(String record, Map<String, Long> expected) {
        try (Arena arena = Arena.ofConfined()) {
            Map<String, Long> seen = new LinkedHashMap<>();
            for (String field : expected.keySet()) {
                seen.put(field, (Long) LIBRARY.control("field", arena.allocateFrom(record),
                        arena.allocateFrom(field)));
            }
            assertEquals(expected, seen, record + " as C reads its fields");
            for (String field : expected.keySet()) {
                assertEquals(0, LIBRARY.control("clearField", arena.allocateFrom(record), arena.allocateFrom(field)),
                        record + " has a member " + field);
            }
            assertEquals(0, LIBRARY.control("nonZeroBytes", arena.allocateFrom(record)),
                    "bytes of " + record + " written outside its fields (padding, pNext or a field at a wrong"
                            + " offset)");
        }
    }

    private static int calls(String record) {
        try (Arena arena = Arena.ofConfined()) {
            return (int) LIBRARY.control("calls", arena.allocateFrom(record));
        }
    }

    @Test
    void aPoolDescriptorDefinedInsideAnotherRecordIsFilledAsCLaysItOut() throws DriverException {
        int pools = calls("db_pool_desc_t");

        event();

        assertEquals(pools + 1, calls("db_pool_desc_t"), "the first event needs a pool");
        assertReceived("db_pool_desc_t", Map.of("stype", 0x11L, "flags", 0x9L, "count", 4L,
                "tail", 0x1122334455667788L));
    }

    @Test
    void fieldsReachedThroughAnonymousMembersAreFilledWhereCReadsThem() throws DriverException {
        event();

        assertReceived("db_event_desc_t", Map.of("stype", 0x12L, "signal", 0x4L, "tag", 0xa5L,
                "wait", 0x0102030405060708L, "last", 0xdeadbeefL, "index", 0L));
    }

    @Test
    void eachEventsSlotReachesCAsItsIndexInItsPool() throws DriverException {
        int pools = (int) LIBRARY.control("livePools");
        List<Long> slots = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            event();
            slots.add(slotSeen());
        }
        assertEquals(List.of(0L, 1L, 2L, 3L, 0L), slots, "four to a pool, then a second pool");
        assertEquals(pools + 2, LIBRARY.control("livePools"));

        api.eventDestroy(events.remove(2));
        event();

        assertEquals(2L, slotSeen(), "the freed slot of the first pool, which the fake would refuse if taken");
    }

    private static long slotSeen() {
        try (Arena arena = Arena.ofConfined()) {
            return (long) LIBRARY.control("field", arena.allocateFrom("db_event_desc_t"),
                    arena.allocateFrom("index"));
        }
    }

    @Test
    void aPackedDescriptorIsFilledAtItsUnalignedOffsets() throws DriverException {
        int queues = calls("db_queue_desc_t");

        Object stream = api.streamCreateNonBlocking();

        assertEquals(queues + 1, calls("db_queue_desc_t"));
        assertReceived("db_queue_desc_t", Map.of("tag", 7L, "stype", 0x13L, "ordinal", 2L,
                "value", 0x0807060504030201L, "priority", -3L));
        api.streamDestroy(stream);
    }

    @Test
    void aBoolFieldHoldsOneBetweenItsNeighbours() throws DriverException {
        Object stream = api.streamCreateNonBlocking();
        Object event = event();
        api.eventRecord(event, stream);
        int waits = calls("db_wait_desc_t");

        api.eventWait(event);

        assertTrue(calls("db_wait_desc_t") > waits, "the host wait passes its descriptor");
        assertReceived("db_wait_desc_t", Map.of("stype", 0x14L, "before", 0xffL, "host", 1L, "after", 0x7eL,
                "flags", 3L));
        api.streamDestroy(stream);
    }
}
