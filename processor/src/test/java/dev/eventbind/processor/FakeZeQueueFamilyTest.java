package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.EventApi;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * A descriptor field that takes a value the backend reads when it opens ({@code @Field(from = Op.QUEUE_FAMILY)}),
 * on the Level Zero-shaped spec whose lists are made in a context: the hand-written {@code QUEUE_FAMILY} is read
 * once, after the context, and each stream's {@code xx_command_queue_desc_t.ordinal} reaches the library holding it;
 * a negative family makes the backend unavailable, naming the method, and the open gives back the context and the
 * device it made.
 */
@EnabledOnOs(OS.LINUX)
class FakeZeQueueFamilyTest {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.variant("fakeze-queue-family", "fakeze",
            "FakeZe", spec(5), Compilations.FAKE_ZE_CONTROL);
    private static final FakeLibraryBackend NONE = FakeLibraryBackend.variant("fakeze-no-queue-family", "fakeze",
            "FakeZe", spec(-1), Compilations.FAKE_ZE_CONTROL);

    /** The context variant with the lists' ordinal taken from a hand-written queue family that answers {@code family}. */
    static JavaFileObject spec(int family) {
        return FakeZeContextTest.spec("@Field(name = \"ordinal\", value = 2)",
                "@Field(name = \"ordinal\", from = Op.QUEUE_FAMILY)",
                "    @Bind(value = Op.STREAM_DESTROY, symbol = \"xxCommandListDestroy\")", """
                    /** The compute group of the device, as a search over its groups would find it. */
                    @dev.eventbind.spec.Implements(Op.QUEUE_FAMILY)
                    default int computeGroup(dev.eventbind.binding.StatusConvention status,
                            @From(Op.DEVICE_GET) MemorySegment device, @From(Op.CONTEXT_CREATE) MemorySegment context)
                            throws dev.eventbind.api.DriverException {
                        return %d;
                    }

                    @Bind(value = Op.STREAM_DESTROY, symbol = "xxCommandListDestroy")""".formatted(family));
    }

    private static int count(FakeLibraryBackend fake, String counter) {
        return (int) fake.control(counter);
    }

    @Test
    void eachStreamsDescriptorHoldsTheQueueFamilyReadWhenTheBackendOpened() throws Exception {
        EventApi<Object, Object> api = FAKE.open();
        Object first = api.streamCreateNonBlocking();
        assertEquals(5, count(FAKE, "lastQueueOrdinal"), "xx_command_queue_desc_t.ordinal holds the family");
        Object second = api.streamCreateNonBlocking();
        assertEquals(5, count(FAKE, "lastQueueOrdinal"));
        api.streamDestroy(first);
        api.streamDestroy(second);
        ((AutoCloseable) api).close();
    }

    @Test
    void aNegativeFamilyMakesTheBackendUnavailableAndTheOpenGivesBackWhatItMade() {
        int contexts = count(NONE, "liveContexts");
        int devices = count(NONE, "deviceReferences");
        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class, NONE::open);
        assertTrue(refused.getMessage().contains("computeGroup reported the queue family -1"), refused.getMessage());
        assertEquals(contexts, count(NONE, "liveContexts"), "the context the open made is destroyed");
        assertEquals(devices, count(NONE, "deviceReferences"), "the device the open read is released");
    }
}
