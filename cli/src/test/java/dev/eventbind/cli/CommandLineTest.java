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
                CommandLine.DEFAULT_ITERATIONS), demo.profile());
    }

    @Test
    void profileTakesEveryOptionSeparatedOrWithEquals() throws UsageException {
        assertEquals(new Command.Profile(Optional.of("host"), Path.of("out/t.json"), 7),
                CommandLine.parse(List.of("profile", "--backend", "host", "--trace=out/t.json", "--iterations", "7")));
    }

    @Test
    void backendsAndHelpAreCommands() throws UsageException {
        assertEquals(new Command.ListBackends(), CommandLine.parse(List.of("backends")));
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
        assertTrue(message.contains("--backend, --iterations, --trace"), message);
    }

    @Test
    void anOptionWithoutItsValueIsRefused() {
        assertEquals("option --trace needs a value", refused("profile", "--trace"));
        assertEquals("option --backend needs a value", refused("profile", "--backend", "--trace", "x"));
        assertEquals("option --backend needs a value", refused("profile", "--backend="));
    }

    @Test
    void anOptionGivenTwiceIsRefused() {
        assertEquals("option --backend given twice", refused("profile", "--backend", "a", "--backend=b"));
    }

    @Test
    void iterationsMustBeAWholeNumberInRange() {
        assertEquals("--iterations needs a whole number, got 'ten'", refused("profile", "--iterations", "ten"));
        assertEquals("--iterations must be between 1 and 10000, got 0", refused("profile", "--iterations", "0"));
        assertTrue(refused("profile", "--iterations", "10001").contains("got 10001"));
    }

    @Test
    void backendsTakesNoArguments() {
        assertEquals("'backends' takes no arguments, got '--all'", refused("backends", "--all"));
    }

    private static String refused(String... args) {
        return assertThrows(UsageException.class, () -> CommandLine.parse(List.of(args))).getMessage();
    }
}
