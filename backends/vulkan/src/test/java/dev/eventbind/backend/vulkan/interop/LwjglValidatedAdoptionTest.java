package dev.eventbind.backend.vulkan.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.backend.vulkan.VulkanQueues;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The borrowed queue under the Khronos validation layer, which the program enables on its own instance (eventbind
 * does not know a borrowed device's instance): eventbind's records, stream waits and reads on the program's device,
 * the program's commands on an eventbind stream and its own {@code vkQueueSubmit}s inside
 * {@link VulkanQueues#withQueue}, all while eventbind's submit thread submits to the same queue. The layer checks each
 * call; zero errors is the pass. Its thread-safety check would also report two threads submitting at once, but such a
 * race is too brief here to be counted on (with the exclusion taken out of {@code SubmitQueue.exclusive} this test
 * still passed three runs in three); {@code SubmitQueueTest} shows the exclusion itself.
 */
class LwjglValidatedAdoptionTest {

    private static final int ELEMENTS = 64 * 64;

    @Test
    void theProgramsWorkAndEventbindsOnOneQueueGiveTheLayerNoError() throws Exception {
        try (LwjglCompute lwjgl = new LwjglCompute(ELEMENTS, true)) {
            try (VulkanEvents backend = lwjgl.lendToEventbind()) {
                Stream stream = backend.streamCreateNonBlocking();
                Stream other = backend.streamCreateNonBlocking();
                try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(backend)) {
                    for (int round = 0; round < 8; round++) {
                        long token = profiler.start(stream);
                        VulkanQueues.submit(stream, commands -> lwjgl.recordDispatch(commands.address(), 100));
                        LwjglCompute.OwnSubmit own = VulkanQueues.withQueue(stream, () -> lwjgl.submitOwn(100));
                        EventFence.mint(backend, stream).waitAsync(other);
                        long otherToken = profiler.start(other);
                        ProfileResult result = profiler.stop(stream, token).resolve();
                        profiler.stop(other, otherToken).resolve();
                        lwjgl.finish(own);
                        assertTrue(result.failure().isEmpty(), () -> result.failure().toString());
                    }
                } finally {
                    backend.streamDestroy(other);
                    backend.streamDestroy(stream);
                }
            }
            assertEquals(List.of(), lwjgl.validationErrors(), "validation errors");
            // The layer is on (the instance would not have been made without it) and its errors reach the list:
            // one sent through the extension's own call comes back.
            String sent = "a check of the messenger " + System.nanoTime();
            lwjgl.sendError(sent);
            assertEquals(List.of(sent), lwjgl.validationErrors());
        }
    }

    /**
     * Streams and events left live when the last backend on a borrowed device closes can no longer be destroyed
     * through it (its calls are refused after close), so the close destroys them: the program then destroys its
     * device with no eventbind object left on it, which the layer checks.
     */
    @Test
    void whatTheLastBackendLeftLiveIsDestroyedBeforeTheProgramDestroysItsDevice() throws Exception {
        try (LwjglCompute lwjgl = new LwjglCompute(ELEMENTS, true)) {
            try (VulkanEvents backend = lwjgl.lendToEventbind()) {
                Stream stream = backend.streamCreateNonBlocking();
                Event event = backend.eventCreate();
                backend.eventRecord(event, stream);
                backend.eventCreate();
                backend.streamCreateNonBlocking();
            }
            lwjgl.destroyDevice();
            assertEquals(List.of(), lwjgl.validationErrors(), "validation errors");
        }
    }
}
