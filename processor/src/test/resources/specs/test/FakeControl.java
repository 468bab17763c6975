package test;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;

/** The fake runtime's control functions, as plain typed downcalls. */
@NativeFunctions(
        name = "FakeCUDA control",
        library = @Library(
                names = {"libfakecudart.so"},
                overrideProperty = "eventbind.fakecuda.library",
                overrideEnv = "EVENTBIND_FAKECUDA_LIBRARY"),
        header = "fake_control.h")
public interface FakeControl {

    @Downcall(symbol = "fakeFailNext", critical = true)
    int failNext(int status);

    @Downcall(symbol = "fakeSetElapsed", critical = true)
    int setElapsed(float millis);

    @Downcall(symbol = "fakeCalls", critical = true)
    int calls();

    @Downcall(symbol = "fakeLastFlags")
    int lastFlags();

    @Downcall(symbol = "fakeLiveEvents")
    int liveEvents();

    @Downcall(symbol = "fakeSetInitStatus")
    int setInitStatus(int status);

    @Downcall(symbol = "fakeInitCalls")
    int initCalls();
}
