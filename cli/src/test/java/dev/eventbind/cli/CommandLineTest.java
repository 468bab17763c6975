package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CommandLineTest {

    @Test
    void noArgumentsIsTheDemoWithDefaults() throws UsageException {
        Command.Demo demo = assertInstanceOf(Command.Demo.class, CommandLine.parse(List.of()));
        assertEquals(new Command.Profile(Optional.empty(), CommandLine.DEFAULT_TRACE,
                CommandLine.DEFAULT_ITERATIONS, CommandLine.DEFAULT_WARMUP, Command.Format.TABLE, List.of(), false),
                demo.profile());
    }

    @Test
    void profileTakesEveryOptionSeparatedOrWithEquals() throws UsageException {
        assertEquals(new Command.Profile(Optional.of("host"), Path.of("out/t.json"), 7, 0, Command.Format.JSON,
                List.of(Path.of("a.jar"), Path.of("classes")), true),
                CommandLine.parse(List.of("profile", "--backend", "host", "--trace=out/t.json", "--iterations", "7",
                        "--warmup", "0", "--format", "JSON", "--progress", "--classpath",
                        "a.jar" + java.io.File.pathSeparator + java.io.File.pathSeparator + "classes")));
    }

    @Test
    void theDemoTakesTheProfileOptionsAndBackendsTakesAClasspath() throws UsageException {
        Command.Demo demo = assertInstanceOf(Command.Demo.class,
                CommandLine.parse(List.of("--classpath", "x.jar", "--iterations=3")));
        assertEquals(List.of(Path.of("x.jar")), demo.profile().classpath());
        assertEquals(3, demo.profile().iterations());
        assertEquals(new Command.ListBackends(List.of(Path.of("y.jar"))),
                CommandLine.parse(List.of("backends", "--classpath=y.jar")));
    }

    @Test
    void versionIsACommandAndAnOption() throws UsageException {
        assertEquals(new Command.Version(), CommandLine.parse(List.of("--version")));
        assertEquals(new Command.Version(), CommandLine.parse(List.of("version")));
        assertEquals("'--version' takes no arguments, got 'x'", refused("--version", "x"));
    }

    @Test
    void formatAndWarmupAreChecked() {
        assertEquals("--format must be table, json or csv, got 'xml'", refused("profile", "--format", "xml"));
        assertEquals("--warmup -1 is out of range (0 to 10000)", refused("profile", "--warmup=-1"));
    }

    @Test
    void backendsAndHelpAreCommands() throws UsageException {
        assertEquals(new Command.ListBackends(List.of()), CommandLine.parse(List.of("backends")));
        assertEquals(new Command.Help(), CommandLine.parse(List.of("--help")));
        assertEquals(new Command.Help(), CommandLine.parse(List.of("help")));
    }

    @Test
    void anUnknownCommandIsNamedInTheError() {
        assertTrue(refused("profil").contains("unknown command 'profil'"));
    }

    @Test
    void anUnknownOptionIsNamedWithTheKnownOnes() {
        String message = refused("profile", "--backnd", "host");
        assertTrue(message.contains("unknown option '--backnd'"), message);
        assertTrue(message.contains("--backend, --classpath, --format, --iterations, --progress, --trace, --warmup"),
                message);
    }

    @Test
    void anOptionWithoutItsValueIsRefused() {
        assertEquals("option --trace needs a value", refused("profile", "--trace"));
        assertEquals("option --backend needs a value", refused("profile", "--backend", "--trace", "x"));
        assertEquals("option --backend needs a value", refused("profile", "--backend="));
    }

    @Test
    void progressIsAFlagWithoutAValue() {
        assertEquals("option --progress takes no value, got '--progress=yes'",
                refused("profile", "--progress=yes"));
        assertEquals("option --progress given twice", refused("profile", "--progress", "--progress"));
        assertEquals("unknown option '--progress' for backends (expected --classpath)",
                refused("backends", "--progress"));
    }

    @Test
    void anOptionGivenTwiceIsRefused() {
        assertEquals("option --backend given twice", refused("profile", "--backend", "a", "--backend=b"));
    }

    @Test
    void iterationsMustBeAWholeNumberInRange() {
        assertEquals("--iterations needs a whole number, got 'ten'", refused("profile", "--iterations", "ten"));
        assertEquals("--iterations needs a whole number, got '1.5'", refused("profile", "--iterations", "1.5"));
        assertEquals("--iterations 0 is out of range (1 to 10000)", refused("profile", "--iterations", "0"));
        assertEquals("--iterations 10001 is out of range (1 to 10000)", refused("profile", "--iterations", "10001"));
    }

    @Test
    void aNumberPastAnIntIsOutOfRangeNotNotANumber() {
        assertEquals("--iterations 99999999999999 is out of range (1 to 10000)",
                refused("profile", "--iterations", "99999999999999"));
        assertEquals("--warmup -99999999999999 is out of range (0 to 10000)",
                refused("profile", "--warmup", "-99999999999999"));
    }

    @Test
    void backendsTakesOnlyAClasspath() {
        assertEquals("unknown option '--all' for backends (expected --classpath)", refused("backends", "--all"));
    }

    private static String refused(String... args) {
        return assertThrows(UsageException.class, () -> CommandLine.parse(List.of(args))).getMessage();
    }
}
