package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A library is reported by the absolute path it came from, and a planted copy in the working directory is refused. */
class LibraryPathTest {

    private static final Path LIBRARY = Path.of(System.getProperty("eventbind.test.library", "missing"));
    private static final String PLANTED = "libebtest-planted.so";

    private static LibraryPlan plan(String name) {
        return new LibraryPlan("EBTEST", "", List.of(name), List.of(), List.of(), List.of("lib"),
                "eventbind.test.planted", "");
    }

    @Test
    void aBareNameAnEmptySearchPathEntryWouldLoadFromTheWorkingDirectoryIsRefusedUnopened() throws Exception {
        Path planted = Path.of(PLANTED).toAbsolutePath();
        Files.copy(LIBRARY, planted, StandardCopyOption.REPLACE_EXISTING);
        try {
            // glibc's loader splits the entries at a semicolon as at a colon.
            for (String searchPath : List.of("/nonexistent::/usr/lib", ":", "/nonexistent:.", "lib:", "/usr/lib;",
                    "/nonexistent;.", ";/usr/lib")) {
                LinkedLibrary library = NativeLinker.link(plan(PLANTED), List.of(NativeLinkerTest.ADD),
                        Map.of("LD_LIBRARY_PATH", searchPath)::get);

                assertFalse(library.ready(), searchPath);
                String attempt = library.attempts().getFirst();
                assertTrue(attempt.startsWith(PLANTED + " -> " + planted.normalize() + ": refused: LD_LIBRARY_PATH"),
                        attempt);
                assertTrue(attempt.contains("eventbind.test.planted"), "says how to load it on purpose: " + attempt);
            }
        } finally {
            Files.deleteIfExists(planted);
        }
    }

    @Test
    void aCopyInAHardwareCapabilitySubfolderOfTheWorkingDirectoryIsRefusedToo() throws Exception {
        // glibc's loader looks in glibc-hwcaps/x86-64-v2 (and the other levels) of each entry before the entry.
        Path folder = Path.of("glibc-hwcaps", "x86-64-v2").toAbsolutePath();
        Path planted = folder.resolve(PLANTED);
        Files.createDirectories(folder);
        Files.copy(LIBRARY, planted, StandardCopyOption.REPLACE_EXISTING);
        try {
            LinkedLibrary library = NativeLinker.link(plan(PLANTED), List.of(NativeLinkerTest.ADD),
                    Map.of("LD_LIBRARY_PATH", "/usr/lib:")::get);

            assertFalse(library.ready());
            String attempt = library.attempts().getFirst();
            assertTrue(attempt.startsWith(PLANTED + " -> " + planted.normalize() + ": refused: LD_LIBRARY_PATH"),
                    attempt);
        } finally {
            Files.deleteIfExists(planted);
            Files.deleteIfExists(folder);
            Files.deleteIfExists(folder.getParent());
        }
    }

    @Test
    void anAbsoluteEntryThatHasTheFileFirstIsNotRefused(@TempDir Path folder) throws Exception {
        Path planted = Path.of(PLANTED).toAbsolutePath();
        Files.copy(LIBRARY, planted, StandardCopyOption.REPLACE_EXISTING);
        Files.copy(LIBRARY, folder.resolve(PLANTED));
        try {
            String searchPath = folder.toAbsolutePath() + "::";
            LinkedLibrary library = NativeLinker.link(plan(PLANTED), List.of(NativeLinkerTest.ADD),
                    Map.of("LD_LIBRARY_PATH", searchPath)::get);
            // The real process search path has no such entry, so the loader does not find the name: what matters
            // is that the attempt went to the loader rather than being refused.
            assertFalse(library.attempts().getFirst().contains("refused"), library.attempts().toString());
        } finally {
            Files.deleteIfExists(planted);
        }
    }

    @Test
    void aLibraryTheVendorsLoaderOpensByNameFromTheWorkingDirectoryMakesTheBackendUnavailable() throws Exception {
        Path planted = Path.of(PLANTED).toAbsolutePath();
        Files.copy(LIBRARY, planted, StandardCopyOption.REPLACE_EXISTING);
        try {
            LibraryPlan plan = new LibraryPlan("EBTEST", "", List.of(LIBRARY.toString()), List.of(), List.of(),
                    List.of("lib"), "eventbind.test.planted", "", List.of(PLANTED));
            LinkedLibrary library = NativeLinker.link(plan, List.of(NativeLinkerTest.ADD),
                    Map.of("LD_LIBRARY_PATH", "/usr/lib:")::get);

            assertFalse(library.ready());
            String attempt = library.attempts().getFirst();
            assertTrue(attempt.startsWith(PLANTED + " (opened by the EBTEST library itself) -> " + planted.normalize()
                    + ": refused"), attempt);
            assertTrue(attempt.contains("as an absolute path"), "says how to load it on purpose: " + attempt);
            assertEquals(1, library.attempts().size(), "the backend's own library is not even opened");

            LinkedLibrary clean = NativeLinker.link(plan, List.of(NativeLinkerTest.ADD),
                    Map.of("LD_LIBRARY_PATH", "/usr/lib")::get);
            assertTrue(clean.ready(), "with no such entry it loads: " + clean.attempts());
        } finally {
            Files.deleteIfExists(planted);
        }
    }

    @Test
    void theNamesAnIcdFileListsAreCheckedAndAnEmptyEntryAloneIsNoReasonToRefuse(@TempDir Path vendors)
            throws Exception {
        Files.writeString(vendors.resolve("acme.icd"), PLANTED + "\n");
        // Read first, and not text: the files after it are checked all the same.
        Files.write(vendors.resolve("0-garbled.icd"), new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0xc3});

        assertRefusedOnlyOncePlanted("icd:" + vendors, Map.of("LD_LIBRARY_PATH", "/usr/lib::"));
    }

    @Test
    void aLibraryTheOpenClLoadersVariablesNameIsCheckedAsTheLoaderWouldOpenIt(@TempDir Path vendors)
            throws Exception {
        assertRefusedOnlyOncePlanted("icd:" + vendors, Map.of("LD_LIBRARY_PATH", "/usr/lib:", "OCL_ICD_VENDORS",
                PLANTED));
        assertRefusedOnlyOncePlanted("icd:" + vendors, Map.of("LD_LIBRARY_PATH", "/usr/lib:", "OCL_ICD_FILENAMES",
                "/opt/other/libx.so:" + PLANTED));
        Files.writeString(vendors.resolve("acme.icd"), PLANTED + "\n");
        assertRefusedOnlyOncePlanted("icd:/nonexistent", Map.of("LD_LIBRARY_PATH", "/usr/lib:", "OCL_ICD_VENDORS",
                "acme.icd", "OPENCL_VENDOR_PATH", vendors.toString()));
    }

    @Test
    void aBareLibraryAVulkanManifestNamesIsCheckedAsTheLoaderWouldOpenIt(@TempDir Path layers) throws Exception {
        // An implicit layer's manifest as Mesa's device-select one is laid out: a bare name, loaded into every instance.
        Files.writeString(layers.resolve("VkLayer_planted.json"), "{\n    \"file_format_version\": \"1.0.0\",\n"
                + "    \"layer\": {\n        \"name\": \"VK_LAYER_planted\",\n        \"library_path\" : \""
                + PLANTED + "\"\n    }\n}\n");

        assertRefusedOnlyOncePlanted("vulkan:", Map.of("LD_LIBRARY_PATH", "/usr/lib:", "VK_ADD_IMPLICIT_LAYER_PATH",
                layers.toString()));
    }

    /**
     * A library whose own loader opens by bare name what {@code loadsByName} lists loads while nothing is planted,
     * and is refused once a copy of that name is in the working directory, which {@code env}'s search path reaches.
     */
    private static void assertRefusedOnlyOncePlanted(String loadsByName, Map<String, String> env) throws Exception {
        LibraryPlan plan = new LibraryPlan("EBTEST", "", List.of(LIBRARY.toString()), List.of(), List.of(),
                List.of("lib"), "eventbind.test.planted", "", List.of(loadsByName));
        assertTrue(NativeLinker.link(plan, List.of(NativeLinkerTest.ADD), env::get).ready(),
                "nothing in the working directory: the empty entry is only warned about");

        Path planted = Path.of(PLANTED).toAbsolutePath();
        Files.copy(LIBRARY, planted, StandardCopyOption.REPLACE_EXISTING);
        try {
            LinkedLibrary library = NativeLinker.link(plan, List.of(NativeLinkerTest.ADD), env::get);
            assertFalse(library.ready());
            assertTrue(library.failure().orElseThrow().getMessage().contains("the working directory holds " + PLANTED),
                    library.failure().orElseThrow().getMessage());
            assertTrue(library.attempts().getFirst().startsWith(PLANTED + " (opened by the EBTEST library itself) -> "
                    + planted.normalize() + ": refused"), library.attempts().toString());
        } finally {
            Files.deleteIfExists(planted);
        }
    }

    @Test
    void aRelativeReportedPathIsMadeAbsoluteAndABareOneKept() {
        assertEquals(Path.of("lib/x.so").toAbsolutePath().normalize().toString(), LibrarySearch.absolute("./lib/x.so"));
        assertEquals("/usr/lib/libm.so.6", LibrarySearch.absolute("/usr/lib/libm.so.6"));
        assertEquals("libm.so.6", LibrarySearch.absolute("libm.so.6"));
    }
}
