package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generated status table used as a caller sees it: a 32-bit status enum's whole range, each value with its
 * exact bits and the header's name, and only the rows the spec admits.
 */
class StatusTableTest {

    private static StatusConvention convention(Path folder) throws ReflectiveOperationException {
        Compilation compilation = Compilations.compile(Compilations.source("Ws", """
                package test;

                import dev.eventbind.spec.Downcall;
                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.NativeFunctions;
                import dev.eventbind.spec.Status;
                import java.lang.foreign.MemorySegment;

                @NativeFunctions(name = "ws", library = @Library(names = "libws.so", overrideProperty = "ws.library",
                        overrideEnv = "WS_LIBRARY"), header = "fake_wide_status.h",
                        status = @Status(prefix = "WS_RESULT_", exclude = "WS_RESULT_FORCE_INT32"))
                public interface Ws {
                    @Downcall(symbol = "wsFlush")
                    int wsFlush(MemorySegment queue);
                }
                """));
        assertThat(compilation).succeededWithoutWarnings();
        URLClassLoader loader = GeneratedClasses.load(compilation, folder);
        return (StatusConvention) loader.loadClass("test.WsFunctions").getMethod("statusConvention").invoke(null);
    }

    @Test
    void aStatusEnumOf32BitsKeepsEachValuesBitsAndName(@TempDir Path folder) throws ReflectiveOperationException {
        StatusConvention status = convention(folder);

        assertEquals(Optional.of("WS_RESULT_ERROR_UNKNOWN"), status.failure("wsFlush", 0x7ffffffe).statusName());
        assertEquals(Optional.of("WS_RESULT_ERROR_HIGH"), status.failure("wsFlush", 0x80000000).statusName());
        assertEquals(Optional.of("WS_RESULT_ERROR_TOP"), status.failure("wsFlush", 0xfffffffe).statusName());
        DriverException high = status.failure("wsFlush", Integer.MIN_VALUE);
        assertEquals("ws: wsFlush failed with status 0x80000000 (WS_RESULT_ERROR_HIGH)", high.getMessage());
    }

    @Test
    void rowsTheSpecDoesNotAdmitAreUnnamed(@TempDir Path folder) throws ReflectiveOperationException {
        StatusConvention status = convention(folder);

        assertEquals(Optional.empty(), status.failure("wsFlush", 0x7fffffff).statusName(), "excluded");
        assertEquals(Optional.empty(), status.failure("wsFlush", 3).statusName(), "a #define beside the enum");
    }
}
