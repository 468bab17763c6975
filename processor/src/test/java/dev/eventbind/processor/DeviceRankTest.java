package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.spec.Rank;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec that ranks the device it opened ({@code Op.DEVICE_RANK}, written by hand): the generated backend's
 * {@code deviceRank()} calls it, and the probe reports that rank. Run on PoCL, whose one device is a CPU: the
 * spec declares {@code Rank.GPU}, the best an OpenCL device reaches, and its probe says {@code PORTABLE}.
 */
class DeviceRankTest {

    /** The OpenCL spec declared GPU, ranking its context's device by {@code CL_DEVICE_TYPE}. */
    static JavaFileObject ranked() {
        String text = Compilations.text(Compilations.OPEN_CL);
        String declared = "rank = Rank.PORTABLE,";
        String last = "    @Downcall(symbol = \"clGetPlatformInfo\")\n";
        if (!text.contains(declared) || !text.contains(last)) {
            throw new IllegalArgumentException("the OpenCL spec changed");
        }
        return Compilations.source("OpenCl", text.replace(declared, "rank = Rank.GPU,").replace(last, """
                    @Downcall(symbol = "clGetDeviceInfo")
                    int deviceInfo(MemorySegment device, int name, long size, MemorySegment value,
                            MemorySegment sizeReturned);

                    /** GPU for a GPU device, PORTABLE for any other (a CPU, an accelerator). */
                    @Implements(Op.DEVICE_RANK)
                    default Rank deviceRank(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment context)
                            throws DriverException {
                        try (Arena arena = Arena.ofConfined()) {
                            MemorySegment device = arena.allocate(ValueLayout.ADDRESS);
                            status.check("clGetContextInfo", contextInfo(context, 0x1081 /* CL_CONTEXT_DEVICES */,
                                    ValueLayout.ADDRESS.byteSize(), device, MemorySegment.NULL));
                            MemorySegment type = arena.allocate(ValueLayout.JAVA_LONG);
                            status.check("clGetDeviceInfo", deviceInfo(device.get(ValueLayout.ADDRESS, 0),
                                    0x1000 /* CL_DEVICE_TYPE */, type.byteSize(), type, MemorySegment.NULL));
                            return (type.get(ValueLayout.JAVA_LONG, 0) & 4 /* CL_DEVICE_TYPE_GPU */) != 0 ? Rank.GPU
                                    : Rank.PORTABLE;
                        }
                    }

                """ + last));
    }

    @Test
    void theProbeOfASpecDeclaredGpuReportsTheRankOfItsCpuDevice(@TempDir Path classes) throws Exception {
        Compilation compilation = Compilations.compile(ranked());
        assertThat(compilation).succeededWithoutWarnings();
        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        Class<?> events = loader.loadClass("test.OpenClEvents");
        Class<?> provider = loader.loadClass("test.OpenClEventsProvider");

        BackendProbe probe = (BackendProbe) events.getMethod("probe").invoke(null);

        assertTrue(probe.ready(), probe.toString());
        assertEquals(Rank.PORTABLE, probe.rank(), "PoCL's device is a CPU");
        assertEquals(Rank.GPU, provider.getMethod("rank").invoke(provider.getConstructor().newInstance()),
                "before probing, the best rank an OpenCL device reaches");
        try (AutoCloseable backend = (AutoCloseable) events.getMethod("open").invoke(null)) {
            assertEquals(Rank.PORTABLE, events.getMethod("deviceRank").invoke(backend));
        }
    }
}
