package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceFileTest {

    @Test
    void aPathUnderAFileFailsAtOpenWithTheSystemsReason(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("plain"), "x");
        IOException failure = assertThrows(IOException.class, () -> TraceFile.open(file.resolve("t.json")));
        assertEquals("Not a directory", TraceFile.reason(failure), failure.toString());
    }

    @Test
    void aMissingFolderIsNamedAndNotCreated(@TempDir Path dir) {
        Path missing = dir.resolve("no/such");
        IOException failure = assertThrows(IOException.class, () -> TraceFile.open(missing.resolve("t.json")));
        assertEquals("folder " + missing + " does not exist", TraceFile.reason(failure));
        assertFalse(Files.exists(dir.resolve("no")), "nothing was created");
    }

    @Test
    void theReasonIsTakenFromEachKindOfFailure() {
        assertEquals("No such file or directory",
                TraceFile.reason(new java.io.FileNotFoundException("/proc/x.json (No such file or directory)")));
        assertEquals("Permission denied", TraceFile.reason(new AccessDeniedException("/root/x")));
        assertEquals("No such file or directory", TraceFile.reason(new NoSuchFileException("/x/y")));
        assertEquals("Read-only file system", TraceFile.reason(
                new java.nio.file.FileSystemException("/x", null, "Read-only file system")));
    }

    @Test
    void anExistingTraceIsKeptUntilTheNewOneIsWrittenAndReplacedWhole(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("t.json"), "an older and longer trace");
        try (TraceFile trace = TraceFile.open(file)) {
            assertEquals("an older and longer trace", Files.readString(file));
            trace.write("new");
        }
        assertEquals("new", Files.readString(file));
    }

    @Test
    void aFileOpenedButNeverWrittenIsRemovedOnlyWhenThisRunCreatedIt(@TempDir Path dir) throws IOException {
        Path fresh = dir.resolve("fresh.json");
        TraceFile.open(fresh).close();
        assertEquals(false, Files.exists(fresh));
        Path kept = Files.writeString(dir.resolve("kept.json"), "old");
        TraceFile.open(kept).close();
        assertEquals("old", Files.readString(kept));
    }
}
