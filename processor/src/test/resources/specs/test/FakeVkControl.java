package test;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** The Vulkan-shaped fake's test controls, as plain typed downcalls. */
@NativeFunctions(
        name = "FakeVk control",
        library = @Library(
                names = {"libfakevk.so"},
                overrideProperty = "eventbind.fakevk.library",
                overrideEnv = "EVENTBIND_FAKEVK_LIBRARY"),
        header = "fake_vulkan_core.h")
public interface FakeVkControl {

    @Downcall(symbol = "fakevkTestAppendSleep")
    int appendSleep(MemorySegment commandBuffer, long nanoseconds);

    @Downcall(symbol = "fakevkTestFailNext")
    void failNext(int result);

    @Downcall(symbol = "fakevkTestRestartTimer")
    void restartTimer();

    @Downcall(symbol = "fakevkTestLiveQueryPools")
    int liveQueryPools();

    @Downcall(symbol = "fakevkTestResets")
    int resets();

    @Downcall(symbol = "fakevkTestHostWaits")
    int hostWaits();

    @Downcall(symbol = "fakevkTestLastWaitTimeout")
    long lastWaitTimeout();

    @Downcall(symbol = "fakevkTestValidationErrors")
    int validationErrors();

    @Downcall(symbol = "fakevkTestProcAddressCalls")
    int procAddressCalls();
}
