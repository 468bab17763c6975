package dev.eventbind.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The command's version, as the build wrote it into {@code version.properties}. */
final class Version {

    private static final String RESOURCE = "version.properties";

    private Version() {
    }

    /** The version number ("0.1.0-SNAPSHOT"), or "unknown" when the build's record of it is missing. */
    static String number() {
        try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException unreadable) {
            return "unknown";
        }
    }

    /** What {@code eventbind --version} prints: the version, then the Java and platform it runs on. */
    static String text() {
        return "eventbind " + number() + System.lineSeparator()
                + "Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + "), "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch") + System.lineSeparator();
    }
}
