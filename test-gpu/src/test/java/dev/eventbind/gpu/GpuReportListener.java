package dev.eventbind.gpu;

import java.util.Locale;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Writes one Markdown line per finished test, and per skipped test or class with the reason, into the GPU report
 * (see {@link GpuReport}); registered with the JUnit launcher through {@link java.util.ServiceLoader}.
 */
public final class GpuReportListener implements TestExecutionListener {

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        GpuReport.result("- SKIPPED " + describe(test) + ": " + reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        boolean failed = result.getStatus() != TestExecutionResult.Status.SUCCESSFUL;
        if (!test.isTest() && !failed) {
            return;
        }
        String status = result.getStatus().name().toLowerCase(Locale.ROOT);
        String reason = result.getThrowable().map(t -> ": " + firstLine(t.toString())).orElse("");
        GpuReport.result("- " + status.toUpperCase(Locale.ROOT) + " " + describe(test) + reason);
    }

    private static String describe(TestIdentifier test) {
        return test.getSource()
                .filter(MethodSource.class::isInstance)
                .map(MethodSource.class::cast)
                .map(m -> simpleName(m.getClassName()) + "." + m.getMethodName())
                .orElse(test.getDisplayName());
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
