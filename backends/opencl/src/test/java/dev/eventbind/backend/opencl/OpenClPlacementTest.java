package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.contract.placement.Burners;
import dev.eventbind.contract.placement.PlacementReport;
import dev.eventbind.contract.placement.PlacementRun;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Where the profiler places windows on PoCL, with its own device clock: no two windows of a queue overlap and
 * every nested window lies inside its parent, idle and with every core burning. PoCL cannot say where on the
 * host clock it really reached an event, so the error itself is the host backend's to measure.
 *
 * <p>{@code eventbind.placement.windows} sets how many windows; the default keeps a CI run short.
 */
class OpenClPlacementTest {

    private static final long DEFAULT_WINDOWS = 6_000;
    /** Small enough that a fill is quick; every fourth iteration fills, so markers also queue behind work. */
    private static final long WORK_BYTES = 256L << 10;

    private static OpenClEvents backend;
    /** Where the work buffer is made: the backend's context. */
    private static Stream home;
    private static OpenClWork work;

    @BeforeAll
    static void open() throws DriverException {
        backend = OpenClEvents.open();
        home = backend.streamCreateNonBlocking();
        work = OpenClWork.allocate(home, WORK_BYTES);
    }

    @AfterAll
    static void close() throws DriverException {
        work.close();
        backend.streamDestroy(home);
        backend.close();
    }

    @Test
    void windowsNeverOverlapAndNestedOnesStayInside() throws Exception {
        check(0);
    }

    @Test
    void withEveryCoreBusyWindowsStillNeverOverlapAndStayInside() throws Exception {
        check(Runtime.getRuntime().availableProcessors());
    }

    @SuppressWarnings("try") // the burners are held for their load alone
    private static void check(int burners) throws Exception {
        long windows = Long.getLong("eventbind.placement.windows", DEFAULT_WINDOWS);
        PlacementReport report;
        try (Burners ignored = Burners.start(burners)) {
            report = PlacementRun.run(backend, windows, OpenClPlacementTest::work, null);
        }
        System.out.println("PoCL, " + burners + " burning threads: " + report);
        assertEquals(0, report.overlaps(), report.summary());
        assertEquals(0, report.escapes(), report.summary());
    }

    private static void work(Stream queue, int iteration) throws DriverException {
        if (iteration % 4 == 0) {
            work.fill(queue);
        }
    }
}
