package dev.eventbind.bench;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the benchmarks' C libraries are: the build compiles them into {@code target/native}, beside
 * {@code target/classes}. The system property {@code eventbind.bench.native} names another folder.
 */
public final class NativeLibs {

    /** System property naming the folder that holds the compiled libraries. */
    public static final String DIR_PROPERTY = "eventbind.bench.native";

    private NativeLibs() {
    }

    /** The no-op event library every binding calls. */
    public static Path noopEvents() {
        return file("libnoop_events.so");
    }

    /** The hand-written JNI binding of the no-op event library. */
    public static Path noopJni() {
        return file("libnoop_jni.so");
    }

    private static Path file(String name) {
        Path path = dir().resolve(name);
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException(path + " is missing: build the bench module first"
                    + " (./mvnw -B package -pl bench -am) or set -D" + DIR_PROPERTY);
        }
        return path;
    }

    private static Path dir() {
        String configured = System.getProperty(DIR_PROPERTY);
        if (configured != null) {
            return Path.of(configured).toAbsolutePath();
        }
        try {
            // target/classes -> target/native
            Path classes = Path.of(NativeLibs.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path target = classes.getParent();
            if (target == null) {
                throw new IllegalStateException("the bench classes at " + classes + " are in no folder");
            }
            return target.resolve("native");
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate the bench classes", e);
        }
    }
}
