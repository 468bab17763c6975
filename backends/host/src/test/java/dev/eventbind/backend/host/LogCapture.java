package dev.eventbind.backend.host;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Collects what eventbind logs while a test runs. eventbind logs through {@link System.Logger}, which without a
 * custom finder is backed by java.util.logging: a handler on the {@code dev.eventbind} logger sees it all.
 */
final class LogCapture extends Handler implements AutoCloseable {

    /** Held strongly: java.util.logging keeps loggers only weakly. */
    private final Logger logger = Logger.getLogger("dev.eventbind");
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private final SimpleFormatter formatter = new SimpleFormatter();

    private LogCapture() {
        setLevel(Level.ALL);
    }

    /** Starts capturing; until closed, what is captured is not printed too (the tests expect these lines). */
    static LogCapture start() {
        LogCapture capture = new LogCapture();
        capture.logger.addHandler(capture);
        capture.logger.setUseParentHandlers(false);
        return capture;
    }

    @Override
    public void publish(LogRecord record) {
        records.add(record);
    }

    /** The messages logged at {@code level}, parameters filled in. */
    List<String> messages(Level level) {
        return records.stream().filter(record -> record.getLevel().equals(level))
                .map(formatter::formatMessage).toList();
    }

    /** Every message logged, at any level. */
    List<String> messages() {
        return records.stream().map(formatter::formatMessage).toList();
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        logger.removeHandler(this);
        logger.setUseParentHandlers(true);
    }
}
