package dev.eventbind.cli.profile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One window of the workload over all measured iterations: the statistics of its device span and of its host
 * wall time (from issuing the start to seeing the end).
 *
 * @param name the window's name
 * @param depth how many windows it is nested in on its stream
 * @param stream the stream's display name
 * @param timing how the device span was timed ("DEVICE" from events, "SYSTEM" from the host clock)
 * @param device the device spans
 * @param hostWall the host wall times
 * @param boundNanos the largest placement bound among the windows; {@link Long#MAX_VALUE} when any is unknown
 * @param durationBoundNanos the largest bound of a device span among the windows, the same way
 */
public record WindowSummary(String name, int depth, String stream, String timing, Statistics device,
        Statistics hostWall, long boundNanos, long durationBoundNanos) {

    /** The host's median minus the device's: what issuing, queueing and seeing the end added. */
    public long hostMinusDevice() {
        return hostWall.median() - device.median();
    }

    /** One summary per window name and stream, in the order the windows were first opened. */
    public static List<WindowSummary> of(List<Window> windows) {
        Map<String, List<Window>> byWindow = new LinkedHashMap<>();
        for (Window window : windows) {
            byWindow.computeIfAbsent(window.name() + '\0' + window.stream(), key -> new ArrayList<>()).add(window);
        }
        List<WindowSummary> summaries = new ArrayList<>();
        for (List<Window> same : byWindow.values()) {
            Window first = same.getFirst();
            summaries.add(new WindowSummary(first.name(), first.depth(), first.stream(), first.timing(),
                    Statistics.of(same.stream().mapToLong(Window::deviceNanos).toArray()),
                    Statistics.of(same.stream().mapToLong(Window::hostWallNanos).toArray()),
                    same.stream().mapToLong(Window::boundNanos).max().orElse(Long.MAX_VALUE),
                    same.stream().mapToLong(Window::durationBoundNanos).max().orElse(Long.MAX_VALUE)));
        }
        return summaries;
    }
}
