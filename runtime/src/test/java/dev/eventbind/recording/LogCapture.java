package dev.eventbind.recording;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Collects what one {@link System.Logger} writes, through the {@code java.util.logging} backend the JDK routes
 * {@code System.Logger} to by default. Expected failures are kept out of the console while capturing.
 */
public final class LogCapture extends Handler implements AutoCloseable {

    /** One captured line: its level and its formatted message. */
    public record Line(Level level, String message) {
    }

    private final Logger logger; // held strongly: java.util.logging keeps loggers only weakly
    private final boolean parentHandlers;
    private final List<Line> lines = new CopyOnWriteArrayList<>();
    private final SimpleFormatter formatter = new SimpleFormatter();

    private LogCapture(Class<?> source) {
        logger = Logger.getLogger(source.getName());
        parentHandlers = logger.getUseParentHandlers();
        logger.setUseParentHandlers(false);
        logger.addHandler(this);
    }

    /** Starts capturing what {@code source}'s logger writes. */
    public static LogCapture of(Class<?> source) {
        return new LogCapture(source);
    }

    @Override
    public void publish(LogRecord record) {
        lines.add(new Line(record.getLevel(), formatter.formatMessage(record)));
    }

    /** The captured lines at {@code level}: WARNING for System.Logger's WARNING, SEVERE for its ERROR. */
    public List<String> at(Level level) {
        return lines.stream().filter(line -> line.level().equals(level)).map(Line::message).toList();
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        logger.removeHandler(this);
        logger.setUseParentHandlers(parentHandlers);
    }
}
