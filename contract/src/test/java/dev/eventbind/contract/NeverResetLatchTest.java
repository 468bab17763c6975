package dev.eventbind.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * A backend whose events are never reset fails the contract where an event is recorded twice, and says why;
 * every other row passes on it, so the failures are the missing resets and nothing else. The same device with
 * resets passes every row ({@link ResettingLatchContractTest}).
 */
class NeverResetLatchTest {

    /** The contract's rows that record one event twice, directly or through the profiler's reused windows. */
    private static final Set<String> RE_RECORDING_ROWS = Set.of(
            "anEventRecordedTwiceMeasuresFromItsSecondRecord()",
            "aWaitAfterASecondRecordWaitsForTheSecondSignal()",
            "aStreamWaitingOnTheFirstRecordIsReleasedByItWhileTheSecondIsStillAhead()",
            "aReRecordedEventIsNotReadyUntilItsNewSignalNeverAtItsPreviousTime()",
            "profilerWindowsInSequenceOnOneStreamReuseTheirEventsAndEachReadsItsOwnWork()");

    @Test
    void theContractFailsEveryReRecordingRowSayingTheEventsAreNotReset() {
        Map<String, TestExecutionResult> results = run(NeverResetLatchContract.class);

        for (String row : RE_RECORDING_ROWS) {
            TestExecutionResult result = results.get(row);
            assertEquals(TestExecutionResult.Status.FAILED, result.getStatus(), row);
            Throwable thrown = result.getThrowable().orElseThrow();
            String message = String.valueOf(thrown.getMessage());
            System.out.println(row + ": " + message);
            assertTrue(thrown instanceof AssertionError, row + " failed with " + thrown);
            assertTrue(message.startsWith("event recorded twice did not signal again: "), message);
            assertTrue(message.endsWith(EventCallsContract.NOT_RE_ARMED), message);
        }
        results.forEach((row, result) -> {
            if (!RE_RECORDING_ROWS.contains(row)) {
                // Rows the latch device cannot take part in (no fault injection) are skipped, not failed.
                assertNotEquals(TestExecutionResult.Status.FAILED, result.getStatus(),
                        () -> row + ": " + result.getThrowable());
            }
        });
    }

    /** Runs a contract class as the build would and returns each test method's outcome by its name. */
    private static Map<String, TestExecutionResult> run(Class<?> contract) {
        Map<String, TestExecutionResult> results = new TreeMap<>();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(contract)).build(),
                new TestExecutionListener() {
                    @Override
                    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                        if (test.isTest()) {
                            results.put(test.getDisplayName(), result);
                        }
                    }
                });
        assertTrue(results.keySet().containsAll(RE_RECORDING_ROWS), "rows run: " + results.keySet());
        return results;
    }
}
