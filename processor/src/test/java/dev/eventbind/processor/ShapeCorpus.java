package dev.eventbind.processor;

import static dev.eventbind.processor.CorpusCase.of;

import dev.eventbind.processor.validation.Rule;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * The malformed specs of the shapes APIs unlike CUDA need, each one mistake in the Level Zero-shaped spec
 * (specs/test/FakeZe.java) checked against its header: bound arguments, descriptors and the ops that go together.
 */
final class ShapeCorpus {

    private ShapeCorpus() {
    }

    /** The Level Zero-shaped spec with one text replaced; fails when the text is not there. */
    static JavaFileObject ze(String text, String replacement) {
        String original = Compilations.text(Compilations.FAKE_ZE);
        if (!original.contains(text)) {
            throw new IllegalArgumentException("the Level Zero-shaped spec has no " + text);
        }
        return Compilations.source("FakeZe", original.replace(text, replacement));
    }

    /** The CUDA-driver-shaped spec with one text replaced; fails when the text is not there. */
    static JavaFileObject driver(String text, String replacement) {
        String original = Compilations.text(Compilations.FAKE_CUDA_DRIVER);
        if (!original.contains(text)) {
            throw new IllegalArgumentException("the CUDA-driver-shaped spec has no " + text);
        }
        return Compilations.source("FakeCudaDriver", original.replace(text, replacement));
    }

    /** The Vulkan-shaped spec with one text replaced; fails when the text is not there. */
    static JavaFileObject vk(String text, String replacement) {
        String original = Compilations.text(Compilations.FAKE_VK);
        if (!original.contains(text)) {
            throw new IllegalArgumentException("the Vulkan-shaped spec has no " + text);
        }
        return Compilations.source("FakeVk", original.replace(text, replacement));
    }

    /** The Vulkan-shaped spec with pairs of texts replaced; fails when one is not there. */
    static JavaFileObject vkAll(String... pairs) {
        String text = Compilations.text(Compilations.FAKE_VK);
        for (int i = 0; i < pairs.length; i += 2) {
            if (!text.contains(pairs[i])) {
                throw new IllegalArgumentException("the Vulkan-shaped spec has no " + pairs[i]);
            }
            text = text.replace(pairs[i], pairs[i + 1]);
        }
        return Compilations.source("FakeVk", text);
    }

    /** OpenCL's spec (specs/test/OpenCl.java) on fake_cl.h, with one symbol replaced; fails when it is not there. */
    static JavaFileObject openCl(String symbol, String replacement) {
        String original = Compilations.text(Compilations.OPEN_CL).replace("header = \"CL/cl.h\"",
                "header = \"fake_cl.h\"");
        String text = "symbol = \"" + symbol + "\"";
        if (!original.contains(text)) {
            throw new IllegalArgumentException("the OpenCL spec has no " + text);
        }
        return Compilations.source("OpenCl", original.replace(text, "symbol = \"" + replacement + "\""));
    }

    static List<CorpusCase> cases() {
        List<CorpusCase> cases = new java.util.ArrayList<>(fakeLibraryCases());
        cases.addAll(openClCases());
        return cases;
    }

    /** The shapes of OpenCL's event calls: a record returning its event, info calls, lists of one. */
    private static List<CorpusCase> openClCases() {
        return List.of(
                of("a record returning its event with the queue last", Rule.ARGUMENT_ORDER, "fclEnqueueMarkerSwapped"
                        + " takes an out-pointer to a new event handle as parameter 1 (cl_event *event) and the stream"
                        + " handle as parameter 4 (cl_command_queue command_queue), but Op.EVENT_RECORD passes them"
                        + " the other way round", openCl("clEnqueueMarkerWithWaitList", "fclEnqueueMarkerSwapped"),
                        "symbol = \"fclEnqueueMarkerSwapped\""),
                of("a record returning an int for its event", Rule.HANDLE_TYPE, "parameter 4 of fclEnqueueMarkerInt"
                        + " (cl_int *event) is an out-pointer to a new event handle for Op.EVENT_RECORD, but it takes"
                        + " cl_int * by value (it points to cl_int, not to a handle)",
                        openCl("clEnqueueMarkerWithWaitList", "fclEnqueueMarkerInt"),
                        "            MemorySegment event);"),
                of("an execution status written as 8 bytes", Rule.OUT_POINTEE, "parameter 4 of fclGetEventInfoWide"
                        + " (cl_ulong *param_value) is an out-pointer to a 4-byte execution status for"
                        + " Op.EVENT_QUERY, but it points to cl_ulong (an integer of 8 bytes), not to a 4-byte integer"
                        + " (cl_int, the execution status)", openCl("clGetEventInfo", "fclGetEventInfoWide"),
                        "MemorySegment execution"),
                of("a host wait on a list of queues", Rule.HANDLE_TYPE, "parameter 2 of fclWaitForQueues (const"
                        + " cl_command_queue *queue_list) is a list of event handles for Op.EVENT_WAIT, but it is"
                        + " const cl_command_queue *, not a pointer to event handles",
                        openCl("clWaitForEvents", "fclWaitForQueues"), "int waitForEvents(int count, MemorySegment"),
                of("a create beside a record that returns its event", Rule.OP_DEPENDENCY, "EVENT_RECORD"
                        + " (clEnqueueMarkerWithWaitList) returns a new event, so no EVENT_CREATE is bound",
                        Compilations.source("OpenCl", Compilations.text(Compilations.OPEN_CL).replace(
                                "    @Bind(value = Op.EVENT_DESTROY", """
                                    @Bind(value = Op.EVENT_CREATE, symbol = "clRetainEvent")
                                    int retainEvent(MemorySegment event);

                                    @Bind(value = Op.EVENT_DESTROY""")), "Op.EVENT_CREATE"),
                of("a reset beside a record that returns its event", Rule.OP_DEPENDENCY, "EVENT_RECORD"
                        + " (clEnqueueMarkerWithWaitList) returns a new event each time, so no event is reset",
                        Compilations.source("OpenCl", Compilations.text(Compilations.OPEN_CL).replace(
                                "header = \"CL/cl.h\"", "header = \"fake_cl.h\"").replace(
                                "    @Bind(value = Op.EVENT_DESTROY", """
                                    @Bind(value = Op.EVENT_RESET, symbol = "fclResetEvent")
                                    int resetEvent(MemorySegment event);

                                    @Bind(value = Op.EVENT_DESTROY""")), "Op.EVENT_RESET"),
                of("a flush beside a record that returns no event", Rule.OP_DEPENDENCY, "STREAM_FLUSH submits the"
                        + " stream an event a record returned was recorded on, and EVENT_RECORD (cudaEventRecord)"
                        + " returns no event", CorpusCase.cudaPlus("""
                                    @Bind(value = Op.STREAM_FLUSH, symbol = "fakeWaitByPointer")
                                    int flush(MemorySegment stream);
                                """), "Op.STREAM_FLUSH"),
                of("nanosecond stamps converted with a frequency", Rule.OP_DEPENDENCY, "EVENT_TIMESTAMP is in"
                        + " nanoseconds, so no TIMER_FREQUENCY converts it",
                        Compilations.source("OpenCl", Compilations.text(Compilations.OPEN_CL).replace(
                                "    @Bind(value = Op.STREAM_SYNCHRONIZE", """
                                    @Bind(value = Op.TIMER_FREQUENCY, symbol = "clGetDeviceAndHostTimer")
                                    int timer(@Constant(0) MemorySegment device, MemorySegment hz,
                                            @Constant(0) MemorySegment host);

                                    @Bind(value = Op.STREAM_SYNCHRONIZE""")), "nanoseconds = true"));
    }

    private static List<CorpusCase> fakeLibraryCases() {
        return List.of(
                of("a resolved function without a resolver", Rule.RESOLVED_FUNCTION, "vkResetQueryPool is reached"
                        + " through the API's resolver (resolved = true), but no method binds Op.PROC_ADDRESS",
                        vk("    @Bind(value = Op.PROC_ADDRESS, symbol = \"vkGetDeviceProcAddr\")\n    MemorySegment"
                                + " deviceProcAddr(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment name);\n",
                                ""), "symbol = \"vkResetQueryPool\", resolved = true"),
                of("a resolved device read", Rule.RESOLVED_FUNCTION, "vkCreateDevice binds Op.DEVICE_GET, which the"
                        + " backend calls before it asks the resolver, so it is one of the library's exports",
                        vk("symbol = \"vkCreateDevice\")", "symbol = \"vkCreateDevice\", resolved = true)"),
                        "symbol = \"vkCreateDevice\", resolved = true"),
                of("a resolver that answers a data pointer", Rule.RESOLVER_SIGNATURE, "vkGetDeviceProcAddrData is"
                        + " Op.PROC_ADDRESS, which answers the function's address, but it returns void * (a pointer to"
                        + " void), not a function pointer: void *vkGetDeviceProcAddrData(VkDevice device, const char"
                        + " *pName)",
                        vk("symbol = \"vkGetDeviceProcAddr\"", "symbol = \"vkGetDeviceProcAddrData\""),
                        "symbol = \"vkGetDeviceProcAddrData\""),
                of("a resolver whose name is not a C string", Rule.RESOLVER_SIGNATURE, "parameter 2 of"
                        + " vkGetDeviceProcAddrWide (const uint32_t *pName) is the function's name for"
                        + " Op.PROC_ADDRESS, but it points to const uint32_t (an integer of 4 bytes), not to char (a C"
                        + " string): PFN_vkVoidFunction vkGetDeviceProcAddrWide(VkDevice device, const uint32_t"
                        + " *pName)",
                        vk("symbol = \"vkGetDeviceProcAddr\"", "symbol = \"vkGetDeviceProcAddrWide\""),
                        "MemorySegment deviceProcAddr(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment name)"),
                of("an array of records whose count is not as many", Rule.DESCRIPTOR_ARRAY, "timestampInfos is an"
                        + " array of 2 VkCalibratedTimestampInfoEXT records, so the parameter before it is its count,"
                        + " @Constant(2), not @Constant(3)",
                        vk("@Constant(2) int timestampCount", "@Constant(3) int timestampCount"),
                        "MemorySegment timestampInfos"),
                of("an array paired clock asking for three stamps", Rule.DESCRIPTOR_ARRAY, "Op.PAIRED_CLOCK reads"
                        + " two stamps, the host's then the device's, so timestampInfos lists two records, one per"
                        + " time domain, not 3",
                        vkAll("@Constant(2) int timestampCount", "@Constant(3) int timestampCount",
                                "@Field(name = \"timeDomain\", value = TIME_DOMAIN_DEVICE)\n",
                                "@Field(name = \"timeDomain\", value = TIME_DOMAIN_DEVICE),\n"
                                + "                        @Field(name = \"timeDomain\", value = TIME_DOMAIN_DEVICE)\n"),
                        "MemorySegment timestampInfos"),
                of("an array paired clock asking for no stamps", Rule.DESCRIPTOR_ARRAY, "vkGetCalibratedTimestampsEXT"
                        + " writes one stamp per record it is asked for, so Op.PAIRED_CLOCK asks for two with a"
                        + " @Descriptor(elements = ...) of two records, the host's time domain first",
                        vkAll("            @Descriptor(record = \"VkCalibratedTimestampInfoEXT\",\n"
                                + "                    fields = @Field(name = \"sType\", value = CALIBRATED_TIMESTAMP_INFO),\n"
                                + "                    elements = {\n"
                                + "                        @Field(name = \"timeDomain\", value = TIME_DOMAIN_MONOTONIC_RAW),\n"
                                + "                        @Field(name = \"timeDomain\", value = TIME_DOMAIN_DEVICE)\n"
                                + "                    }) MemorySegment timestampInfos,",
                                "            @Constant(0) MemorySegment timestampInfos,"),
                        "symbol = \"vkGetCalibratedTimestampsEXT\""),
                of("an array of one whose count is not 1", Rule.ARRAY_OF_ONE, "commandBuffers passes the stream as"
                        + " an array of one, so the parameter before it is its count, @Constant(1), not @Constant(2)",
                        vk("@Constant(1) int commandBufferCount", "@Constant(2) int commandBufferCount"),
                        "@Constant(2) int commandBufferCount, MemorySegment commandBuffers"),
                of("a handle from an op that creates none", Rule.BOUND_ARGUMENT, "device is @From(Op.EVENT_QUERY),"
                        + " but only Op.DEVICE_GET, Op.CONTEXT_CREATE and Op.EVENT_POOL_CREATE create a handle other"
                        + " ops take",
                        ze("int timerFrequency(@From(Op.DEVICE_GET)", "int timerFrequency(@From(Op.EVENT_QUERY)"),
                        "@From(Op.EVENT_QUERY)"),
                of("a pool destroy without pools", Rule.OP_DEPENDENCY, "EVENT_POOL_DESTROY needs"
                        + " EVENT_POOL_CREATE: it destroys the pools that op makes",
                        Compilations.cudaRuntimeWith("    int eventQuery(MemorySegment event);\n",
                                "    int eventQuery(MemorySegment event);\n\n"
                                + "    @Bind(value = Op.EVENT_POOL_DESTROY, symbol = \"cudaEventDestroy\")\n"
                                + "    int poolDestroy(MemorySegment pool);\n"),
                        "@Bind(value = Op.EVENT_POOL_DESTROY"),
                of("a released device whose pools are never destroyed", Rule.POOL_LIFETIME, "close() releases the"
                        + " device with xxDeviceRelease while the pools xxEventPoolCreate made live on",
                        ze("    @Bind(value = Op.EVENT_POOL_DESTROY, symbol = \"xxEventPoolDestroy\")\n"
                                + "    int eventPoolDestroy(MemorySegment pool);\n\n", ""),
                        "@Bind(value = Op.EVENT_POOL_CREATE"),
                of("a pool taken by a stream create", Rule.BOUND_ARGUMENT, "device is @From(Op.EVENT_POOL_CREATE),"
                        + " the pool of a new event's slot, which only Op.EVENT_CREATE takes, not Op.STREAM_CREATE",
                        ze("int listCreate(@From(Op.DEVICE_GET)", "int listCreate(@From(Op.EVENT_POOL_CREATE)"),
                        "int listCreate(@From(Op.EVENT_POOL_CREATE)"),
                of("a negative constant for a uint32_t", Rule.BOUND_CONSTANT, "ordinal is uint32_t (an integer of 4"
                        + " bytes, unsigned, 0 to 4294967295), which cannot hold -1",
                        ze("@Constant(0) int ordinal", "@Constant(-1) int ordinal"), "@Constant(-1) int ordinal"),
                of("a constant wider than its Java parameter, with no header to check it against",
                        Rule.BOUND_CONSTANT, "device is a Java int (32 bits, -2147483648 to 4294967295 read as signed"
                        + " or unsigned), which cannot hold 4294967296", Compilations.source("FakeCudaDriver",
                                Compilations.text(Compilations.FAKE_CUDA_DRIVER)
                                        .replace("        header = \"fake_cuda_driver.h\",\n", "")
                                        .replace(", prefix = \"CUDA_\"", "")
                                        .replace("@Constant(0) int device", "@Constant(4294967296L) int device")),
                        "@Constant(4294967296L) int device"),
                of("a descriptor of a struct the header lacks", Rule.DESCRIPTOR, "xx_event_dsc_t is not a struct of",
                        ze("record = \"xx_event_desc_t\"", "record = \"xx_event_dsc_t\""),
                        "record = \"xx_event_dsc_t\""),
                of("a descriptor field the struct lacks", Rule.DESCRIPTOR, "struct xx_event_desc_t has no field"
                        + " stpye (fake_ze_api.h:51); did you mean stype?",
                        ze("@Field(name = \"stype\", value = EVENT_DESC)", "@Field(name = \"stpye\", value = EVENT_DESC)"),
                        "@Field(name = \"stpye\""),
                of("a descriptor without a header", Rule.DESCRIPTOR, "xx_event_pool_desc_t's layout comes from the"
                        + " spec's header, and the spec names none (@EventBackend(header = ...))",
                        ze("}),\n        header = \"fake_ze_api.h\")", "}))"), "record = \"xx_event_pool_desc_t\""),
                of("a descriptor constant wider than its field", Rule.DESCRIPTOR_CONSTANT, "struct"
                        + " xx_event_pool_desc_t.count is uint32_t (an integer of 4 bytes, unsigned, 0 to 4294967295),"
                        + " which cannot hold 4294967296",
                        ze("@Field(name = \"count\", value = POOL_SIZE)", "@Field(name = \"count\", value = 1L << 32)"),
                        "@Field(name = \"count\", value = 1L << 32)"),
                of("a paired read whose device time is 32 bits", Rule.OUT_POINTEE, "parameter 3 of"
                        + " xxDeviceGetGlobalTimestamps32 (uint32_t *deviceTimestamp) is an out-pointer to the uint64_t"
                        + " device time for Op.PAIRED_CLOCK, but it points to uint32_t (an integer of 4 bytes), not to"
                        + " uint64_t (the device time): xx_result_t xxDeviceGetGlobalTimestamps32(xx_device_handle_t"
                        + " hDevice, uint64_t *hostTimestamp, uint32_t *deviceTimestamp)",
                        ze("symbol = \"xxDeviceGetGlobalTimestamps\"", "symbol = \"xxDeviceGetGlobalTimestamps32\""),
                        "MemorySegment deviceTicks"),
                of("a paired read with the times the other way round", Rule.ARGUMENT_ORDER, "xxDeviceGetGlobalTimestampsSwapped"
                        + " takes an out-pointer to the uint64_t device time as parameter 2 (uint64_t *deviceTimestamp)"
                        + " and an out-pointer to the uint64_t host time as parameter 3 (uint64_t *hostTimestamp), but"
                        + " Op.PAIRED_CLOCK passes them the other way round: xx_result_t"
                        + " xxDeviceGetGlobalTimestampsSwapped(xx_device_handle_t hDevice, uint64_t *deviceTimestamp,"
                        + " uint64_t *hostTimestamp)",
                        ze("symbol = \"xxDeviceGetGlobalTimestamps\"", "symbol ="
                                + " \"xxDeviceGetGlobalTimestampsSwapped\""),
                        "symbol = \"xxDeviceGetGlobalTimestampsSwapped\""),
                of("a paired read without the timer's frequency", Rule.OP_DEPENDENCY, "PAIRED_CLOCK needs"
                        + " TIMER_FREQUENCY: its device ticks are converted with the timer's frequency",
                        ze("    @Bind(value = Op.TIMER_FREQUENCY, symbol = \"xxDeviceGetTimerFrequency\", critical ="
                                + " true)\n    int timerFrequency(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment"
                                + " hz);\n", ""),
                        "@Bind(value = Op.PAIRED_CLOCK"),
                of("a paired clock both written by hand and bound", Rule.HAND_WRITTEN_OP, "Op.PAIRED_CLOCK is also"
                        + " bound with @Bind; bind it or write it, not both", Compilations.source("FakeZe",
                                Compilations.text(FakeZeWrittenPairedClockTest.written()).replace(
                                        FakeZeWrittenPairedClockTest.DOWNCALL, FakeZeWrittenPairedClockTest.BOUND)),
                        "@dev.eventbind.spec.Implements(Op.PAIRED_CLOCK)"),
                of("a reset without a query", Rule.OP_DEPENDENCY, "EVENT_RESET needs EVENT_QUERY: an event is reset"
                        + " only once the device has reached its signal",
                        ze("    @Bind(value = Op.EVENT_QUERY, symbol = \"xxEventQueryStatus\")\n"
                                + "    int eventQuery(MemorySegment event);\n", ""),
                        "@Bind(value = Op.EVENT_RESET"),
                of("a context made current without the context", Rule.OP_DEPENDENCY, "CONTEXT_CURRENT makes the"
                        + " context DEVICE_GET wrote current, so it takes it (@From(Op.DEVICE_GET))",
                        driver("cuCtxSetCurrent(@From(Op.DEVICE_GET) MemorySegment", "cuCtxSetCurrent(@Constant(0)"
                                + " MemorySegment"), "@Bind(value = Op.CONTEXT_CURRENT"),
                of("a context op bound to a call taking a stream", Rule.HANDLE_TYPE, "parameter 1 of"
                        + " cuStreamSynchronize (CUstream hStream) is the bound device handle from Op.DEVICE_GET, but it"
                        + " is CUstream, not the device handle type CUcontext (struct CUctx_st *)",
                        driver("symbol = \"cuCtxSetCurrent\")\n    int cuCtxSetCurrent(", "symbol ="
                                + " \"cuStreamSynchronize\")\n    int cuCtxSetCurrent("),
                        "@From(Op.DEVICE_GET) MemorySegment context"),
                of("a hand-written op with the wrong return", Rule.HAND_WRITTEN_OP, "elapsed is int"
                        + " (dev.eventbind.binding.StatusConvention, java.lang.foreign.MemorySegment,"
                        + " java.lang.foreign.MemorySegment) throws dev.eventbind.api.DriverException, but"
                        + " Op.EVENT_ELAPSED written by hand is long (dev.eventbind.binding.StatusConvention,"
                        + " java.lang.foreign.MemorySegment, java.lang.foreign.MemorySegment) throws"
                        + " dev.eventbind.api.DriverException", partialWith("default long elapsed(",
                                "default int elapsed(", "return (long) (millis", "return (int) (millis"),
                        "@dev.eventbind.spec.Implements(Op.EVENT_ELAPSED)"),
                of("a hand-written op that is also bound", Rule.HAND_WRITTEN_OP, "Op.EVENT_ELAPSED is also bound"
                        + " with @Bind; bind it or write it, not both", partialWith("@Downcall(symbol ="
                        + " \"cudaEventElapsedTime\", critical = true)", "@Bind(value = Op.EVENT_ELAPSED, symbol ="
                        + " \"cudaEventElapsedTime\", critical = true)"),
                        "@dev.eventbind.spec.Implements(Op.EVENT_ELAPSED)"),
                of("a hand-written op taking a device nothing makes", Rule.OP_DEPENDENCY, "elapsed takes the device"
                        + " (@From(Op.DEVICE_GET)), which no method binds or writes", partialWith("MemorySegment end)"
                        + " throws dev.eventbind.api.DriverException {", "MemorySegment end,"
                        + " @dev.eventbind.spec.From(Op.DEVICE_GET) MemorySegment device) throws"
                        + " dev.eventbind.api.DriverException {"), "MemorySegment device) throws"),
                of("a release that does not take the device", Rule.OP_DEPENDENCY, "DEVICE_RELEASE releases what"
                        + " DEVICE_GET wrote, so it takes it (@From(Op.DEVICE_GET))", openClText(
                                "int releaseContext(@From(Op.DEVICE_GET) MemorySegment context);",
                                "int releaseContext(@Constant(0) MemorySegment context);"),
                        "@Bind(value = Op.DEVICE_RELEASE"),
                of("a release both bound and written by hand", Rule.HAND_WRITTEN_OP, "Op.DEVICE_RELEASE is also"
                        + " bound with @Bind; bind it or write it, not both", writtenRelease(
                                "    @Downcall(symbol = \"clReleaseContext\")\n    int releaseContext(MemorySegment"
                                + " context);", "    @Bind(value = Op.DEVICE_RELEASE, symbol = \"clReleaseContext\")\n"
                                + "    int releaseContext(@From(Op.DEVICE_GET) MemorySegment context);"),
                        "@Implements(Op.DEVICE_RELEASE)"),
                of("a hand-written release that does not take the device", Rule.OP_DEPENDENCY, "releaseDevice"
                        + " releases what DEVICE_GET wrote, so it takes it (@From(Op.DEVICE_GET) MemorySegment, last)",
                        writtenRelease("default void releaseDevice(StatusConvention status, @From(Op.DEVICE_GET)"
                                + " MemorySegment context)", "default void releaseDevice(StatusConvention status)",
                                "releaseContext(context)", "releaseContext(MemorySegment.NULL)"),
                        "@Implements(Op.DEVICE_RELEASE)"),
                of("a hand-written release that returns the status", Rule.HAND_WRITTEN_OP, "releaseDevice is int"
                        + " (dev.eventbind.binding.StatusConvention) throws dev.eventbind.api.DriverException, but"
                        + " Op.DEVICE_RELEASE written by hand is void (dev.eventbind.binding.StatusConvention) throws"
                        + " dev.eventbind.api.DriverException", writtenRelease("default void releaseDevice(",
                                "default int releaseDevice(", "RELEASED.incrementAndGet();",
                                "return RELEASED.incrementAndGet();"), "@Implements(Op.DEVICE_RELEASE)"),
                of("a hand-written release that takes the context", Rule.HAND_WRITTEN_OP, "releaseDevice releases"
                        + " the device once the context is destroyed, so it cannot take it", writtenRelease(
                                "MemorySegment context) throws DriverException {\n        RELEASED",
                                "MemorySegment context, @From(Op.CONTEXT_CREATE) MemorySegment made) throws"
                                + " DriverException {\n        RELEASED"), "MemorySegment made)"),
                of("a hand-written op taking the device as a number", Rule.HAND_WRITTEN_OP, "releaseDevice takes"
                        + " the device (@From(Op.DEVICE_GET)) as long, but it is passed as its native handle, a"
                        + " java.lang.foreign.MemorySegment", writtenRelease("@From(Op.DEVICE_GET) MemorySegment"
                                + " context) throws DriverException {\n        RELEASED", "@From(Op.DEVICE_GET) long"
                                + " context) throws DriverException {\n        RELEASED", "releaseContext(context)",
                                "releaseContext(MemorySegment.ofAddress(context))"), "long context)"),
                of("a hand-written version that is not a text", Rule.HAND_WRITTEN_OP, "version is int"
                        + " (dev.eventbind.binding.StatusConvention) throws dev.eventbind.api.DriverException, but"
                        + " Op.VERSION written by hand is java.lang.String (dev.eventbind.binding.StatusConvention)"
                        + " throws dev.eventbind.api.DriverException", openClText("default String version(",
                                "default int version(", "return text.getString(0);",
                                "return text.getString(0).length();"), "@Implements(Op.VERSION)"),
                of("a hand-written device read that takes the device", Rule.HAND_WRITTEN_OP, "context writes the"
                        + " device, so it cannot take it", openClText("default MemorySegment"
                                + " context(StatusConvention status) throws", "default MemorySegment"
                                + " context(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment own) throws"),
                        "@Implements(Op.DEVICE_GET)"),
                of("a hand-written device rank that returns a name", Rule.HAND_WRITTEN_OP, "deviceRank is"
                        + " java.lang.String (dev.eventbind.binding.StatusConvention) throws"
                        + " dev.eventbind.api.DriverException, but Op.DEVICE_RANK written by hand is"
                        + " dev.eventbind.spec.Rank (dev.eventbind.binding.StatusConvention) throws"
                        + " dev.eventbind.api.DriverException", rankedText("default Rank deviceRank(", "default String deviceRank(",
                                "? Rank.GPU\n", "? \"GPU\"\n", ": Rank.PORTABLE;", ": \"PORTABLE\";"),
                        "@Implements(Op.DEVICE_RANK)"),
                of("a device rank on a spec declared HOST", Rule.DEVICE_RANK, "deviceRank ranks the device of a spec"
                        + " declared Rank.HOST, which no device's rank can lower", rankedText("rank = Rank.GPU,",
                                "rank = Rank.HOST,"), "rank = Rank.HOST,"),
                of("a device rank bound to a C function", Rule.OP_SHAPE, "DEVICE_RANK is written by hand only"
                        + " (@Implements), with no C shape to bind", openClText("@Bind(value = Op.STREAM_FLUSH,"
                                + " symbol = \"clFlush\")", "@Bind(value = Op.DEVICE_RANK, symbol = \"clFlush\")"),
                        "int flush(MemorySegment queue);"));
    }

    /** {@link WrittenReleaseTest}'s spec on fake_cl.h with pairs of texts replaced; fails when one is not there. */
    private static JavaFileObject writtenRelease(String... pairs) {
        return onFakeCl(WrittenReleaseTest.written(), "the spec with a hand-written release", pairs);
    }

    /** {@link DeviceRankTest}'s spec on fake_cl.h with pairs of texts replaced; fails when one is not there. */
    private static JavaFileObject rankedText(String... pairs) {
        return onFakeCl(DeviceRankTest.ranked(), "the ranked spec", pairs);
    }

    /** OpenCL's spec on fake_cl.h with pairs of texts replaced; fails when one is not there. */
    private static JavaFileObject openClText(String... pairs) {
        return onFakeCl(Compilations.OPEN_CL, "the OpenCL spec", pairs);
    }

    /** An OpenCL spec checked against fake_cl.h, with pairs of texts replaced; fails when one is not there. */
    private static JavaFileObject onFakeCl(JavaFileObject spec, String which, String... pairs) {
        String text = Compilations.text(spec).replace("header = \"CL/cl.h\"", "header = \"fake_cl.h\"");
        for (int i = 0; i < pairs.length; i += 2) {
            if (!text.contains(pairs[i])) {
                throw new IllegalArgumentException(which + " has no " + pairs[i]);
            }
            text = text.replace(pairs[i], pairs[i + 1]);
        }
        return Compilations.source("OpenCl", text);
    }

    /** The partial spec of {@link PartialSpecTest} with pairs of texts replaced; fails when one is not there. */
    private static JavaFileObject partialWith(String... pairs) {
        String text = Compilations.text(PartialSpecTest.partial());
        for (int i = 0; i < pairs.length; i += 2) {
            if (!text.contains(pairs[i])) {
                throw new IllegalArgumentException("the partial spec has no " + pairs[i]);
            }
            text = text.replace(pairs[i], pairs[i + 1]);
        }
        return Compilations.source("CudaRuntime", text);
    }
}
