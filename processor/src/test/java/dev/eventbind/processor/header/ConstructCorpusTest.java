package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * One header per C construct a hand-written reader got wrong, each first compiled by gcc with the same dialect
 * and defines the front end gets (so it is proven valid C), then read by the front end, which must give the
 * compiler's answer.
 */
class ConstructCorpusTest {

    private static final Path CONSTRUCTS = Path.of(System.getProperty("eventbind.test.headers",
            "src/test/resources/headers")).resolve("constructs");
    private static final Target LINUX = Target.of("x86_64-linux-gnu", null, null);

    /** gcc's verdict on {@code header} for {@code target}'s dialect and defines: it must compile without a word. */
    static void gccAccepts(Path header, Target target, Path... include) {
        List<String> command = new ArrayList<>(List.of("gcc", "-fsyntax-only", "-Werror", "-x", "c",
                "-std=" + target.std()));
        target.defines().forEach(define -> command.add("-D" + define));
        for (Path folder : include) {
            command.add("-I" + folder);
        }
        command.add(header.toString());
        try {
            Process gcc = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(gcc.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(gcc.waitFor(60, TimeUnit.SECONDS), "gcc did not finish on " + header);
            assertEquals(0, gcc.exitValue(), "gcc refuses " + header + ":\n" + output);
            assertEquals("", output.strip(), "gcc warns on " + header);
        } catch (IOException e) {
            throw new AssertionError("cannot run gcc", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The headers read in the default dialect, each compiled by gcc on its own. */
    private static final List<String> DEFAULT_DIALECT = List.of("bom.h", "crlf.h", "comment_string.h",
            "include_tree.h", "undecidable_if.h", "stdc_version.h", "undef_redefine.h", "lowercase_export.h",
            "parenthesized_name.h", "two_functions.h", "callback_convention.h", "complex_value.h", "int128.h",
            "define_return.h", "unnamed_const.h", "enum8.h", "multiarch.h");

    private static CHeader together;

    private static CHeader read(String name, Target target) {
        Path header = CONSTRUCTS.resolve(name);
        gccAccepts(header, target);
        return WidthsTest.parse(header, target, List.of(CONSTRUCTS));
    }

    /**
     * {@code name}, compiled by gcc on its own, as the front end reads it among all the default-dialect headers
     * (one front-end run for them all keeps the test short; each construct still reads as in its own header).
     */
    private static synchronized CHeader read(String name) {
        assertTrue(DEFAULT_DIALECT.contains(name), name);
        gccAccepts(CONSTRUCTS.resolve(name), LINUX);
        if (together == null) {
            try {
                Path umbrella = Files.createTempDirectory("eventbind-constructs").resolve("constructs.h");
                StringBuilder text = new StringBuilder();
                for (String header : DEFAULT_DIALECT) {
                    text.append("#include \"").append(header).append("\"\n");
                }
                Files.writeString(umbrella, text);
                gccAccepts(umbrella, LINUX, CONSTRUCTS);
                together = WidthsTest.parse(umbrella, LINUX, List.of(CONSTRUCTS));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return together;
    }

    private static CScalar parameter(CHeader header, String function, int index) {
        return header.function(function).orElseThrow(() -> new AssertionError(function + " not found"))
                .parameters().get(index).type();
    }

    private static void integer(int bytes, boolean signed, CScalar type) {
        assertEquals(CKind.INTEGER, type.kind(), type.toString());
        assertEquals(bytes, type.bytes(), type.toString());
        assertEquals(signed, type.signed(), type.toString());
    }

    @Test
    void aByteOrderMarkIsNoDeclaration() {
        integer(8, true, read("bom.h").function("bomFunction").orElseThrow().returns());
    }

    @Test
    void crlfLinesWithContinuationsJoinAsTheCompilerJoinsThem() {
        integer(2, false, parameter(read("crlf.h"), "crlfFunction", 0));
    }

    @Test
    void aCommentOpenerInAStringOnADefineLineOpensNoComment() {
        CHeader header = read("comment_string.h");
        assertEquals(CKind.FLOATING, parameter(header, "commentString", 1).kind());
        assertEquals(List.of("\"/* not a comment\""), header.macro("GREETING").orElseThrow().body());
    }

    @Test
    void aHundredAndTwentyFileIncludeTreeIsReadToItsLastFile() {
        CHeader header = read("include_tree.h");
        integer(2, true, header.function("deepFunction").orElseThrow().returns());
        integer(4, true, parameter(header, "deepFunction", 0));
        assertTrue(header.files().stream().filter(file -> file.getParent().endsWith("tree")).count() == 120,
                header.files().size() + " files");
    }

    @Test
    void anIncludeUnderAConditionOnlyACompilerDecidesIsFollowed() {
        integer(8, true, parameter(read("undecidable_if.h"), "undecidable", 0));
    }

    @Test
    void aTypedefOnStdcVersionFollowsTheDialect() {
        integer(8, true, parameter(read("stdc_version.h"), "versioned", 0));
        integer(4, true, parameter(read("stdc_version.h", Target.of("x86_64-linux-gnu", "gnu89", null)),
                "versioned", 0));
    }

    @Test
    void anUndefinedAndRedefinedMacroTakesItsLastDefinition() {
        CScalar type = parameter(read("undef_redefine.h"), "undefRedefine", 0);
        assertEquals(CKind.FLOATING, type.kind());
        assertEquals(8, type.bytes());
    }

    @Test
    void c23AttributesAreReadInC23AndDeprecatedIsKept() {
        CHeader header = read("c23_attributes.h", Target.of("x86_64-linux-gnu", "c2x", null));
        assertTrue(header.function("c23Deprecated").orElseThrow().deprecated());
        assertFalse(header.function("c23Nodiscard").orElseThrow().deprecated());
        integer(2, true, parameter(header, "c23Nodiscard", 0));
        integer(8, true, header.function("c23Nodiscard").orElseThrow().returns());
    }

    @Test
    void aLowerCaseExportMacroIsNoType() {
        integer(2, true, read("lowercase_export.h").function("lowerExport").orElseThrow().returns());
    }

    @Test
    void aParenthesizedFunctionNameIsAFunction() {
        integer(8, true, parameter(read("parenthesized_name.h"), "parenName", 0));
    }

    @Test
    void twoFunctionsInOneDeclarationAreBothDeclared() {
        CHeader header = read("two_functions.h");
        integer(4, true, parameter(header, "firstOfTwo", 0));
        integer(8, true, parameter(header, "secondOfTwo", 0));
    }

    @Test
    void aCallbackTypedefWithACallingConventionMacroIsAFunctionPointer() {
        CHeader header = read("callback_convention.h");
        CScalar callback = parameter(header, "addCallback", 1);
        assertEquals(CKind.POINTER, callback.kind());
        assertEquals("callback_t", callback.typedef());
        assertEquals(CKind.FUNCTION, callback.pointee().orElseThrow().kind());
        assertEquals("queue_t", parameter(header, "addCallback", 0).typedef());
    }

    @Test
    void aComplexValueIsPassedByValue() {
        assertEquals(CKind.AGGREGATE, parameter(read("complex_value.h"), "complexValue", 0).kind());
    }

    @Test
    void anInt128IsSixteenBytes() {
        CHeader header = read("int128.h");
        integer(16, true, header.function("wideValue").orElseThrow().returns());
        integer(16, false, parameter(header, "wideValue", 0));
    }

    @Test
    void aDefineAsReturnTypeIsExpanded() {
        integer(8, true, read("define_return.h").function("defineReturn").orElseThrow().returns());
    }

    @Test
    void anUnnamedConstTypedefParameterIsTheHandle() {
        CFunction function = read("unnamed_const.h").function("unnamedConst").orElseThrow();
        assertEquals("", function.parameters().getFirst().name());
        assertEquals(CKind.POINTER, function.parameters().getFirst().type().kind());
        assertEquals("handle_t", function.parameters().getFirst().type().typedef());
        assertEquals("int unnamedConst(const handle_t, int)", function.declaration());
    }

    @Test
    void anEnumWhoseConstantsNeedEightBytesIsEightBytes() {
        CHeader header = read("enum8.h");
        integer(8, false, parameter(header, "bigEnum", 0));
        CEnum big = header.enums().stream().filter(e -> e.name().equals("big_e")).findFirst().orElseThrow();
        assertEquals(0x100000000L, big.constants().get(1).value());
        assertEquals("0x100000000", big.constants().get(1).written());
    }

    @Test
    void aTypeFromTheMultiarchFolderResolves() {
        CHeader header = read("multiarch.h");
        CScalar clock = parameter(header, "clockFunction", 0);
        integer(4, true, clock);
        assertEquals("clockid_t", clock.typedef());
        assertEquals(16, header.record("struct timespec").orElseThrow().bytes());
        assertEquals(64, header.record("struct timespec").orElseThrow().fields().get(1).offsetBits());
    }

    @Test
    void aFiveMegabyteHeaderIsReadAndItsTimePrinted() throws IOException {
        Path big = Files.createTempDirectory("eventbind-big").resolve("big.h");
        StringBuilder text = new StringBuilder("#include <stdint.h>\n");
        int functions = 0;
        while (text.length() < 5 * 1024 * 1024) {
            text.append("typedef struct big_handle_").append(functions).append("_st *big_handle_").append(functions)
                    .append("_t;\n/* Function ").append(functions).append(" of a generated API. */\n")
                    .append("int32_t bigFunction").append(functions).append("(big_handle_").append(functions)
                    .append("_t handle, uint64_t flags, float *out, const char *name);\n");
            functions++;
        }
        Files.writeString(big, text);
        long start = System.nanoTime();
        CHeader header = WidthsTest.parse(big, LINUX, List.of());
        long parsed = System.nanoTime();
        CFunction last = header.function("bigFunction" + (functions - 1)).orElseThrow();
        long end = System.nanoTime();
        // What a spec binding a few of the functions costs: the header parsed and every declaration named, then
        // the bound one read in full. No bound on the time: it depends on the machine and its load.
        System.out.printf("front end: %.1f MB header, %d functions, checked in %d ms (parsed and named in %d ms,"
                + " the bound function read in full in %d ms)%n", Files.size(big) / 1048576.0, functions,
                (end - start) / 1_000_000, (parsed - start) / 1_000_000, (end - parsed) / 1_000_000);
        assertEquals(functions, header.functionCount());
        assertEquals(4, last.parameters().size());
        assertEquals("big_handle_" + (functions - 1) + "_t", last.parameters().getFirst().type().typedef());
        assertEquals(4, last.parameters().get(2).type().pointee().orElseThrow().bytes());
    }
}
