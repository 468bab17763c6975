package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/** Pins the exact text the processor generates for a CUDA-runtime-shaped spec and a set of plain functions. */
class GeneratedSourceTest {

    @Test
    void cudaRuntimeSpecGeneratesThePinnedSources(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.CudaRuntimeEvents");
        Goldens.check(compilation, test, "test.CudaRuntimeFunctions");
        Goldens.check(compilation, test, "test.CudaRuntimeEventsProvider");
        Goldens.check(compilation, test, "test.FakeControlFunctions");
    }

    /** Beside the CUDA-shaped golden, the diff shows only what a spec varies. */
    @Test
    void aMinimalSpecGeneratesOnlyWhatItVaries(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.source("Acme", MINIMAL));

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.AcmeEvents");
        Goldens.check(compilation, test, "test.AcmeFunctions");
    }

    /**
     * A spec's {@code @Struct}s: a class per record with its size, alignment, allocate (with its structure type),
     * array, at, of and an accessor pair per field, a read-only string and a slice where a field is an array or a
     * record.
     */
    @Test
    void aSpecsStructsGenerateThePinnedAccessors(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.DESCRIPTOR_BYTES_CONTROL,
                Compilations.STRUCT_BYTES);

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.StructBytesStructs");
    }

    /**
     * The Level Zero-shaped spec: the device and timer frequency read on open, descriptors filled at the header's
     * offsets, pooled and reset events, ticks, timeouts and list waits.
     */
    @Test
    void aLevelZeroShapedSpecGeneratesThePinnedSources(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.FAKE_ZE, Compilations.FAKE_ZE_CONTROL);

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.FakeZeEvents");
    }

    /**
     * The Level Zero-shaped spec with a context made on its device: read after the device, passed to the pool and list
     * creates, destroyed by {@code close()} between the pools and the device, and given back, then the device, when a
     * later step of the open fails.
     */
    @Test
    void aSpecWithAContextMakesItOnTheDeviceAndDestroysItBeforeTheDevice(TestInfo test) {
        Compilation compilation = Compilations.compile(FakeZeContextTest.spec(), Compilations.FAKE_ZE_CONTROL);

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.FakeZeEvents");
    }

    /**
     * The Level Zero-shaped spec with its paired clock written by hand: made once when the backend opens (a failure
     * gives the device back), each read a use of the device that checks its health and notes a failure.
     */
    @Test
    void aSpecThatWritesItsPairedClockByHandMakesItWhenItOpens(TestInfo test) {
        Compilation compilation = Compilations.compile(FakeZeWrittenPairedClockTest.written(),
                Compilations.FAKE_ZE_CONTROL);

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.FakeZeEvents");
    }

    /**
     * The Level Zero-shaped spec whose lists are made in a context with their ordinal from the hand-written queue
     * family: read once after the context (a negative one makes the backend unavailable, giving back the context and
     * the device), held beside them, and written into each list's descriptor.
     */
    @Test
    void aSpecWhoseDescriptorTakesTheQueueFamilyReadsItWhenItOpens(TestInfo test) {
        Compilation compilation = Compilations.compile(FakeZeQueueFamilyTest.spec(5), Compilations.FAKE_ZE_CONTROL);

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.FakeZeEvents");
    }

    /**
     * The Level Zero-shaped spec whose frequency, valid bits and ticks are fields of records the calls write: the
     * properties record laid out in an arena and read once when the backend opens, its values checked there; the
     * timestamp record, nested, in the scratch segment on every read; the one function bound by two ops linked by
     * one holder.
     */
    @Test
    void aSpecThatReadsFieldsOfRecordsTheCallsWriteReadsThemAtTheirOffsets(TestInfo test) {
        Compilation compilation = Compilations.compile(FakeZeRecordReadTest.spec(), Compilations.FAKE_ZE_CONTROL);

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.FakeZeEvents");
        Goldens.check(compilation, test, "test.FakeZeFunctions");
    }

    /**
     * The Vulkan-shaped spec: functions reached through vkGetDeviceProcAddr resolved once the device is read, void
     * commands called without a status check, and a command buffer freed as an array of one.
     */
    @Test
    void aVulkanShapedSpecResolvesThroughItsResolverAndCallsVoidCommands(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.FAKE_VK, Compilations.FAKE_VK_CONTROL);

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.FakeVkEvents");
        Goldens.check(compilation, test, "test.FakeVkFunctions");
    }

    /**
     * A hand-written op that takes the device of a backend that never releases it (OpenCL's spec without
     * {@code DEVICE_RELEASE}): passed the device as it is, with no use for a {@code close()} to wait out.
     */
    @Test
    void aHandWrittenOpTakingTheDeviceOfABackendThatReleasesNoneIsPassedItPlainly() throws Exception {
        String release = """
                    @Bind(value = Op.DEVICE_RELEASE, symbol = "clReleaseContext")
                    int releaseContext(@From(Op.DEVICE_GET) MemorySegment context);
                """;
        String spec = Compilations.text(Compilations.OPEN_CL);
        assertTrue(spec.contains(release), "the OpenCL spec binds its release as this test expects");

        Compilation compilation = Compilations.compile(Compilations.source("OpenCl", spec.replace(release, "")));

        assertThat(compilation).succeeded();
        String events = Compilations.generated(compilation, "test.OpenClEvents");
        assertTrue(events.contains("functions.streamCreate(statusConvention(), device_)"), events);
        assertFalse(events.contains("DeviceUse") || events.contains("AutoCloseable"), events);
    }

    /**
     * OpenCL's spec on the real header: a record that returns its event fills a holder, waits take lists of one,
     * the query reads an execution status, the span comes from nanosecond stamps.
     */
    @Test
    void aSpecWhoseRecordReturnsItsEventGeneratesHolders(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.OPEN_CL);

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.OpenClEvents");
    }

    /** A spec that ranks its device: {@code deviceRank()} around the hand-written op, and the probe reporting it. */
    @Test
    void aSpecThatRanksItsDeviceProbesWithThatRank(TestInfo test) {
        Compilation compilation = Compilations.compile(DeviceRankTest.ranked());

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.OpenClEvents");
    }

    /**
     * The CUDA-driver-shaped spec: the primary context retained on open and made current on each thread before
     * its first call, destroys included, and for code making its own calls.
     */
    @Test
    void aContextBoundSpecMakesItsContextCurrentBeforeEveryOp(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.FAKE_CUDA_DRIVER);

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.FakeCudaDriverEvents");
    }

    /** A partial spec: the hand-written op's EventApi method around the spec's default method. */
    @Test
    void aPartialSpecGeneratesTheCallOfItsHandWrittenOp(TestInfo test) {
        Compilation compilation = Compilations.compile(PartialSpecTest.partial());

        assertThat(compilation).succeeded();
        Goldens.check(compilation, test, "test.CudaRuntimeEvents");
    }

    /**
     * A {@code @NativeFunctions} spec that writes a {@code @Status}: its functions class offers the convention,
     * the spec's own row first, then the header's constants (hexadecimal kept).
     */
    @Test
    void aFunctionsSpecWithAStatusOffersItsConvention(TestInfo test) {
        Compilation compilation = Compilations.compile(Compilations.source("Fs", """
                package test;

                import dev.eventbind.spec.Code;
                import dev.eventbind.spec.Downcall;
                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.NativeFunctions;
                import dev.eventbind.spec.Status;
                import java.lang.foreign.MemorySegment;

                @NativeFunctions(name = "fs", library = @Library(names = "libfs.so", overrideProperty = "fs.library",
                        overrideEnv = "FS_LIBRARY"), header = "fake_status.h",
                        status = @Status(prefix = "FS_", notReady = -7, poisoned = 0x70000001,
                                codes = @Code(value = -1001, name = "FS_PLATFORM_NOT_FOUND"),
                                include = {"FS_SUCCESS", "FS_NOT_READY", "FS_INVALID_EVENT"}))
                public interface Fs {
                    @Downcall(symbol = "fsFlush")
                    int fsFlush(MemorySegment queue);
                }
                """));

        assertThat(compilation).succeededWithoutWarnings();
        Goldens.check(compilation, test, "test.FsFunctions");
    }

    private static final String MINIMAL = """
            package test;

            import dev.eventbind.spec.Bind;
            import dev.eventbind.spec.EventBackend;
            import dev.eventbind.spec.Library;
            import dev.eventbind.spec.Op;
            import dev.eventbind.spec.Rank;
            import java.lang.foreign.MemorySegment;

            @EventBackend(name = "acme", rank = Rank.PORTABLE, registerProvider = false, library = @Library(
                    names = "libacme.so", overrideProperty = "acme.library", overrideEnv = "ACME_LIBRARY"))
            public interface Acme {
                @Bind(Op.EVENT_CREATE)
                int acmeEventCreate(MemorySegment event);

                @Bind(Op.EVENT_DESTROY)
                int acmeEventDestroy(MemorySegment event);

                @Bind(Op.EVENT_RECORD)
                int acmeEventRecord(MemorySegment event, MemorySegment stream);

                @Bind(Op.EVENT_WAIT)
                int acmeEventWait(MemorySegment event);

                @Bind(Op.EVENT_ELAPSED)
                int acmeEventElapsed(MemorySegment millis, MemorySegment start, MemorySegment end);

                @Bind(Op.STREAM_WAIT_EVENT)
                int acmeStreamWait(MemorySegment stream, MemorySegment event);

                @Bind(Op.STREAM_SYNCHRONIZE)
                int acmeStreamSynchronize(MemorySegment stream);

                @Bind(Op.STREAM_CREATE)
                int acmeStreamCreate(MemorySegment stream);

                @Bind(Op.STREAM_DESTROY)
                int acmeStreamDestroy(MemorySegment stream);
            }
            """;

    @Test
    void specNamesNeverCollideWithGeneratedMembers() {
        String collisions = """
                    int runtimeGetVersion(MemorySegment version);

                    @Downcall(symbol = "failure")
                    int failure(int LIBRARY, int BACKEND);

                    @Downcall(symbol = "unexpected")
                    MemorySegment unexpected(MemorySegment thrown, long STATUS_TEXTS);

                    @Downcall(symbol = "reason")
                    void reason(double CudaEventRecord, float JAVA_INT, short status, byte ADDRESS);

                    int JAVA_INT = 1;
                    int ADDRESS = 2;
                    int CudaGetErrorName = 3;

                    interface MethodHandle {
                    }

                    interface Optional {
                    }

                    interface ValueLayout {
                    }
                """;
        Compilation compilation = Compilations.compile(Compilations.source("CudaRuntime",
                Compilations.cudaRuntimeText().replace("header = \"fake_cuda_runtime.h\"", "header = \"\"")
                        .replace("prefix = \"cudaError\"", "prefix = \"\"")
                        .replace("    int runtimeGetVersion(MemorySegment version);\n", collisions)));

        // Compiling the generated sources is the check: a shadowed name would not compile.
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeFunctions").contentsAsUtf8String()
                .contains("private static final LinkedLibrary LIBRARY_ = NativeLinker.load(");
        assertThat(compilation).generatedSourceFile("test.CudaRuntimeFunctions").contentsAsUtf8String()
                .contains("java.lang.invoke.MethodHandle HANDLE");
    }

    @Test
    void aSpecOfTwoThousandFunctionsCompiles() {
        StringBuilder methods = new StringBuilder();
        for (int i = 0; i < 2_000; i++) {
            methods.append("    @Downcall\n    int vendorFunction").append(i).append("(MemorySegment handle, int value);\n");
        }
        Compilation compilation = Compilations.compile(Compilations.source("Large", """
                package test;

                import dev.eventbind.spec.Downcall;
                import dev.eventbind.spec.Library;
                import dev.eventbind.spec.NativeFunctions;
                import java.lang.foreign.MemorySegment;

                @NativeFunctions(name = "large", library = @Library(names = "liblarge.so",
                        overrideProperty = "large.library", overrideEnv = "LARGE_LIBRARY"))
                public interface Large {
                """ + methods + "}\n"));

        // One holder per symbol keeps every initializer small: no "code too large".
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.LargeFunctions").contentsAsUtf8String()
                .contains("static final class VendorFunction1999 {");
    }

    @Test
    void boundMethodsInheritedFromAnotherInterfaceAreGenerated() {
        String streams = """

                    @Bind(Op.STREAM_CREATE)
                    int acmeStreamCreate(MemorySegment stream);

                    @Bind(Op.STREAM_DESTROY)
                    int acmeStreamDestroy(MemorySegment stream);
                """;
        String text = MINIMAL.replace(streams, "\n").replace("public interface Acme {",
                "public interface Acme extends AcmeStreams {") + "\ninterface AcmeStreams {" + streams + "}\n";
        Compilation compilation = Compilations.compile(Compilations.source("Acme", text));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.AcmeEvents").contentsAsUtf8String()
                .contains("functions.acmeStreamDestroy(handle));");
    }

    @Test
    void everyProviderIsRegisteredForTheServiceLoader() {
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);

        assertThat(compilation).generatedFile(StandardLocation.CLASS_OUTPUT, ServicesFile.PATH)
                .contentsAsUtf8String().isEqualTo("test.CudaRuntimeEventsProvider\n");
    }
}
