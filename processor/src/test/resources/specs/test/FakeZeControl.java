package test;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** The Level Zero-shaped fake's test controls, as plain typed downcalls. */
@NativeFunctions(
        name = "FakeZe control",
        library = @Library(
                names = {"libfakeze.so"},
                overrideProperty = "eventbind.fakeze.library",
                overrideEnv = "EVENTBIND_FAKEZE_LIBRARY"),
        header = "fake_ze_api.h")
public interface FakeZeControl {

    @Downcall(symbol = "xxTestAppendSleep")
    int appendSleep(MemorySegment list, long nanoseconds);

    @Downcall(symbol = "xxTestFailNext")
    void failNext(int status);

    @Downcall(symbol = "xxTestFailTimerFrequency")
    void failTimerFrequency(int status);

    @Downcall(symbol = "xxTestFailContextCreate")
    void failContextCreate(int status);

    @Downcall(symbol = "xxTestLiveContexts")
    int liveContexts();

    @Downcall(symbol = "xxTestDeviceReferences")
    int deviceReferences();

    @Downcall(symbol = "xxTestSetDeviceProperties")
    void setDeviceProperties(int timerResolution, int kernelTimestampValidBits);

    @Downcall(symbol = "xxTestRestartTimer")
    void restartTimer();

    @Downcall(symbol = "xxTestLiveEvents")
    int liveEvents();

    @Downcall(symbol = "xxTestLivePools")
    int livePools();

    @Downcall(symbol = "xxTestResets")
    int resets();

    /** Events destroyed while a queued wait of a list still named them. */
    @Downcall(symbol = "xxTestDestroyedUnderWait")
    int destroyedUnderWait();

    @Downcall(symbol = "xxTestHostWaits")
    int hostWaits();

    @Downcall(symbol = "xxTestLastWaitTimeout")
    long lastWaitTimeout();

    @Downcall(symbol = "xxTestLastPoolCount")
    int lastPoolCount();

    @Downcall(symbol = "xxTestLastQueueOrdinal")
    int lastQueueOrdinal();
}
