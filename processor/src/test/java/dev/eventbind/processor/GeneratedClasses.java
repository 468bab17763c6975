package dev.eventbind.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URLClassLoader;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;

/**
 * The class files and resources a compilation wrote, laid out in a folder and loaded by their own class loader,
 * as a backend jar would be on a user's class path.
 */
final class GeneratedClasses {

    private static final String CLASS_OUTPUT = "/CLASS_OUTPUT/";

    private GeneratedClasses() {
    }

    /** A loader for everything {@code compilation} wrote to its class output, copied under {@code folder}. */
    static URLClassLoader load(Compilation compilation, Path folder) {
        try {
            for (JavaFileObject file : compilation.generatedFiles()) {
                String path = file.toUri().getPath();
                if (path.startsWith(CLASS_OUTPUT)) {
                    Path target = folder.resolve(path.substring(CLASS_OUTPUT.length()));
                    Files.createDirectories(target.getParent());
                    try (InputStream in = file.openInputStream()) {
                        Files.copy(in, target);
                    }
                }
            }
            return new URLClassLoader(new URL[] {folder.toUri().toURL()}, GeneratedClasses.class.getClassLoader());
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(folder.toString(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
