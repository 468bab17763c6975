package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Shapes combined in one spec are accepted and generate code that compiles: each spec here is compiled together
 * with the sources generated for it, so a combination a writer cannot handle fails here rather than in a user's
 * build.
 */
class ShapeCombinationsTest {

    private static Compilation compiles(JavaFileObject... sources) {
        Compilation compilation = Compilations.compile(sources);
        assertThat(compilation).succeeded();
        return compilation;
    }

    @Test
    void theResolverThatAnswersAStatusAndWritesTheFunctionReachesAFunction() {
        JavaFileObject spec = ShapeCorpus.driver(
                "    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = \"cuStreamSynchronize\")", """
                    @Bind(value = Op.PROC_ADDRESS, symbol = "cuGetProcAddress")
                    int procAddress(MemorySegment name, MemorySegment function, @Constant(12000) int version,
                            @Constant(0) long flags, @Constant(0) MemorySegment symbolStatus);

                    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "cuStreamSynchronize", resolved = true)\
                """);

        Compilation compilation = compiles(spec);

        assertThat(compilation).generatedSourceFile("test.FakeCudaDriverFunctions").contentsAsUtf8String()
                .contains("procAddress(name, function, 12000, 0L, MemorySegment.NULL) == 0"
                        + " ? function.get(ValueLayout.ADDRESS, 0) : MemorySegment.NULL;");
    }

    @Test
    void timedWaitsTakingADescriptorFillItOnceForEverySlice() {
        JavaFileObject spec = OpShapeCorpus.zeAll(
                "symbol = \"xxEventHostSynchronize\")\n    int eventSynchronize(MemorySegment event, long timeout);",
                "symbol = \"xxEventHostSynchronizeDescFAKE\")\n    int eventSynchronize(MemorySegment event,"
                        + " @Descriptor(record = \"xx_wait_desc_t\", fields = @Field(name = \"flags\", value = 3))"
                        + " MemorySegment desc, long timeout);",
                "symbol = \"xxCommandListHostSynchronize\")\n    int listSynchronize(MemorySegment list, long timeout);",
                "symbol = \"xxCommandListHostSynchronizeDescFAKE\")\n    int listSynchronize(MemorySegment list,"
                        + " @Descriptor(record = \"xx_wait_desc_t\", fields = @Field(name = \"flags\", value = 5))"
                        + " MemorySegment desc, long timeout);");

        Compilation compilation = compiles(spec);

        assertThat(compilation).generatedSourceFile("test.FakeZeEvents").contentsAsUtf8String()
                .contains("health.verify(\"xxCommandListHostSynchronizeDescFAKE\", TimedWait.await(timeout ->"
                        + " functions.listSynchronize(handle, descriptor, timeout), statusConvention()));");
    }

    @Test
    void aFunctionTakingADescriptorAndAPoolSlotIsReachedThroughTheResolver() {
        JavaFileObject spec = OpShapeCorpus.zeAll("symbol = \"xxEventCreate\"", "symbol = \"xxEventCreate\", resolved"
                + " = true", "    @Bind(value = Op.EVENT_DESTROY", """
                    @Bind(value = Op.PROC_ADDRESS, symbol = "xxGetProcAddressFAKE")
                    MemorySegment procAddress(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment name);

                    @Bind(value = Op.EVENT_DESTROY""");

        Compilation compilation = compiles(spec);

        assertThat(compilation).generatedSourceFile("test.FakeZeFunctions").contentsAsUtf8String()
                .contains("resolver.downcall(\"xxEventCreate\"");
    }

    @Test
    void whereOneTypeHoldsEveryHandleTheHeadersNamesPutTheStreamFirst() {
        Compilation compilation = compiles(OpShapeCorpus.FAKE_ROLES);

        assertThat(compilation).generatedSourceFile("test.FakeRolesEvents").contentsAsUtf8String()
                .contains("functions.appendSignal(stream.address(), event.address())");
    }

    @Test
    void whereTheHeaderNamesNeitherHandleTheSpecsNamesDecide() {
        JavaFileObject spec = OpShapeCorpus.roles("symbol = \"xrAppendSignal\"", "symbol = \"xrRecordUnnamed\"");

        Compilation compilation = compiles(spec);

        assertThat(compilation).generatedSourceFile("test.FakeRolesEvents").contentsAsUtf8String()
                .contains("functions.appendSignal(stream.address(), event.address())");
    }

    @Test
    void aListWaitWhoseCountAndListAreSwappedIsOneError() {
        JavaFileObject spec = ShapeCorpus.ze("int appendWait(MemorySegment list, int count, MemorySegment events);",
                "int appendWait(MemorySegment list, MemorySegment events, int count);");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("are the other way round").inFile(spec)
                .onLineContaining("int appendWait(");
    }

    @Test
    void aPackedRecordIsWrittenWithUnalignedStores() throws IOException {
        JavaFileObject spec = OpShapeCorpus.zeCreate("xxEventCreatePackedFAKE", "@Descriptor(record ="
                + " \"xx_packed_desc_t\", fields = {@Field(name = \"tag\", value = 7), @Field(name = \"stype\","
                + " value = EVENT_DESC), @Field(name = \"signal\", value = SCOPE_HOST)}, slot = \"index\")"
                + " MemorySegment desc,");

        Compilation compilation = compiles(spec);

        String events = compilation.generatedSourceFile("test.FakeZeEvents").orElseThrow().getCharContent(true)
                .toString();
        for (String store : List.of("descriptor.set(ValueLayout.JAVA_BYTE, 0L, (byte) 7);",
                "descriptor.set(ValueLayout.JAVA_INT_UNALIGNED, 1L, 18);",
                "descriptor.set(ValueLayout.JAVA_SHORT_UNALIGNED, 5L, (short) index);",
                "descriptor.set(ValueLayout.JAVA_LONG_UNALIGNED, 7L, 4L);")) {
            assertTrue(events.contains(store), store);
        }
    }

    @Test
    void aPairedClockBesideNanosecondStampsNeedsNoFrequency() {
        JavaFileObject spec = Compilations.source("OpenCl", Compilations.text(Compilations.OPEN_CL).replace(
                "header = \"CL/cl.h\"", "header = \"fake_cl.h\"").replace("    @Bind(value = Op.STREAM_SYNCHRONIZE",
                """
                    @Bind(value = Op.PAIRED_CLOCK, symbol = "fclGetHostAndDeviceTimer",
                            hostClock = PairedHostClock.CLOCK_MONOTONIC)
                    int hostAndDeviceTimer(@From(Op.DEVICE_GET) MemorySegment context, MemorySegment host,
                            MemorySegment deviceTicks);

                    @Bind(value = Op.STREAM_SYNCHRONIZE""").replace("import dev.eventbind.spec.Op;",
                "import dev.eventbind.spec.Op;\nimport dev.eventbind.spec.PairedHostClock;"));

        Compilation compilation = compiles(spec);

        assertThat(compilation).generatedSourceFile("test.OpenClEvents").contentsAsUtf8String()
                .contains("return PairedClock.HostClock.CLOCK_MONOTONIC;");
    }

    /** The CUDA-driver-shaped spec with no header, its record's parameters replaced by {@code parameters}. */
    private static JavaFileObject headerlessRecord(String parameters) {
        return Compilations.source("FakeCudaDriver", Compilations.text(Compilations.FAKE_CUDA_DRIVER)
                .replace("        header = \"fake_cuda_driver.h\",\n", "").replace(", prefix = \"CUDA_\"", "")
                .replace("int cuEventRecord(MemorySegment event, MemorySegment stream)",
                        "int cuEventRecord(" + parameters + ")"));
    }

    @Test
    void withNoHeaderTheSpecsNamesPlaceARecordsHandles() {
        Compilation compilation = compiles(headerlessRecord("MemorySegment hStream, MemorySegment hEvent"));

        assertThat(compilation).generatedSourceFile("test.FakeCudaDriverEvents").contentsAsUtf8String()
                .contains("functions.cuEventRecord(stream.address(), event.address())");
    }

    @Test
    void withNoHeaderARecordWhoseNamesSayNothingIsAnErrorNotCudasOrderTakenSilently() {
        Compilation compilation = Compilations.compile(headerlessRecord("MemorySegment first, MemorySegment second"));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[EventBindAmbiguousRoles]");
        assertThat(compilation).hadErrorContaining("cuEventRecord is declared by no header, and its parameters"
                + " (first, second) are alike in Java for");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void aFlagsConstantTheGeneratedClassCannotReachIsPassedAsItsNumber() {
        String text = Compilations.text(Compilations.CUDA_RUNTIME);
        JavaFileObject spec = Compilations.source("Holder", text
                .replace("/** A CUDA-runtime-shaped spec, bound to the fake runtime the tests build. */\n",
                        "public final class Holder {\n\n    private static final int PRIVATE_DEFAULT = 0;\n\n")
                .replace("flags = EVENT_DEFAULT", "flags = PRIVATE_DEFAULT") + "}\n");

        Compilation compilation = compiles(spec); // Holder.PRIVATE_DEFAULT named in another class would not compile

        assertThat(compilation).generatedSourceFile("test.Holder_CudaRuntimeEvents").contentsAsUtf8String()
                .doesNotContain("PRIVATE_DEFAULT");
    }

    @Test
    void aHandWrittenCreateBesideACheckedHeaderLeavesTheRecordAsCudaDeclaresIt() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("""
                    @Bind(value = Op.EVENT_CREATE, symbol = "cudaEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
                    int eventCreate(MemorySegment event, int flags);
                """, """
                    @dev.eventbind.spec.Downcall(symbol = "cudaEventCreateWithFlags")
                    int rawCreate(MemorySegment event, int flags);

                    @dev.eventbind.spec.Implements(Op.EVENT_CREATE)
                    default MemorySegment create(dev.eventbind.binding.StatusConvention status)
                            throws dev.eventbind.api.DriverException {
                        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
                            MemorySegment out = arena.allocate(java.lang.foreign.ValueLayout.ADDRESS);
                            int code = rawCreate(out, 0);
                            if (code != 0) {
                                throw status.failure("cudaEventCreateWithFlags", code);
                            }
                            return out.get(java.lang.foreign.ValueLayout.ADDRESS, 0);
                        }
                    }
                """);

        Compilation compilation = compiles(spec);

        assertThat(compilation).generatedSourceFile("test.CudaRuntimeEvents").contentsAsUtf8String()
                .contains("functions.create(statusConvention())");
    }

    @Test
    void aHandWrittenOpInheritedFromAParentInterfaceIsCalled() {
        JavaFileObject parent = Compilations.source("CudaElapsed", """
                package test;

                import dev.eventbind.spec.Downcall;
                import dev.eventbind.spec.Implements;
                import dev.eventbind.spec.Op;
                import java.lang.foreign.MemorySegment;

                public interface CudaElapsed {

                    @Downcall(symbol = "cudaEventElapsedTime", critical = true)
                    int rawElapsed(MemorySegment millis, MemorySegment start, MemorySegment end);

                    @Implements(Op.EVENT_ELAPSED)
                    default long elapsed(dev.eventbind.binding.StatusConvention status, MemorySegment start,
                            MemorySegment end) throws dev.eventbind.api.DriverException {
                        try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
                            MemorySegment millis = arena.allocate(java.lang.foreign.ValueLayout.JAVA_FLOAT);
                            int code = rawElapsed(millis, start, end);
                            if (code != 0) {
                                throw status.failure("cudaEventElapsedTime", code);
                            }
                            return (long) (millis.get(java.lang.foreign.ValueLayout.JAVA_FLOAT, 0) * 1_000_000);
                        }
                    }
                }
                """);
        JavaFileObject spec = Compilations.source("CudaRuntime", Compilations.cudaRuntimeText().replace("""
                    @Bind(value = Op.EVENT_ELAPSED, symbol = "cudaEventElapsedTime", critical = true)
                    int eventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);
                """, "").replace("public interface CudaRuntime {", "public interface CudaRuntime extends CudaElapsed {"));

        Compilation compilation = compiles(parent, spec);

        assertThat(compilation).generatedSourceFile("test.CudaRuntimeEvents").contentsAsUtf8String()
                .contains("return functions.elapsed(statusConvention(), start.handle(), end.handle());");
    }
}
