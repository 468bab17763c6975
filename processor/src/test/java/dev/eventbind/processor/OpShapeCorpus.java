package dev.eventbind.processor;

import static dev.eventbind.processor.CorpusCase.of;

import com.google.testing.compile.JavaFileObjects;
import dev.eventbind.processor.validation.Rule;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * The malformed specs of op shapes combined: shapes the writers cannot pass a bound argument to, spec methods that
 * take a generated member's signature, handle roles the header decides, and the contradictions between a spec and
 * the C function it binds.
 */
final class OpShapeCorpus {

    private OpShapeCorpus() {
    }

    /** The Level Zero-shaped spec with pairs of texts replaced; fails when one is not there. */
    static JavaFileObject zeAll(String... pairs) {
        String text = Compilations.text(Compilations.FAKE_ZE);
        for (int i = 0; i < pairs.length; i += 2) {
            if (!text.contains(pairs[i])) {
                throw new IllegalArgumentException("the Level Zero-shaped spec has no " + pairs[i]);
            }
            text = text.replace(pairs[i], pairs[i + 1]);
        }
        return Compilations.source("FakeZe", text);
    }

    /** The spec on a header whose objects are all one opaque type (specs/test/FakeRoles.java). */
    static final JavaFileObject FAKE_ROLES = JavaFileObjects.forResource("specs/test/FakeRoles.java");

    /** The one-handle-type spec with pairs of texts replaced; fails when one is not there. */
    static JavaFileObject roles(String... pairs) {
        String text = Compilations.text(FAKE_ROLES);
        for (int i = 0; i < pairs.length; i += 2) {
            if (!text.contains(pairs[i])) {
                throw new IllegalArgumentException("the one-handle-type spec has no " + pairs[i]);
            }
            text = text.replace(pairs[i], pairs[i + 1]);
        }
        return Compilations.source("FakeRoles", text);
    }

    static List<CorpusCase> cases() {
        List<CorpusCase> cases = new ArrayList<>(combinedCases());
        cases.addAll(roleCases());
        cases.addAll(silentCases());
        cases.addAll(descriptorCases());
        cases.addAll(contextCases());
        cases.addAll(recordReadCases());
        cases.addAll(queueFamilyCases());
        return cases;
    }

    /** The Level Zero-shaped spec whose pools and lists are made in a context, with pairs of texts replaced. */
    private static JavaFileObject zeContext(String... pairs) {
        return FakeZeContextTest.spec(pairs);
    }

    /**
     * The second setup handle: a context is never passed where the device is declared, nor the device where the
     * context is; only ops called while the context lives take it; and what takes it needs an op that makes it.
     */
    private static List<CorpusCase> contextCases() {
        String create = "    @Bind(value = Op.CONTEXT_CREATE, symbol = \"xxContextCreate\")\n"
                + "    int contextCreate(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment context);\n";
        return List.of(
                of("a context passed where the device is declared", Rule.HANDLE_TYPE, "parameter 1 of"
                        + " xxDeviceGetTimerFrequency (xx_device_handle_t hDevice) is the bound context handle from"
                        + " Op.CONTEXT_CREATE, but it is xx_device_handle_t, the device handle type",
                        zeContext("int timerFrequency(@From(Op.DEVICE_GET) MemorySegment device",
                                "int timerFrequency(@From(Op.CONTEXT_CREATE) MemorySegment device"),
                        "int timerFrequency(@From(Op.CONTEXT_CREATE)"),
                of("the device passed where the context is declared", Rule.HANDLE_TYPE, "parameter 1 of"
                        + " xxEventPoolCreateInContext (xx_context_handle_t hContext) is the bound device handle from"
                        + " Op.DEVICE_GET, but it is xx_context_handle_t, the context handle type",
                        zeContext("int eventPoolCreate(@From(Op.CONTEXT_CREATE) MemorySegment context,",
                                "int eventPoolCreate(@From(Op.DEVICE_GET) MemorySegment context,"),
                        "int eventPoolCreate(@From(Op.DEVICE_GET)"),
                of("the context taken by the device's release", Rule.BOUND_ARGUMENT, "device is"
                        + " @From(Op.CONTEXT_CREATE), but Op.DEVICE_RELEASE is called after the context is destroyed",
                        zeContext("int deviceRelease(@From(Op.DEVICE_GET) MemorySegment device)",
                                "int deviceRelease(@From(Op.CONTEXT_CREATE) MemorySegment device)"),
                        "int deviceRelease(@From(Op.CONTEXT_CREATE)"),
                of("a context release that does not take the context", Rule.OP_DEPENDENCY, "CONTEXT_RELEASE"
                        + " destroys the context CONTEXT_CREATE made, so it takes it (@From(Op.CONTEXT_CREATE))",
                        zeContext("int contextDestroy(@From(Op.CONTEXT_CREATE) MemorySegment context)",
                                "int contextDestroy(@Constant(0) MemorySegment context)"),
                        "@Bind(value = Op.CONTEXT_RELEASE"),
                of("a context taken where no op makes one", Rule.OP_DEPENDENCY, "context is"
                        + " @From(Op.CONTEXT_CREATE), which no method binds",
                        zeContext(create, "", "    @Bind(value = Op.CONTEXT_RELEASE, symbol = \"xxContextDestroy\")\n"
                                + "    int contextDestroy(@From(Op.CONTEXT_CREATE) MemorySegment context);\n", "",
                                "int eventPoolCreate(@From(Op.CONTEXT_CREATE) MemorySegment context,",
                                "int eventPoolCreate(@From(Op.DEVICE_GET) MemorySegment device,"),
                        "int listCreate(@From(Op.CONTEXT_CREATE)"),
                of("a destroyed context whose pools are never destroyed", Rule.POOL_LIFETIME, "close() releases the"
                        + " context with xxContextDestroy while the pools xxEventPoolCreateInContext made live on",
                        zeContext("    @Bind(value = Op.EVENT_POOL_DESTROY, symbol = \"xxEventPoolDestroy\")\n"
                                + "    int eventPoolDestroy(MemorySegment pool);\n\n", ""),
                        "@Bind(value = Op.EVENT_POOL_CREATE"),
                of("a hand-written context create that takes the context", Rule.HAND_WRITTEN_OP, "contextCreate"
                        + " makes the context, so it cannot take it",
                        zeContext(create, """
                                    @dev.eventbind.spec.Downcall(symbol = "xxContextCreate")
                                    int xxContextCreate(MemorySegment device, MemorySegment context);

                                    @dev.eventbind.spec.Implements(Op.CONTEXT_CREATE)
                                    default MemorySegment contextCreate(dev.eventbind.binding.StatusConvention status,
                                            @From(Op.CONTEXT_CREATE) MemorySegment own)
                                            throws dev.eventbind.api.DriverException {
                                        return own;
                                    }
                                """),
                        "@From(Op.CONTEXT_CREATE) MemorySegment own)"),
                of("a hand-written op that takes a context no op makes", Rule.OP_DEPENDENCY, "rank takes the context"
                        + " (@From(Op.CONTEXT_CREATE)), which no method binds or writes",
                        zeAll("    int listSynchronize(MemorySegment list, long timeout);\n", """
                                    int listSynchronize(MemorySegment list, long timeout);

                                    @dev.eventbind.spec.Implements(Op.DEVICE_RANK)
                                    default dev.eventbind.spec.Rank rank(dev.eventbind.binding.StatusConvention status,
                                            @From(Op.DEVICE_GET) MemorySegment device,
                                            @From(Op.CONTEXT_CREATE) MemorySegment context)
                                            throws dev.eventbind.api.DriverException {
                                        return dev.eventbind.spec.Rank.GPU;
                                    }
                                """),
                        "@From(Op.CONTEXT_CREATE) MemorySegment context)"));
    }

    /** The Level Zero-shaped spec with its event create bound to {@code symbol} and its descriptor replaced. */
    static JavaFileObject zeCreate(String symbol, String descriptor) {
        return zeAll("symbol = \"xxEventCreate\"", "symbol = \"" + symbol + "\"",
                "@Descriptor(record = \"xx_event_desc_t\", fields = {\n"
                        + "                @Field(name = \"stype\", value = EVENT_DESC),\n"
                        + "                @Field(name = \"signal\", value = SCOPE_HOST)\n"
                        + "            }, slot = \"index\") MemorySegment desc,", descriptor);
    }

    /** Descriptors written as C would, or refused naming the field. */
    private static List<CorpusCase> descriptorCases() {
        return List.of(
                of("a bit-field given a constant", Rule.DESCRIPTOR, "struct xx_bits_desc_t.flags is a bit-field"
                        + " (uint32_t flags : 3)", zeCreate("xxEventCreateBitsFAKE", """
                            @Descriptor(record = "xx_bits_desc_t", fields = @Field(name = "flags", value = 1),
                                    slot = "index") MemorySegment desc,"""), "@Field(name = \"flags\", value = 1)"),
                of("a bool given 2", Rule.DESCRIPTOR_CONSTANT, "struct xx_bool_desc_t.host is _Bool (a C bool),"
                        + " which holds 0 or 1, not 2", zeCreate("xxEventCreateBoolFAKE", """
                            @Descriptor(record = "xx_bool_desc_t", fields = @Field(name = "host", value = 2),
                                    slot = "index") MemorySegment desc,"""), "@Field(name = \"host\", value = 2)"),
                of("a field given twice", Rule.DESCRIPTOR, "struct xx_event_desc_t.signal is given twice in fields",
                        zeCreate("xxEventCreate", """
                            @Descriptor(record = "xx_event_desc_t", fields = {
                                @Field(name = "signal", value = SCOPE_HOST),
                                @Field(name = "signal", value = 0)
                            }, slot = "index") MemorySegment desc,"""), "@Field(name = \"signal\", value = 0)"),
                of("a field given as the slot too", Rule.DESCRIPTOR, "struct xx_event_desc_t.index is given in"
                        + " fields and as the slot", zeCreate("xxEventCreate", """
                            @Descriptor(record = "xx_event_desc_t", fields = @Field(name = "index", value = 0),
                                    slot = "index") MemorySegment desc,"""), "@Field(name = \"index\", value = 0)"),
                of("two descriptors in one call", Rule.DESCRIPTOR, "eventCreate takes 2 descriptors; a call is"
                        + " given one", zeCreate("xxEventCreateTwoFAKE", """
                            @Descriptor(record = "xx_event_desc_t", slot = "index") MemorySegment desc,
                            @Descriptor(record = "xx_wait_desc_t") MemorySegment wait,"""),
                        "@Descriptor(record = \"xx_wait_desc_t\") MemorySegment wait"),
                of("a slot too narrow for its pool", Rule.DESCRIPTOR, "struct xx_bool_desc_t.index is 1 byte, too"
                        + " narrow for the index of an event in a pool of 300 (up to 299)", zeAll(
                        "int POOL_SIZE = 4;", "int POOL_SIZE = 300;", "symbol = \"xxEventCreate\"",
                        "symbol = \"xxEventCreateBoolFAKE\"", "record = \"xx_event_desc_t\", fields = {\n"
                        + "                @Field(name = \"stype\", value = EVENT_DESC),\n"
                        + "                @Field(name = \"signal\", value = SCOPE_HOST)\n"
                        + "            }, slot = \"index\")", "record = \"xx_bool_desc_t\", slot = \"index\")"),
                        "record = \"xx_bool_desc_t\", slot = \"index\")"));
    }

    /** The queue-family variant ({@link FakeZeQueueFamilyTest}) with its list's ordinal field written as given. */
    private static JavaFileObject ordinal(String field) {
        return Compilations.source("FakeZe", Compilations.text(FakeZeQueueFamilyTest.spec(5))
                .replace("@Field(name = \"ordinal\", from = Op.QUEUE_FAMILY)", field));
    }

    /**
     * A field that takes the queue family read at open: that op alone, written by hand, into an integer of 4 or 8
     * bytes, with no constant besides and not as a pool's capacity.
     */
    private static List<CorpusCase> queueFamilyCases() {
        String noFamily = "struct xx_command_queue_desc_t.ordinal";
        return List.of(
                of("a field given a value and from", Rule.DESCRIPTOR_FROM, noFamily + " is given a value and from; a"
                        + " field takes one of them", ordinal("@Field(name = \"ordinal\", value = 3, from ="
                        + " Op.QUEUE_FAMILY)"), "value = 3, from = Op.QUEUE_FAMILY"),
                of("a field from an op with no value for it", Rule.DESCRIPTOR_FROM, "Op.TIMER_FREQUENCY gives a"
                        + " descriptor field no value; from takes Op.QUEUE_FAMILY", ordinal("@Field(name ="
                        + " \"ordinal\", from = Op.TIMER_FREQUENCY)"), "from = Op.TIMER_FREQUENCY"),
                of("a field from two ops", Rule.DESCRIPTOR_FROM, noFamily + " is given from 2 ops; a field takes one"
                        + " op's value", ordinal("@Field(name = \"ordinal\", from = {Op.QUEUE_FAMILY,"
                        + " Op.QUEUE_FAMILY})"), "from = {Op.QUEUE_FAMILY"),
                of("a queue family into a 2-byte field", Rule.DESCRIPTOR_FROM, "struct xx_command_queue_desc_t"
                        + ".priority is uint16_t (an integer of 2 bytes); Op.QUEUE_FAMILY's"
                        + " value, an int, goes into an integer field of 4 or 8 bytes", ordinal("@Field(name ="
                        + " \"priority\", from = Op.QUEUE_FAMILY)"), "@Field(name = \"priority\""),
                of("a queue family no method writes", Rule.DESCRIPTOR_FROM, "ordinal takes Op.QUEUE_FAMILY, which no"
                        + " method writes", zeContext("@Field(name = \"ordinal\", value = 2)", "@Field(name ="
                        + " \"ordinal\", from = Op.QUEUE_FAMILY)"), "from = Op.QUEUE_FAMILY"),
                of("a field given no value", Rule.DESCRIPTOR, noFamily + " is given no value; write value = ..., or"
                        + " from = Op.QUEUE_FAMILY", ordinal("@Field(name = \"ordinal\")"),
                        "@Field(name = \"ordinal\")"),
                of("a pool's capacity from the queue family", Rule.DESCRIPTOR_FROM, "the capacity struct"
                        + " xx_event_pool_desc_t.count is given from; a pool holds as many events as a constant says",
                        Compilations.source("FakeZe", Compilations.text(FakeZeQueueFamilyTest.spec(5)).replace(
                                "@Field(name = \"count\", value = POOL_SIZE)", "@Field(name = \"count\", from ="
                                + " Op.QUEUE_FAMILY)")), "@Field(name = \"count\", from = Op.QUEUE_FAMILY)"));
    }

    /** The record-read variant with its properties read's path replaced. */
    private static JavaFileObject propertiesRead(String path) {
        return FakeZeRecordReadTest.spec("read = \"timerResolution\"", "read = \"" + path + "\"");
    }

    /** A field of a record the call writes, as an op's value: named, an integer, narrow enough, on an op with one. */
    private static List<CorpusCase> recordReadCases() {
        return List.of(
                of("a read field not in the record", Rule.DESCRIPTOR_READ, "struct xx_device_properties_t has no field"
                        + " timerResolutoin (fake_ze_api.h:70); did you mean timerResolution?",
                        propertiesRead("timerResolutoin"), "read = \"timerResolutoin\""),
                of("a read path through a member that is not a record", Rule.DESCRIPTOR_READ,
                        "struct xx_device_properties_t.timerResolution is uint32_t (an integer of 4 bytes), not a"
                                + " record with a field low", propertiesRead("timerResolution.low"),
                        "read = \"timerResolution.low\""),
                of("a read path whose nested field is missing", Rule.DESCRIPTOR_READ,
                        "struct xx_kernel_timestamp_data_t has no field kernelStop (fake_ze_api.h:84), on the path"
                                + " global.kernelStop in struct xx_kernel_timestamp_result_t", FakeZeRecordReadTest.spec(
                                "global.kernelEnd", "global.kernelStop"), "read = \"global.kernelStop\""),
                of("a read field that is not an integer", Rule.DESCRIPTOR_READ, "struct xx_device_properties_t.name"
                        + " is char[20]", propertiesRead("name"), "read = \"name\""),
                of("a read field that is a bit-field", Rule.DESCRIPTOR_READ, "struct xx_device_properties_t.flags is"
                        + " uint32_t : 3 (a bit-field)", propertiesRead("flags"), "read = \"flags\""),
                of("a read record, not a field", Rule.DESCRIPTOR_READ, "struct xx_kernel_timestamp_result_t.global is"
                        + " xx_kernel_timestamp_data_t", FakeZeRecordReadTest.spec("\"global.kernelEnd\"",
                                "\"global\""), "read = \"global\""),
                of("a read field wider than the op's value", Rule.DESCRIPTOR_READ, "struct xx_device_properties_t"
                        + ".maxMemAllocSize is uint64_t (an integer of 8 bytes), wider than Op.TIMESTAMP_BITS's"
                        + " value, an int (4 bytes)", FakeZeRecordReadTest.spec("read = \"kernelTimestampValidBits\"",
                                "read = \"maxMemAllocSize\""), "read = \"maxMemAllocSize\""),
                of("read on an op without a read value", Rule.DESCRIPTOR_READ, "read names the field that is the op's"
                        + " value, but Op.STREAM_CREATE writes no integer", OpShapeCorpus.zeAll("@Field(name = \"ordinal\","
                        + " value = 2)\n            })", "@Field(name = \"ordinal\", value = 2)\n            }, read ="
                        + " \"ordinal\")"), "read = \"ordinal\""),
                of("read with a slot", Rule.DESCRIPTOR_READ, "read makes the record what the call writes, which has"
                        + " no slot", FakeZeRecordReadTest.spec("read = \"global.kernelEnd\"", "read ="
                        + " \"global.kernelEnd\", slot = \"index\""), "read = \"global.kernelEnd\", slot"),
                of("a read record in place of the event", Rule.DESCRIPTOR_READ, "result is a record the call writes,"
                        + " but Op.EVENT_TIMESTAMP passes its event there", FakeZeRecordReadTest.spec(
                                "int kernelTimestamp(MemorySegment event,\n", "int kernelTimestamp(\n",
                                "MemorySegment result);", "MemorySegment result, MemorySegment event);"),
                        "read = \"global.kernelEnd\""),
                of("timestampBits beside the bits op", Rule.OP_DEPENDENCY, "timestampBits is written, but"
                        + " TIMESTAMP_BITS reads the valid bits when the backend opens", FakeZeRecordReadTest.spec(
                                "symbol = \"xxEventQueryKernelTimestamp\")", "symbol = \"xxEventQueryKernelTimestamp\","
                                + " timestampBits = 32)"), "timestampBits = 32"));
    }

    /** What used to pass without a word: defaults, ignored attributes, library places, statuses, swapped types. */
    private static List<CorpusCase> silentCases() {
        return List.of(
                of("a paired clock without its host clock", Rule.HOST_CLOCK, "globalTimestamps binds"
                        + " Op.PAIRED_CLOCK without hostClock", ShapeCorpus.ze("critical = true,\n"
                        + "            hostClock = PairedHostClock.CLOCK_MONOTONIC_RAW)", "critical = true)"),
                        "@Bind(value = Op.PAIRED_CLOCK"),
                of("a host clock on an op that reads none", Rule.IGNORED_ATTRIBUTE, "hostClock is read for"
                        + " Op.PAIRED_CLOCK only, and eventQuery binds Op.EVENT_QUERY", ShapeCorpus.ze(
                        "symbol = \"xxEventQueryStatus\")", "symbol = \"xxEventQueryStatus\", hostClock ="
                        + " PairedHostClock.CLOCK_MONOTONIC)"), "hostClock = PairedHostClock.CLOCK_MONOTONIC)"),
                of("timestamp bits on an op that reads no stamp", Rule.IGNORED_ATTRIBUTE, "timestampBits is read"
                        + " for Op.EVENT_TIMESTAMP only, and eventSynchronize binds Op.EVENT_WAIT", ShapeCorpus.ze(
                        "symbol = \"xxEventHostSynchronize\")", "symbol = \"xxEventHostSynchronize\","
                        + " timestampBits = 32)"), "symbol = \"xxEventHostSynchronize\", timestampBits = 32"),
                of("a relative default home", Rule.LIBRARY_PLACES, "the default home \"opt/fake-cuda\" is"
                        + " relative", CorpusCase.cuda("defaultHomes = \"/opt/fake-cuda\"", "defaultHomes ="
                        + " \"opt/fake-cuda\""), "library = @Library("),
                of("a candidate that is a path", Rule.LIBRARY_PLACES, "the candidate \"lib/libfakecudart.so\" is"
                        + " a path", CorpusCase.cuda("names = {\"libfakecudart.so\"}", "names ="
                        + " {\"lib/libfakecudart.so\"}"), "library = @Library("),
                of("a home that is not a variable", Rule.LIBRARY_PLACES, "home \"/opt/cuda\" is not an"
                        + " environment variable's name", CorpusCase.cuda("home = \"FAKE_CUDA_PATH\"",
                        "home = \"/opt/cuda\""), "library = @Library("),
                of("a candidate listed twice", Rule.LIBRARY_PLACES, "the candidate \"libfakecudart.so\" is listed"
                        + " twice", CorpusCase.cuda("names = {\"libfakecudart.so\"}", "names ="
                        + " {\"libfakecudart.so\", \"libfakecudart.so\"}"), "library = @Library("),
                of("a timed wait that cannot say not ready", Rule.NOT_READY, "xxEventHostSynchronize (Op.EVENT_WAIT)"
                        + " says its timeout ran out with a status, and the spec's @Status lists no notReady"
                        + " status", ShapeCorpus.ze("notReady = 1,\n", ""), "status = @Status("),
                of("a list wait's count and list swapped", Rule.TYPE_MISMATCH, "parameters 2 (events) and 3"
                        + " (count) of appendWait are the other way round: xxCommandListAppendWaitOnEvents declares"
                        + " uint32_t numEvents first and xx_event_handle_t *phEvents after it", ShapeCorpus.ze(
                        "int appendWait(MemorySegment list, int count, MemorySegment events);", "int"
                        + " appendWait(MemorySegment list, MemorySegment events, int count);"),
                        "int appendWait(MemorySegment list, MemorySegment events, int count);"));
    }

    /** Handles C types cannot tell apart, told by names; handles of one kind passed as another. */
    private static List<CorpusCase> roleCases() {
        String record = "symbol = \"xrAppendSignal\")\n    int appendSignal(MemorySegment list,"
                + " MemorySegment signalled);";
        return List.of(
                of("a record whose handles neither types nor names tell apart", Rule.AMBIGUOUS_ROLES,
                        "xrRecordUnnamed takes parameter 1 (xr_handle_t first) and parameter 2 (xr_handle_t"
                        + " second), and neither their C types nor their names say which is the event and which the"
                        + " stream for Op.EVENT_RECORD", roles(record, "symbol = \"xrRecordUnnamed\")\n    int"
                        + " appendSignal(MemorySegment a, MemorySegment b);"), "symbol = \"xrRecordUnnamed\""),
                of("a span whose header takes the end first", Rule.ARGUMENT_ORDER, "xrEventElapsedEndFirst"
                        + " takes the end event as parameter 2 (hEnd) and the start event as parameter 3 (hStart),"
                        + " but Op.EVENT_ELAPSED passes the start first", roles("\"xrEventElapsedTime\"",
                        "\"xrEventElapsedEndFirst\""), "symbol = \"xrEventElapsedEndFirst\""),
                of("a span the spec names end first", Rule.ARGUMENT_ORDER, "the spec names the end event as"
                        + " parameter 2 (end) and the start event as parameter 3 (start)", roles("MemorySegment"
                        + " millis, MemorySegment start, MemorySegment end", "MemorySegment millis, MemorySegment"
                        + " end, MemorySegment start"), "symbol = \"xrEventElapsedTime\""),
                of("spec names that swap the header's handles", Rule.ROLE_NAME, "event is named for an event, but"
                        + " the header's declaration makes it the stream; stream is named for a stream, but the"
                        + " header's declaration makes it the event", roles("int appendSignal(MemorySegment list,"
                        + " MemorySegment signalled)", "int appendSignal(MemorySegment event, MemorySegment"
                        + " stream)"), "int appendSignal(MemorySegment event"),
                of("a device passed where another call takes the context written by hand", Rule.HANDLE_TYPE,
                        "parameter 1 of xrDeviceMakeCurrent (xr_device_handle_t hDevice) is the bound device handle"
                        + " from Op.DEVICE_GET, but it is xr_device_handle_t, not the device handle type"
                        + " xr_context_handle_t (struct _xr_context_t *), which parameter 1 of xrContextRelease"
                        + " (xr_context_handle_t hContext) takes as the same handle", roles("    @Bind(value ="
                        + " Op.EVENT_CREATE", """
                                    @Implements(Op.DEVICE_GET)
                                    default MemorySegment context(StatusConvention status) throws DriverException {
                                        return MemorySegment.NULL;
                                    }

                                    @Bind(value = Op.DEVICE_RELEASE, symbol = "xrContextRelease")
                                    int contextRelease(@From(Op.DEVICE_GET) MemorySegment context);

                                    @Bind(value = Op.CONTEXT_CURRENT, symbol = "xrDeviceMakeCurrent")
                                    int makeCurrent(@From(Op.DEVICE_GET) MemorySegment device);

                                    @Bind(value = Op.EVENT_CREATE""", "import dev.eventbind.spec.Bind;",
                        "import dev.eventbind.api.DriverException;\nimport dev.eventbind.binding.StatusConvention;\n"
                        + "import dev.eventbind.spec.Bind;\nimport dev.eventbind.spec.From;\n"
                        + "import dev.eventbind.spec.Implements;"), "int makeCurrent(@From(Op.DEVICE_GET)"));
    }

    /** Shapes that meet in one spec: the resolver, descriptors and the generated members. */
    private static List<CorpusCase> combinedCases() {
        return List.of(
                of("a resolver taking a descriptor", Rule.BOUND_ARGUMENT, "desc is a @Descriptor, but"
                        + " Op.PROC_ADDRESS is asked for each function with its name, the device and constants only",
                        ShapeCorpus.ze("    @Bind(value = Op.EVENT_DESTROY", """
                                    @Bind(value = Op.PROC_ADDRESS, symbol = "xxGetProcAddressDescFAKE")
                                    MemorySegment procAddress(@From(Op.DEVICE_GET) MemorySegment device,
                                            @Descriptor(record = "xx_wait_desc_t") MemorySegment desc,
                                            MemorySegment name);

                                    @Bind(value = Op.EVENT_DESTROY"""), "@Descriptor(record = \"xx_wait_desc_t\")"),
                of("a spec method taking the generated resolved(device)", Rule.RESERVED_NAME,
                        "resolved(java.lang.foreign.MemorySegment) is declared by the generated class",
                        CorpusCase.cudaPlus("""
                                    @Downcall(symbol = "fakeWaitByPointer")
                                    int resolved(MemorySegment event);
                                """), "int resolved(MemorySegment event);"),
                of("a functions spec taking the generated statusConvention()", Rule.RESERVED_NAME,
                        "statusConvention() is declared by the generated class",
                        CorpusCase.widthsPlus("""
                                    @Downcall(symbol = "platform")
                                    int statusConvention();
                                """), "int statusConvention();"));
    }
}
