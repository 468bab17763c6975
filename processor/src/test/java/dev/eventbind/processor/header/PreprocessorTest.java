package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader follows #if groups and includes as a preprocessor for the target does. */
class PreprocessorTest {

    private static final Target LINUX = Target.of("linux", null);
    private static final Target WINDOWS = Target.of("windows", null);

    @TempDir
    Path folder;

    private HeaderIndex read(String text, Target target) throws IOException {
        Path header = folder.resolve("api.h");
        Files.writeString(header, text);
        return HeaderIndex.read(header, List.of(folder), target);
    }

    private static int arity(HeaderIndex index, String symbol) {
        return index.function(symbol).orElseThrow().parameters().size();
    }

    @Test
    void anotherPlatformsDeclarationNeverStandsForTheTargets() throws IOException {
        String text = "#ifdef _WIN32\nint f(int a, int b);\n#else\nint f(int a);\n#endif\n";

        assertEquals(1, arity(read(text, LINUX), "f"));
        assertEquals(2, arity(read(text, WINDOWS), "f"));
    }

    @Test
    void aSymbolOnlyUnderAFalseConditionIsKnownAsSuch() throws IOException {
        HeaderIndex index = read("#if defined(_WIN32)\nint onlyWindows(void);\n#endif\n", LINUX);

        assertTrue(index.function("onlyWindows").isEmpty());
        assertTrue(index.inactiveFunction("onlyWindows").orElseThrow().condition()
                .startsWith("#if defined(_WIN32) (api.h:1)"));
    }

    @Test
    void userDefinesDecideFeatureBranches() throws IOException {
        String text = "#if FEATURE >= 2\nint g(int a, int b);\n#elif FEATURE\nint g(int a);\n#endif\n";

        assertEquals(2, arity(read(text, Target.of("linux", "FEATURE=3")), "g"));
        assertEquals(1, arity(read(text, Target.of("linux", "FEATURE")), "g"));
        assertTrue(read(text, LINUX).function("g").isEmpty());
    }

    @Test
    void anIncludedHeadersMacrosCountForWhatFollows() throws IOException {
        Files.writeString(folder.resolve("version.h"), "#ifndef VERSION_H\n#define VERSION_H\n#define API 120\n"
                + "#endif\n");
        HeaderIndex index = read("#include \"version.h\"\n#if API >= 120\nint newer(void);\n#endif\n", LINUX);

        assertTrue(index.function("newer").isPresent());
    }

    @Test
    void anIncludeInAFalseBranchIsNotRead() throws IOException {
        Files.writeString(folder.resolve("windows_only.h"), "int fromWindows(void);\n");
        HeaderIndex index = read("#ifdef _WIN32\n#include \"windows_only.h\"\n#endif\n", LINUX);

        assertTrue(index.function("fromWindows").isEmpty());
        assertTrue(index.inactiveFunction("fromWindows").isEmpty());
    }

    @Test
    void aCompiledDeclarationWinsOverOneUnderAnUndecidedCondition() throws IOException {
        HeaderIndex index = read("#if __has_include(<x.h>)\nint h(int a, int b);\n#endif\nint h(int a);\n", LINUX);

        assertEquals(1, arity(index, "h"));
    }

    @Test
    void anUndecidedConditionStillDeclares() throws IOException {
        HeaderIndex index = read("#if SOME_MACRO(1)\nint k(int a);\n#else\nint other(void);\n#endif\n", LINUX);

        assertEquals(1, arity(index, "k"));
        assertTrue(index.function("other").isPresent());
    }

    @Test
    void undefWithdrawsAMacro() throws IOException {
        HeaderIndex index = read("#define ON 1\n#undef ON\n#ifdef ON\nint gone(void);\n#endif\n", LINUX);

        assertTrue(index.function("gone").isEmpty());
    }

    @Test
    void selfReferringAndDoublingMacrosStayUndecided() {
        Macros macros = Macros.of(LINUX);
        macros.define("SELF", "SELF + 1", List.of("SELF", "+", "1"));
        for (int i = 0; i < 40; i++) {
            macros.define("D" + i, "D" + (i + 1) + " + D" + (i + 1), List.of());
        }

        assertNull(CExpression.evaluate("SELF", macros));
        assertNull(CExpression.evaluate("D0", macros));
    }

    @Test
    void conditionsEvaluateAsC() {
        Macros macros = Macros.of(LINUX);
        macros.define("V", "0x12c", List.of("0x12c"));

        assertEquals(1L, CExpression.evaluate("V == 300 && defined __linux__", macros));
        assertEquals(0L, CExpression.evaluate("UNDEFINED_NAME || !defined(V)", macros));
        assertEquals(7L, CExpression.evaluate("(1 << 3) - 1 > 6 ? 7 : 8", macros));
        assertEquals(1L, CExpression.evaluate("FN(2) || 1", macros));
        assertNull(CExpression.evaluate("FN(2) && 1", macros));
        assertNull(CExpression.evaluate("1 / 0", macros));
    }
}
