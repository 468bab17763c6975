package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which library names a system can load, and which system a JVM's os.name names. */
class OsFamilyTest {

    @Test
    void osNamesMapToTheirFamily() {
        assertEquals(OsFamily.WINDOWS, OsFamily.of("Windows 11"));
        assertEquals(OsFamily.MACOS, OsFamily.of("Mac OS X"));
        assertEquals(OsFamily.UNIX, OsFamily.of("Linux"));
        assertEquals(OsFamily.UNIX, OsFamily.of("FreeBSD"));
    }

    @Test
    void aDllFitsWindowsOnly() {
        assertTrue(OsFamily.WINDOWS.fits("nvcuda.dll"));
        assertTrue(OsFamily.WINDOWS.fits("OpenCL.DLL"));
        assertFalse(OsFamily.UNIX.fits("nvcuda.dll"));
        assertFalse(OsFamily.MACOS.fits("cudart64_13.dll"));
    }

    @Test
    void aSharedObjectFitsEverySystemButWindows() {
        for (String name : new String[] {"libcuda.so", "libcuda.so.1", "libamdhip64.so.6.4.1"}) {
            assertTrue(OsFamily.UNIX.fits(name), name);
            assertTrue(OsFamily.MACOS.fits(name), name);
            assertFalse(OsFamily.WINDOWS.fits(name), name);
        }
    }

    @Test
    void aDylibFitsMacOsOnly() {
        assertTrue(OsFamily.MACOS.fits("libOpenCL.dylib"));
        assertFalse(OsFamily.UNIX.fits("libOpenCL.dylib"));
        assertFalse(OsFamily.WINDOWS.fits("libOpenCL.dylib"));
    }

    @Test
    void aNameWithoutALibrarySuffixFitsEverywhere() {
        for (OsFamily os : OsFamily.values()) {
            assertTrue(os.fits("OpenCL"), os::toString);
            assertTrue(os.fits("libcuda.so.backup"), os::toString);
        }
    }
}
