package dev.eventbind.cli.profile;

import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;

/**
 * The trace file, opened before the run so a path that cannot be written fails at once, with the operating
 * system's reason, instead of after minutes of profiling. It is opened for appending, which truncates nothing:
 * an earlier trace is replaced only when the new one is written, and a file this run created is removed again
 * when nothing was written to it.
 */
public final class TraceFile implements AutoCloseable {

    private final Path path;
    private final FileOutputStream out;
    private final boolean created;
    private boolean written;

    private TraceFile(Path path, FileOutputStream out, boolean created) {
        this.path = path;
        this.out = out;
        this.created = created;
    }

    /**
     * Opens {@code path} for writing. Its folder must exist: a missing one is not created (a typo in it would
     * otherwise leave a new folder tree behind), and the failure names it.
     *
     * @throws IOException when it cannot be; {@link #reason} gives the operating system's words for it, or
     *     "folder F does not exist"
     */
    public static TraceFile open(Path path) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            if (Files.exists(parent)) {
                // A part of the folder path is a file: what the system calls ENOTDIR.
                throw new NotDirectoryException(parent.toString());
            }
            throw new NoSuchFileException(parent.toString(), null, "folder " + parent + " does not exist");
        }
        boolean existed = Files.exists(path);
        // FileOutputStream's failure carries the C library's strerror text ("Permission denied").
        return new TraceFile(path, new FileOutputStream(path.toFile(), true), !existed);
    }

    /** Replaces the file's content with {@code text}. */
    public void write(String text) throws IOException {
        FileChannel channel = out.getChannel();
        channel.truncate(0);
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
        written = true;
    }

    /** Where the trace goes, as given. */
    public Path path() {
        return path;
    }

    @Override
    public void close() throws IOException {
        out.close();
        if (created && !written) {
            Files.deleteIfExists(path);
        }
    }

    /**
     * The operating system's reason in {@code failure}, without the path ("No such file or directory",
     * "Permission denied"): the JDK puts it in parentheses after the path, or in a file-system exception's
     * reason, or only in the exception's type.
     */
    public static String reason(IOException failure) {
        String message = String.valueOf(failure.getMessage());
        if (failure instanceof FileNotFoundException && message.endsWith(")") && message.contains(" (")) {
            return message.substring(message.lastIndexOf(" (") + 2, message.length() - 1);
        }
        if (failure instanceof FileSystemException fileSystem) {
            if (fileSystem.getReason() != null) {
                return fileSystem.getReason();
            }
            return switch (failure) {
                case NoSuchFileException missing -> "No such file or directory";
                case AccessDeniedException denied -> "Permission denied";
                case NotDirectoryException notFolder -> "Not a directory";
                default -> message;
            };
        }
        return message;
    }
}
