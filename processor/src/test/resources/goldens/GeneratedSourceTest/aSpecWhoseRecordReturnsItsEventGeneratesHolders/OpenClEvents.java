package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceHealth;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.DeviceUse;
import dev.eventbind.binding.ReturnedEvent;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.ffm.StatusTexts;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * The OpenCL backend: {@link EventApi} over the C functions {@link OpenCl} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link OpenClFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.OpenCl"
)
public final class OpenClEvents implements EventApi<OpenClEvents.Event, OpenClEvents.Stream>, AutoCloseable {
    private static final String BACKEND = "OpenCL";

    private static final Rank RANK = Rank.PORTABLE;

    private static final StatusConvention STATUS = new StatusConvention(BACKEND, new int[] {-7}, new int[] {},
            new StatusTexts(
                    code -> null,
                    code -> null,
                    Map.<Integer, StatusTexts.Text>ofEntries(
                            Map.entry(64, new StatusTexts.Text("CL_NAME_VERSION_MAX_NAME_SIZE",
                                    null)),
                            Map.entry(0, new StatusTexts.Text("CL_SUCCESS", null)),
                            Map.entry(-1, new StatusTexts.Text("CL_DEVICE_NOT_FOUND", null)),
                            Map.entry(-2, new StatusTexts.Text("CL_DEVICE_NOT_AVAILABLE", null)),
                            Map.entry(-3, new StatusTexts.Text("CL_COMPILER_NOT_AVAILABLE", null)),
                            Map.entry(-4, new StatusTexts.Text("CL_MEM_OBJECT_ALLOCATION_FAILURE",
                                    null)),
                            Map.entry(-5, new StatusTexts.Text("CL_OUT_OF_RESOURCES", null)),
                            Map.entry(-6, new StatusTexts.Text("CL_OUT_OF_HOST_MEMORY", null)),
                            Map.entry(-7, new StatusTexts.Text("CL_PROFILING_INFO_NOT_AVAILABLE",
                                    null)),
                            Map.entry(-8, new StatusTexts.Text("CL_MEM_COPY_OVERLAP", null)),
                            Map.entry(-9, new StatusTexts.Text("CL_IMAGE_FORMAT_MISMATCH", null)),
                            Map.entry(-10, new StatusTexts.Text("CL_IMAGE_FORMAT_NOT_SUPPORTED",
                                    null)),
                            Map.entry(-11, new StatusTexts.Text("CL_BUILD_PROGRAM_FAILURE", null)),
                            Map.entry(-12, new StatusTexts.Text("CL_MAP_FAILURE", null)),
                            Map.entry(-13, new StatusTexts.Text("CL_MISALIGNED_SUB_BUFFER_OFFSET",
                                    null)),
                            Map.entry(-14,
                                    new StatusTexts.Text("CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
                                    null)),
                            Map.entry(-15, new StatusTexts.Text("CL_COMPILE_PROGRAM_FAILURE",
                                    null)),
                            Map.entry(-16, new StatusTexts.Text("CL_LINKER_NOT_AVAILABLE", null)),
                            Map.entry(-17, new StatusTexts.Text("CL_LINK_PROGRAM_FAILURE", null)),
                            Map.entry(-18, new StatusTexts.Text("CL_DEVICE_PARTITION_FAILED",
                                    null)),
                            Map.entry(-19, new StatusTexts.Text("CL_KERNEL_ARG_INFO_NOT_AVAILABLE",
                                    null)),
                            Map.entry(-30, new StatusTexts.Text("CL_INVALID_VALUE", null)),
                            Map.entry(-31, new StatusTexts.Text("CL_INVALID_DEVICE_TYPE", null)),
                            Map.entry(-32, new StatusTexts.Text("CL_INVALID_PLATFORM", null)),
                            Map.entry(-33, new StatusTexts.Text("CL_INVALID_DEVICE", null)),
                            Map.entry(-34, new StatusTexts.Text("CL_INVALID_CONTEXT", null)),
                            Map.entry(-35, new StatusTexts.Text("CL_INVALID_QUEUE_PROPERTIES",
                                    null)),
                            Map.entry(-36, new StatusTexts.Text("CL_INVALID_COMMAND_QUEUE", null)),
                            Map.entry(-37, new StatusTexts.Text("CL_INVALID_HOST_PTR", null)),
                            Map.entry(-38, new StatusTexts.Text("CL_INVALID_MEM_OBJECT", null)),
                            Map.entry(-39,
                                    new StatusTexts.Text("CL_INVALID_IMAGE_FORMAT_DESCRIPTOR",
                                    null)),
                            Map.entry(-40, new StatusTexts.Text("CL_INVALID_IMAGE_SIZE", null)),
                            Map.entry(-41, new StatusTexts.Text("CL_INVALID_SAMPLER", null)),
                            Map.entry(-42, new StatusTexts.Text("CL_INVALID_BINARY", null)),
                            Map.entry(-43, new StatusTexts.Text("CL_INVALID_BUILD_OPTIONS", null)),
                            Map.entry(-44, new StatusTexts.Text("CL_INVALID_PROGRAM", null)),
                            Map.entry(-45, new StatusTexts.Text("CL_INVALID_PROGRAM_EXECUTABLE",
                                    null)),
                            Map.entry(-46, new StatusTexts.Text("CL_INVALID_KERNEL_NAME", null)),
                            Map.entry(-47, new StatusTexts.Text("CL_INVALID_KERNEL_DEFINITION",
                                    null)),
                            Map.entry(-48, new StatusTexts.Text("CL_INVALID_KERNEL", null)),
                            Map.entry(-49, new StatusTexts.Text("CL_INVALID_ARG_INDEX", null)),
                            Map.entry(-50, new StatusTexts.Text("CL_INVALID_ARG_VALUE", null)),
                            Map.entry(-51, new StatusTexts.Text("CL_INVALID_ARG_SIZE", null)),
                            Map.entry(-52, new StatusTexts.Text("CL_INVALID_KERNEL_ARGS", null)),
                            Map.entry(-53, new StatusTexts.Text("CL_INVALID_WORK_DIMENSION", null)),
                            Map.entry(-54, new StatusTexts.Text("CL_INVALID_WORK_GROUP_SIZE",
                                    null)),
                            Map.entry(-55, new StatusTexts.Text("CL_INVALID_WORK_ITEM_SIZE", null)),
                            Map.entry(-56, new StatusTexts.Text("CL_INVALID_GLOBAL_OFFSET", null)),
                            Map.entry(-57, new StatusTexts.Text("CL_INVALID_EVENT_WAIT_LIST",
                                    null)),
                            Map.entry(-58, new StatusTexts.Text("CL_INVALID_EVENT", null)),
                            Map.entry(-59, new StatusTexts.Text("CL_INVALID_OPERATION", null)),
                            Map.entry(-60, new StatusTexts.Text("CL_INVALID_GL_OBJECT", null)),
                            Map.entry(-61, new StatusTexts.Text("CL_INVALID_BUFFER_SIZE", null)),
                            Map.entry(-62, new StatusTexts.Text("CL_INVALID_MIP_LEVEL", null)),
                            Map.entry(-63, new StatusTexts.Text("CL_INVALID_GLOBAL_WORK_SIZE",
                                    null)),
                            Map.entry(-64, new StatusTexts.Text("CL_INVALID_PROPERTY", null)),
                            Map.entry(-65, new StatusTexts.Text("CL_INVALID_IMAGE_DESCRIPTOR",
                                    null)),
                            Map.entry(-66, new StatusTexts.Text("CL_INVALID_COMPILER_OPTIONS",
                                    null)),
                            Map.entry(-67, new StatusTexts.Text("CL_INVALID_LINKER_OPTIONS", null)),
                            Map.entry(-68, new StatusTexts.Text("CL_INVALID_DEVICE_PARTITION_COUNT",
                                    null)),
                            Map.entry(-69, new StatusTexts.Text("CL_INVALID_PIPE_SIZE", null)),
                            Map.entry(-70, new StatusTexts.Text("CL_INVALID_DEVICE_QUEUE", null)),
                            Map.entry(-71, new StatusTexts.Text("CL_INVALID_SPEC_ID", null)),
                            Map.entry(-72, new StatusTexts.Text("CL_MAX_SIZE_RESTRICTION_EXCEEDED",
                                    null)),
                            Map.entry(1, new StatusTexts.Text("CL_TRUE", null)),
                            Map.entry(2304, new StatusTexts.Text("CL_PLATFORM_PROFILE", null,
                                    "0x0900")),
                            Map.entry(2305, new StatusTexts.Text("CL_PLATFORM_VERSION", null,
                                    "0x0901")),
                            Map.entry(2306, new StatusTexts.Text("CL_PLATFORM_NAME", null,
                                    "0x0902")),
                            Map.entry(2307, new StatusTexts.Text("CL_PLATFORM_VENDOR", null,
                                    "0x0903")),
                            Map.entry(2308, new StatusTexts.Text("CL_PLATFORM_EXTENSIONS", null,
                                    "0x0904")),
                            Map.entry(2309,
                                    new StatusTexts.Text("CL_PLATFORM_HOST_TIMER_RESOLUTION", null,
                                    "0x0905")),
                            Map.entry(2310, new StatusTexts.Text("CL_PLATFORM_NUMERIC_VERSION",
                                    null, "0x0906")),
                            Map.entry(2311,
                                    new StatusTexts.Text("CL_PLATFORM_EXTENSIONS_WITH_VERSION",
                                    null, "0x0907")),
                            Map.entry(4096, new StatusTexts.Text("CL_DEVICE_TYPE", null, "0x1000")),
                            Map.entry(4097, new StatusTexts.Text("CL_DEVICE_VENDOR_ID", null,
                                    "0x1001")),
                            Map.entry(4098, new StatusTexts.Text("CL_DEVICE_MAX_COMPUTE_UNITS",
                                    null, "0x1002")),
                            Map.entry(4099,
                                    new StatusTexts.Text("CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS", null,
                                    "0x1003")),
                            Map.entry(4100, new StatusTexts.Text("CL_DEVICE_MAX_WORK_GROUP_SIZE",
                                    null, "0x1004")),
                            Map.entry(4101, new StatusTexts.Text("CL_DEVICE_MAX_WORK_ITEM_SIZES",
                                    null, "0x1005")),
                            Map.entry(4102,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR",
                                    null, "0x1006")),
                            Map.entry(4103,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT",
                                    null, "0x1007")),
                            Map.entry(4104,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT",
                                    null, "0x1008")),
                            Map.entry(4105,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG",
                                    null, "0x1009")),
                            Map.entry(4106,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT",
                                    null, "0x100A")),
                            Map.entry(4107,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE",
                                    null, "0x100B")),
                            Map.entry(4108, new StatusTexts.Text("CL_DEVICE_MAX_CLOCK_FREQUENCY",
                                    null, "0x100C")),
                            Map.entry(4109, new StatusTexts.Text("CL_DEVICE_ADDRESS_BITS", null,
                                    "0x100D")),
                            Map.entry(4110, new StatusTexts.Text("CL_DEVICE_MAX_READ_IMAGE_ARGS",
                                    null, "0x100E")),
                            Map.entry(4111, new StatusTexts.Text("CL_DEVICE_MAX_WRITE_IMAGE_ARGS",
                                    null, "0x100F")),
                            Map.entry(4112, new StatusTexts.Text("CL_DEVICE_MAX_MEM_ALLOC_SIZE",
                                    null, "0x1010")),
                            Map.entry(4113, new StatusTexts.Text("CL_DEVICE_IMAGE2D_MAX_WIDTH",
                                    null, "0x1011")),
                            Map.entry(4114, new StatusTexts.Text("CL_DEVICE_IMAGE2D_MAX_HEIGHT",
                                    null, "0x1012")),
                            Map.entry(4115, new StatusTexts.Text("CL_DEVICE_IMAGE3D_MAX_WIDTH",
                                    null, "0x1013")),
                            Map.entry(4116, new StatusTexts.Text("CL_DEVICE_IMAGE3D_MAX_HEIGHT",
                                    null, "0x1014")),
                            Map.entry(4117, new StatusTexts.Text("CL_DEVICE_IMAGE3D_MAX_DEPTH",
                                    null, "0x1015")),
                            Map.entry(4118, new StatusTexts.Text("CL_DEVICE_IMAGE_SUPPORT", null,
                                    "0x1016")),
                            Map.entry(4119, new StatusTexts.Text("CL_DEVICE_MAX_PARAMETER_SIZE",
                                    null, "0x1017")),
                            Map.entry(4120, new StatusTexts.Text("CL_DEVICE_MAX_SAMPLERS", null,
                                    "0x1018")),
                            Map.entry(4121, new StatusTexts.Text("CL_DEVICE_MEM_BASE_ADDR_ALIGN",
                                    null, "0x1019")),
                            Map.entry(4122,
                                    new StatusTexts.Text("CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE", null,
                                    "0x101A")),
                            Map.entry(4123, new StatusTexts.Text("CL_DEVICE_SINGLE_FP_CONFIG", null,
                                    "0x101B")),
                            Map.entry(4124, new StatusTexts.Text("CL_DEVICE_GLOBAL_MEM_CACHE_TYPE",
                                    null, "0x101C")),
                            Map.entry(4125,
                                    new StatusTexts.Text("CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE",
                                    null, "0x101D")),
                            Map.entry(4126, new StatusTexts.Text("CL_DEVICE_GLOBAL_MEM_CACHE_SIZE",
                                    null, "0x101E")),
                            Map.entry(4127, new StatusTexts.Text("CL_DEVICE_GLOBAL_MEM_SIZE", null,
                                    "0x101F")),
                            Map.entry(4128,
                                    new StatusTexts.Text("CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE", null,
                                    "0x1020")),
                            Map.entry(4129, new StatusTexts.Text("CL_DEVICE_MAX_CONSTANT_ARGS",
                                    null, "0x1021")),
                            Map.entry(4130, new StatusTexts.Text("CL_DEVICE_LOCAL_MEM_TYPE", null,
                                    "0x1022")),
                            Map.entry(4131, new StatusTexts.Text("CL_DEVICE_LOCAL_MEM_SIZE", null,
                                    "0x1023")),
                            Map.entry(4132,
                                    new StatusTexts.Text("CL_DEVICE_ERROR_CORRECTION_SUPPORT", null,
                                    "0x1024")),
                            Map.entry(4133,
                                    new StatusTexts.Text("CL_DEVICE_PROFILING_TIMER_RESOLUTION",
                                    null, "0x1025")),
                            Map.entry(4134, new StatusTexts.Text("CL_DEVICE_ENDIAN_LITTLE", null,
                                    "0x1026")),
                            Map.entry(4135, new StatusTexts.Text("CL_DEVICE_AVAILABLE", null,
                                    "0x1027")),
                            Map.entry(4136, new StatusTexts.Text("CL_DEVICE_COMPILER_AVAILABLE",
                                    null, "0x1028")),
                            Map.entry(4137, new StatusTexts.Text("CL_DEVICE_EXECUTION_CAPABILITIES",
                                    null, "0x1029")),
                            Map.entry(4138, new StatusTexts.Text("CL_DEVICE_QUEUE_PROPERTIES", null,
                                    "0x102A")),
                            Map.entry(4139, new StatusTexts.Text("CL_DEVICE_NAME", null, "0x102B")),
                            Map.entry(4140, new StatusTexts.Text("CL_DEVICE_VENDOR", null,
                                    "0x102C")),
                            Map.entry(4141, new StatusTexts.Text("CL_DRIVER_VERSION", null,
                                    "0x102D")),
                            Map.entry(4142, new StatusTexts.Text("CL_DEVICE_PROFILE", null,
                                    "0x102E")),
                            Map.entry(4143, new StatusTexts.Text("CL_DEVICE_VERSION", null,
                                    "0x102F")),
                            Map.entry(4144, new StatusTexts.Text("CL_DEVICE_EXTENSIONS", null,
                                    "0x1030")),
                            Map.entry(4145, new StatusTexts.Text("CL_DEVICE_PLATFORM", null,
                                    "0x1031")),
                            Map.entry(4146, new StatusTexts.Text("CL_DEVICE_DOUBLE_FP_CONFIG", null,
                                    "0x1032")),
                            Map.entry(4148,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF",
                                    null, "0x1034")),
                            Map.entry(4149, new StatusTexts.Text("CL_DEVICE_HOST_UNIFIED_MEMORY",
                                    null, "0x1035")),
                            Map.entry(4150,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR", null,
                                    "0x1036")),
                            Map.entry(4151,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT",
                                    null, "0x1037")),
                            Map.entry(4152,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_INT", null,
                                    "0x1038")),
                            Map.entry(4153,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG", null,
                                    "0x1039")),
                            Map.entry(4154,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT",
                                    null, "0x103A")),
                            Map.entry(4155,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE",
                                    null, "0x103B")),
                            Map.entry(4156,
                                    new StatusTexts.Text("CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF", null,
                                    "0x103C")),
                            Map.entry(4157, new StatusTexts.Text("CL_DEVICE_OPENCL_C_VERSION", null,
                                    "0x103D")),
                            Map.entry(4158, new StatusTexts.Text("CL_DEVICE_LINKER_AVAILABLE", null,
                                    "0x103E")),
                            Map.entry(4159, new StatusTexts.Text("CL_DEVICE_BUILT_IN_KERNELS", null,
                                    "0x103F")),
                            Map.entry(4160, new StatusTexts.Text("CL_DEVICE_IMAGE_MAX_BUFFER_SIZE",
                                    null, "0x1040")),
                            Map.entry(4161, new StatusTexts.Text("CL_DEVICE_IMAGE_MAX_ARRAY_SIZE",
                                    null, "0x1041")),
                            Map.entry(4162, new StatusTexts.Text("CL_DEVICE_PARENT_DEVICE", null,
                                    "0x1042")),
                            Map.entry(4163,
                                    new StatusTexts.Text("CL_DEVICE_PARTITION_MAX_SUB_DEVICES",
                                    null, "0x1043")),
                            Map.entry(4164, new StatusTexts.Text("CL_DEVICE_PARTITION_PROPERTIES",
                                    null, "0x1044")),
                            Map.entry(4165,
                                    new StatusTexts.Text("CL_DEVICE_PARTITION_AFFINITY_DOMAIN",
                                    null, "0x1045")),
                            Map.entry(4166, new StatusTexts.Text("CL_DEVICE_PARTITION_TYPE", null,
                                    "0x1046")),
                            Map.entry(4167, new StatusTexts.Text("CL_DEVICE_REFERENCE_COUNT", null,
                                    "0x1047")),
                            Map.entry(4168,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_INTEROP_USER_SYNC",
                                    null, "0x1048")),
                            Map.entry(4169, new StatusTexts.Text("CL_DEVICE_PRINTF_BUFFER_SIZE",
                                    null, "0x1049")),
                            Map.entry(4170, new StatusTexts.Text("CL_DEVICE_IMAGE_PITCH_ALIGNMENT",
                                    null, "0x104A")),
                            Map.entry(4171,
                                    new StatusTexts.Text("CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT",
                                    null, "0x104B")),
                            Map.entry(4172,
                                    new StatusTexts.Text("CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS",
                                    null, "0x104C")),
                            Map.entry(4173,
                                    new StatusTexts.Text("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE", null,
                                    "0x104D")),
                            Map.entry(4174,
                                    new StatusTexts.Text("CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES",
                                    null, "0x104E")),
                            Map.entry(4175,
                                    new StatusTexts.Text("CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE",
                                    null, "0x104F")),
                            Map.entry(4176,
                                    new StatusTexts.Text("CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE", null,
                                    "0x1050")),
                            Map.entry(4177, new StatusTexts.Text("CL_DEVICE_MAX_ON_DEVICE_QUEUES",
                                    null, "0x1051")),
                            Map.entry(4178, new StatusTexts.Text("CL_DEVICE_MAX_ON_DEVICE_EVENTS",
                                    null, "0x1052")),
                            Map.entry(4179, new StatusTexts.Text("CL_DEVICE_SVM_CAPABILITIES", null,
                                    "0x1053")),
                            Map.entry(4180,
                                    new StatusTexts.Text("CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE",
                                    null, "0x1054")),
                            Map.entry(4181, new StatusTexts.Text("CL_DEVICE_MAX_PIPE_ARGS", null,
                                    "0x1055")),
                            Map.entry(4182,
                                    new StatusTexts.Text("CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS",
                                    null, "0x1056")),
                            Map.entry(4183, new StatusTexts.Text("CL_DEVICE_PIPE_MAX_PACKET_SIZE",
                                    null, "0x1057")),
                            Map.entry(4184,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT",
                                    null, "0x1058")),
                            Map.entry(4185,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT",
                                    null, "0x1059")),
                            Map.entry(4186,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT",
                                    null, "0x105A")),
                            Map.entry(4187, new StatusTexts.Text("CL_DEVICE_IL_VERSION", null,
                                    "0x105B")),
                            Map.entry(4188, new StatusTexts.Text("CL_DEVICE_MAX_NUM_SUB_GROUPS",
                                    null, "0x105C")),
                            Map.entry(4189,
                                    new StatusTexts.Text("CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS",
                                    null, "0x105D")),
                            Map.entry(4190, new StatusTexts.Text("CL_DEVICE_NUMERIC_VERSION", null,
                                    "0x105E")),
                            Map.entry(4192,
                                    new StatusTexts.Text("CL_DEVICE_EXTENSIONS_WITH_VERSION", null,
                                    "0x1060")),
                            Map.entry(4193, new StatusTexts.Text("CL_DEVICE_ILS_WITH_VERSION", null,
                                    "0x1061")),
                            Map.entry(4194,
                                    new StatusTexts.Text("CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION",
                                    null, "0x1062")),
                            Map.entry(4195,
                                    new StatusTexts.Text("CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES",
                                    null, "0x1063")),
                            Map.entry(4196,
                                    new StatusTexts.Text("CL_DEVICE_ATOMIC_FENCE_CAPABILITIES",
                                    null, "0x1064")),
                            Map.entry(4197,
                                    new StatusTexts.Text("CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT",
                                    null, "0x1065")),
                            Map.entry(4198, new StatusTexts.Text("CL_DEVICE_OPENCL_C_ALL_VERSIONS",
                                    null, "0x1066")),
                            Map.entry(4199,
                                    new StatusTexts.Text("CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE",
                                    null, "0x1067")),
                            Map.entry(4200,
                                    new StatusTexts.Text("CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT",
                                    null, "0x1068")),
                            Map.entry(4201,
                                    new StatusTexts.Text("CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT",
                                    null, "0x1069")),
                            Map.entry(4207, new StatusTexts.Text("CL_DEVICE_OPENCL_C_FEATURES",
                                    null, "0x106F")),
                            Map.entry(4208,
                                    new StatusTexts.Text("CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES",
                                    null, "0x1070")),
                            Map.entry(4209, new StatusTexts.Text("CL_DEVICE_PIPE_SUPPORT", null,
                                    "0x1071")),
                            Map.entry(4210,
                                    new StatusTexts.Text("CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED",
                                    null, "0x1072")),
                            Map.entry(2, new StatusTexts.Text("CL_READ_WRITE_CACHE", null, "0x2")),
                            Map.entry(4224, new StatusTexts.Text("CL_CONTEXT_REFERENCE_COUNT", null,
                                    "0x1080")),
                            Map.entry(4225, new StatusTexts.Text("CL_CONTEXT_DEVICES", null,
                                    "0x1081")),
                            Map.entry(4226, new StatusTexts.Text("CL_CONTEXT_PROPERTIES", null,
                                    "0x1082")),
                            Map.entry(4227, new StatusTexts.Text("CL_CONTEXT_NUM_DEVICES", null,
                                    "0x1083")),
                            Map.entry(4228, new StatusTexts.Text("CL_CONTEXT_PLATFORM", null,
                                    "0x1084")),
                            Map.entry(4229, new StatusTexts.Text("CL_CONTEXT_INTEROP_USER_SYNC",
                                    null, "0x1085")),
                            Map.entry(4230, new StatusTexts.Text("CL_DEVICE_PARTITION_EQUALLY",
                                    null, "0x1086")),
                            Map.entry(4231, new StatusTexts.Text("CL_DEVICE_PARTITION_BY_COUNTS",
                                    null, "0x1087")),
                            Map.entry(4232,
                                    new StatusTexts.Text("CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN",
                                    null, "0x1088")),
                            Map.entry(4240, new StatusTexts.Text("CL_QUEUE_CONTEXT", null,
                                    "0x1090")),
                            Map.entry(4241, new StatusTexts.Text("CL_QUEUE_DEVICE", null,
                                    "0x1091")),
                            Map.entry(4242, new StatusTexts.Text("CL_QUEUE_REFERENCE_COUNT", null,
                                    "0x1092")),
                            Map.entry(4243, new StatusTexts.Text("CL_QUEUE_PROPERTIES", null,
                                    "0x1093")),
                            Map.entry(4244, new StatusTexts.Text("CL_QUEUE_SIZE", null, "0x1094")),
                            Map.entry(4245, new StatusTexts.Text("CL_QUEUE_DEVICE_DEFAULT", null,
                                    "0x1095")),
                            Map.entry(4248, new StatusTexts.Text("CL_QUEUE_PROPERTIES_ARRAY", null,
                                    "0x1098")),
                            Map.entry(4272, new StatusTexts.Text("CL_R", null, "0x10B0")),
                            Map.entry(4273, new StatusTexts.Text("CL_A", null, "0x10B1")),
                            Map.entry(4274, new StatusTexts.Text("CL_RG", null, "0x10B2")),
                            Map.entry(4275, new StatusTexts.Text("CL_RA", null, "0x10B3")),
                            Map.entry(4276, new StatusTexts.Text("CL_RGB", null, "0x10B4")),
                            Map.entry(4277, new StatusTexts.Text("CL_RGBA", null, "0x10B5")),
                            Map.entry(4278, new StatusTexts.Text("CL_BGRA", null, "0x10B6")),
                            Map.entry(4279, new StatusTexts.Text("CL_ARGB", null, "0x10B7")),
                            Map.entry(4280, new StatusTexts.Text("CL_INTENSITY", null, "0x10B8")),
                            Map.entry(4281, new StatusTexts.Text("CL_LUMINANCE", null, "0x10B9")),
                            Map.entry(4282, new StatusTexts.Text("CL_Rx", null, "0x10BA")),
                            Map.entry(4283, new StatusTexts.Text("CL_RGx", null, "0x10BB")),
                            Map.entry(4284, new StatusTexts.Text("CL_RGBx", null, "0x10BC")),
                            Map.entry(4285, new StatusTexts.Text("CL_DEPTH", null, "0x10BD")),
                            Map.entry(4286, new StatusTexts.Text("CL_DEPTH_STENCIL", null,
                                    "0x10BE")),
                            Map.entry(4287, new StatusTexts.Text("CL_sRGB", null, "0x10BF")),
                            Map.entry(4288, new StatusTexts.Text("CL_sRGBx", null, "0x10C0")),
                            Map.entry(4289, new StatusTexts.Text("CL_sRGBA", null, "0x10C1")),
                            Map.entry(4290, new StatusTexts.Text("CL_sBGRA", null, "0x10C2")),
                            Map.entry(4291, new StatusTexts.Text("CL_ABGR", null, "0x10C3")),
                            Map.entry(4304, new StatusTexts.Text("CL_SNORM_INT8", null, "0x10D0")),
                            Map.entry(4305, new StatusTexts.Text("CL_SNORM_INT16", null, "0x10D1")),
                            Map.entry(4306, new StatusTexts.Text("CL_UNORM_INT8", null, "0x10D2")),
                            Map.entry(4307, new StatusTexts.Text("CL_UNORM_INT16", null, "0x10D3")),
                            Map.entry(4308, new StatusTexts.Text("CL_UNORM_SHORT_565", null,
                                    "0x10D4")),
                            Map.entry(4309, new StatusTexts.Text("CL_UNORM_SHORT_555", null,
                                    "0x10D5")),
                            Map.entry(4310, new StatusTexts.Text("CL_UNORM_INT_101010", null,
                                    "0x10D6")),
                            Map.entry(4311, new StatusTexts.Text("CL_SIGNED_INT8", null, "0x10D7")),
                            Map.entry(4312, new StatusTexts.Text("CL_SIGNED_INT16", null,
                                    "0x10D8")),
                            Map.entry(4313, new StatusTexts.Text("CL_SIGNED_INT32", null,
                                    "0x10D9")),
                            Map.entry(4314, new StatusTexts.Text("CL_UNSIGNED_INT8", null,
                                    "0x10DA")),
                            Map.entry(4315, new StatusTexts.Text("CL_UNSIGNED_INT16", null,
                                    "0x10DB")),
                            Map.entry(4316, new StatusTexts.Text("CL_UNSIGNED_INT32", null,
                                    "0x10DC")),
                            Map.entry(4317, new StatusTexts.Text("CL_HALF_FLOAT", null, "0x10DD")),
                            Map.entry(4318, new StatusTexts.Text("CL_FLOAT", null, "0x10DE")),
                            Map.entry(4319, new StatusTexts.Text("CL_UNORM_INT24", null, "0x10DF")),
                            Map.entry(4320, new StatusTexts.Text("CL_UNORM_INT_101010_2", null,
                                    "0x10E0")),
                            Map.entry(4336, new StatusTexts.Text("CL_MEM_OBJECT_BUFFER", null,
                                    "0x10F0")),
                            Map.entry(4337, new StatusTexts.Text("CL_MEM_OBJECT_IMAGE2D", null,
                                    "0x10F1")),
                            Map.entry(4338, new StatusTexts.Text("CL_MEM_OBJECT_IMAGE3D", null,
                                    "0x10F2")),
                            Map.entry(4339, new StatusTexts.Text("CL_MEM_OBJECT_IMAGE2D_ARRAY",
                                    null, "0x10F3")),
                            Map.entry(4340, new StatusTexts.Text("CL_MEM_OBJECT_IMAGE1D", null,
                                    "0x10F4")),
                            Map.entry(4341, new StatusTexts.Text("CL_MEM_OBJECT_IMAGE1D_ARRAY",
                                    null, "0x10F5")),
                            Map.entry(4342, new StatusTexts.Text("CL_MEM_OBJECT_IMAGE1D_BUFFER",
                                    null, "0x10F6")),
                            Map.entry(4343, new StatusTexts.Text("CL_MEM_OBJECT_PIPE", null,
                                    "0x10F7")),
                            Map.entry(4352, new StatusTexts.Text("CL_MEM_TYPE", null, "0x1100")),
                            Map.entry(4353, new StatusTexts.Text("CL_MEM_FLAGS", null, "0x1101")),
                            Map.entry(4354, new StatusTexts.Text("CL_MEM_SIZE", null, "0x1102")),
                            Map.entry(4355, new StatusTexts.Text("CL_MEM_HOST_PTR", null,
                                    "0x1103")),
                            Map.entry(4356, new StatusTexts.Text("CL_MEM_MAP_COUNT", null,
                                    "0x1104")),
                            Map.entry(4357, new StatusTexts.Text("CL_MEM_REFERENCE_COUNT", null,
                                    "0x1105")),
                            Map.entry(4358, new StatusTexts.Text("CL_MEM_CONTEXT", null, "0x1106")),
                            Map.entry(4359, new StatusTexts.Text("CL_MEM_ASSOCIATED_MEMOBJECT",
                                    null, "0x1107")),
                            Map.entry(4360, new StatusTexts.Text("CL_MEM_OFFSET", null, "0x1108")),
                            Map.entry(4361, new StatusTexts.Text("CL_MEM_USES_SVM_POINTER", null,
                                    "0x1109")),
                            Map.entry(4362, new StatusTexts.Text("CL_MEM_PROPERTIES", null,
                                    "0x110A")),
                            Map.entry(4368, new StatusTexts.Text("CL_IMAGE_FORMAT", null,
                                    "0x1110")),
                            Map.entry(4369, new StatusTexts.Text("CL_IMAGE_ELEMENT_SIZE", null,
                                    "0x1111")),
                            Map.entry(4370, new StatusTexts.Text("CL_IMAGE_ROW_PITCH", null,
                                    "0x1112")),
                            Map.entry(4371, new StatusTexts.Text("CL_IMAGE_SLICE_PITCH", null,
                                    "0x1113")),
                            Map.entry(4372, new StatusTexts.Text("CL_IMAGE_WIDTH", null, "0x1114")),
                            Map.entry(4373, new StatusTexts.Text("CL_IMAGE_HEIGHT", null,
                                    "0x1115")),
                            Map.entry(4374, new StatusTexts.Text("CL_IMAGE_DEPTH", null, "0x1116")),
                            Map.entry(4375, new StatusTexts.Text("CL_IMAGE_ARRAY_SIZE", null,
                                    "0x1117")),
                            Map.entry(4376, new StatusTexts.Text("CL_IMAGE_BUFFER", null,
                                    "0x1118")),
                            Map.entry(4377, new StatusTexts.Text("CL_IMAGE_NUM_MIP_LEVELS", null,
                                    "0x1119")),
                            Map.entry(4378, new StatusTexts.Text("CL_IMAGE_NUM_SAMPLES", null,
                                    "0x111A")),
                            Map.entry(4384, new StatusTexts.Text("CL_PIPE_PACKET_SIZE", null,
                                    "0x1120")),
                            Map.entry(4385, new StatusTexts.Text("CL_PIPE_MAX_PACKETS", null,
                                    "0x1121")),
                            Map.entry(4386, new StatusTexts.Text("CL_PIPE_PROPERTIES", null,
                                    "0x1122")),
                            Map.entry(4400, new StatusTexts.Text("CL_ADDRESS_NONE", null,
                                    "0x1130")),
                            Map.entry(4401, new StatusTexts.Text("CL_ADDRESS_CLAMP_TO_EDGE", null,
                                    "0x1131")),
                            Map.entry(4402, new StatusTexts.Text("CL_ADDRESS_CLAMP", null,
                                    "0x1132")),
                            Map.entry(4403, new StatusTexts.Text("CL_ADDRESS_REPEAT", null,
                                    "0x1133")),
                            Map.entry(4404, new StatusTexts.Text("CL_ADDRESS_MIRRORED_REPEAT", null,
                                    "0x1134")),
                            Map.entry(4416, new StatusTexts.Text("CL_FILTER_NEAREST", null,
                                    "0x1140")),
                            Map.entry(4417, new StatusTexts.Text("CL_FILTER_LINEAR", null,
                                    "0x1141")),
                            Map.entry(4432, new StatusTexts.Text("CL_SAMPLER_REFERENCE_COUNT", null,
                                    "0x1150")),
                            Map.entry(4433, new StatusTexts.Text("CL_SAMPLER_CONTEXT", null,
                                    "0x1151")),
                            Map.entry(4434, new StatusTexts.Text("CL_SAMPLER_NORMALIZED_COORDS",
                                    null, "0x1152")),
                            Map.entry(4435, new StatusTexts.Text("CL_SAMPLER_ADDRESSING_MODE", null,
                                    "0x1153")),
                            Map.entry(4436, new StatusTexts.Text("CL_SAMPLER_FILTER_MODE", null,
                                    "0x1154")),
                            Map.entry(4437, new StatusTexts.Text("CL_SAMPLER_MIP_FILTER_MODE", null,
                                    "0x1155")),
                            Map.entry(4438, new StatusTexts.Text("CL_SAMPLER_LOD_MIN", null,
                                    "0x1156")),
                            Map.entry(4439, new StatusTexts.Text("CL_SAMPLER_LOD_MAX", null,
                                    "0x1157")),
                            Map.entry(4440, new StatusTexts.Text("CL_SAMPLER_PROPERTIES", null,
                                    "0x1158")),
                            Map.entry(4448, new StatusTexts.Text("CL_PROGRAM_REFERENCE_COUNT", null,
                                    "0x1160")),
                            Map.entry(4449, new StatusTexts.Text("CL_PROGRAM_CONTEXT", null,
                                    "0x1161")),
                            Map.entry(4450, new StatusTexts.Text("CL_PROGRAM_NUM_DEVICES", null,
                                    "0x1162")),
                            Map.entry(4451, new StatusTexts.Text("CL_PROGRAM_DEVICES", null,
                                    "0x1163")),
                            Map.entry(4452, new StatusTexts.Text("CL_PROGRAM_SOURCE", null,
                                    "0x1164")),
                            Map.entry(4453, new StatusTexts.Text("CL_PROGRAM_BINARY_SIZES", null,
                                    "0x1165")),
                            Map.entry(4454, new StatusTexts.Text("CL_PROGRAM_BINARIES", null,
                                    "0x1166")),
                            Map.entry(4455, new StatusTexts.Text("CL_PROGRAM_NUM_KERNELS", null,
                                    "0x1167")),
                            Map.entry(4456, new StatusTexts.Text("CL_PROGRAM_KERNEL_NAMES", null,
                                    "0x1168")),
                            Map.entry(4457, new StatusTexts.Text("CL_PROGRAM_IL", null, "0x1169")),
                            Map.entry(4458,
                                    new StatusTexts.Text("CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT",
                                    null, "0x116A")),
                            Map.entry(4459,
                                    new StatusTexts.Text("CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT",
                                    null, "0x116B")),
                            Map.entry(4481, new StatusTexts.Text("CL_PROGRAM_BUILD_STATUS", null,
                                    "0x1181")),
                            Map.entry(4482, new StatusTexts.Text("CL_PROGRAM_BUILD_OPTIONS", null,
                                    "0x1182")),
                            Map.entry(4483, new StatusTexts.Text("CL_PROGRAM_BUILD_LOG", null,
                                    "0x1183")),
                            Map.entry(4484, new StatusTexts.Text("CL_PROGRAM_BINARY_TYPE", null,
                                    "0x1184")),
                            Map.entry(4485,
                                    new StatusTexts.Text("CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE",
                                    null, "0x1185")),
                            Map.entry(4, new StatusTexts.Text("CL_PROGRAM_BINARY_TYPE_EXECUTABLE",
                                    null, "0x4")),
                            Map.entry(4496, new StatusTexts.Text("CL_KERNEL_FUNCTION_NAME", null,
                                    "0x1190")),
                            Map.entry(4497, new StatusTexts.Text("CL_KERNEL_NUM_ARGS", null,
                                    "0x1191")),
                            Map.entry(4498, new StatusTexts.Text("CL_KERNEL_REFERENCE_COUNT", null,
                                    "0x1192")),
                            Map.entry(4499, new StatusTexts.Text("CL_KERNEL_CONTEXT", null,
                                    "0x1193")),
                            Map.entry(4500, new StatusTexts.Text("CL_KERNEL_PROGRAM", null,
                                    "0x1194")),
                            Map.entry(4501, new StatusTexts.Text("CL_KERNEL_ATTRIBUTES", null,
                                    "0x1195")),
                            Map.entry(4502, new StatusTexts.Text("CL_KERNEL_ARG_ADDRESS_QUALIFIER",
                                    null, "0x1196")),
                            Map.entry(4503, new StatusTexts.Text("CL_KERNEL_ARG_ACCESS_QUALIFIER",
                                    null, "0x1197")),
                            Map.entry(4504, new StatusTexts.Text("CL_KERNEL_ARG_TYPE_NAME", null,
                                    "0x1198")),
                            Map.entry(4505, new StatusTexts.Text("CL_KERNEL_ARG_TYPE_QUALIFIER",
                                    null, "0x1199")),
                            Map.entry(4506, new StatusTexts.Text("CL_KERNEL_ARG_NAME", null,
                                    "0x119A")),
                            Map.entry(4507, new StatusTexts.Text("CL_KERNEL_ARG_ADDRESS_GLOBAL",
                                    null, "0x119B")),
                            Map.entry(4508, new StatusTexts.Text("CL_KERNEL_ARG_ADDRESS_LOCAL",
                                    null, "0x119C")),
                            Map.entry(4509, new StatusTexts.Text("CL_KERNEL_ARG_ADDRESS_CONSTANT",
                                    null, "0x119D")),
                            Map.entry(4510, new StatusTexts.Text("CL_KERNEL_ARG_ADDRESS_PRIVATE",
                                    null, "0x119E")),
                            Map.entry(4512, new StatusTexts.Text("CL_KERNEL_ARG_ACCESS_READ_ONLY",
                                    null, "0x11A0")),
                            Map.entry(4513, new StatusTexts.Text("CL_KERNEL_ARG_ACCESS_WRITE_ONLY",
                                    null, "0x11A1")),
                            Map.entry(4514, new StatusTexts.Text("CL_KERNEL_ARG_ACCESS_READ_WRITE",
                                    null, "0x11A2")),
                            Map.entry(4515, new StatusTexts.Text("CL_KERNEL_ARG_ACCESS_NONE", null,
                                    "0x11A3")),
                            Map.entry(4528, new StatusTexts.Text("CL_KERNEL_WORK_GROUP_SIZE", null,
                                    "0x11B0")),
                            Map.entry(4529,
                                    new StatusTexts.Text("CL_KERNEL_COMPILE_WORK_GROUP_SIZE", null,
                                    "0x11B1")),
                            Map.entry(4530, new StatusTexts.Text("CL_KERNEL_LOCAL_MEM_SIZE", null,
                                    "0x11B2")),
                            Map.entry(4531,
                                    new StatusTexts.Text("CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE",
                                    null, "0x11B3")),
                            Map.entry(4532, new StatusTexts.Text("CL_KERNEL_PRIVATE_MEM_SIZE", null,
                                    "0x11B4")),
                            Map.entry(4533, new StatusTexts.Text("CL_KERNEL_GLOBAL_WORK_SIZE", null,
                                    "0x11B5")),
                            Map.entry(8243,
                                    new StatusTexts.Text("CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE",
                                    null, "0x2033")),
                            Map.entry(8244,
                                    new StatusTexts.Text("CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE",
                                    null, "0x2034")),
                            Map.entry(4536,
                                    new StatusTexts.Text("CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT",
                                    null, "0x11B8")),
                            Map.entry(4537, new StatusTexts.Text("CL_KERNEL_MAX_NUM_SUB_GROUPS",
                                    null, "0x11B9")),
                            Map.entry(4538, new StatusTexts.Text("CL_KERNEL_COMPILE_NUM_SUB_GROUPS",
                                    null, "0x11BA")),
                            Map.entry(4534, new StatusTexts.Text("CL_KERNEL_EXEC_INFO_SVM_PTRS",
                                    null, "0x11B6")),
                            Map.entry(4535,
                                    new StatusTexts.Text("CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM",
                                    null, "0x11B7")),
                            Map.entry(4560, new StatusTexts.Text("CL_EVENT_COMMAND_QUEUE", null,
                                    "0x11D0")),
                            Map.entry(4561, new StatusTexts.Text("CL_EVENT_COMMAND_TYPE", null,
                                    "0x11D1")),
                            Map.entry(4562, new StatusTexts.Text("CL_EVENT_REFERENCE_COUNT", null,
                                    "0x11D2")),
                            Map.entry(4563,
                                    new StatusTexts.Text("CL_EVENT_COMMAND_EXECUTION_STATUS", null,
                                    "0x11D3")),
                            Map.entry(4564, new StatusTexts.Text("CL_EVENT_CONTEXT", null,
                                    "0x11D4")),
                            Map.entry(4592, new StatusTexts.Text("CL_COMMAND_NDRANGE_KERNEL", null,
                                    "0x11F0")),
                            Map.entry(4593, new StatusTexts.Text("CL_COMMAND_TASK", null,
                                    "0x11F1")),
                            Map.entry(4594, new StatusTexts.Text("CL_COMMAND_NATIVE_KERNEL", null,
                                    "0x11F2")),
                            Map.entry(4595, new StatusTexts.Text("CL_COMMAND_READ_BUFFER", null,
                                    "0x11F3")),
                            Map.entry(4596, new StatusTexts.Text("CL_COMMAND_WRITE_BUFFER", null,
                                    "0x11F4")),
                            Map.entry(4597, new StatusTexts.Text("CL_COMMAND_COPY_BUFFER", null,
                                    "0x11F5")),
                            Map.entry(4598, new StatusTexts.Text("CL_COMMAND_READ_IMAGE", null,
                                    "0x11F6")),
                            Map.entry(4599, new StatusTexts.Text("CL_COMMAND_WRITE_IMAGE", null,
                                    "0x11F7")),
                            Map.entry(4600, new StatusTexts.Text("CL_COMMAND_COPY_IMAGE", null,
                                    "0x11F8")),
                            Map.entry(4601, new StatusTexts.Text("CL_COMMAND_COPY_IMAGE_TO_BUFFER",
                                    null, "0x11F9")),
                            Map.entry(4602, new StatusTexts.Text("CL_COMMAND_COPY_BUFFER_TO_IMAGE",
                                    null, "0x11FA")),
                            Map.entry(4603, new StatusTexts.Text("CL_COMMAND_MAP_BUFFER", null,
                                    "0x11FB")),
                            Map.entry(4604, new StatusTexts.Text("CL_COMMAND_MAP_IMAGE", null,
                                    "0x11FC")),
                            Map.entry(4605, new StatusTexts.Text("CL_COMMAND_UNMAP_MEM_OBJECT",
                                    null, "0x11FD")),
                            Map.entry(4606, new StatusTexts.Text("CL_COMMAND_MARKER", null,
                                    "0x11FE")),
                            Map.entry(4607, new StatusTexts.Text("CL_COMMAND_ACQUIRE_GL_OBJECTS",
                                    null, "0x11FF")),
                            Map.entry(4608, new StatusTexts.Text("CL_COMMAND_RELEASE_GL_OBJECTS",
                                    null, "0x1200")),
                            Map.entry(4609, new StatusTexts.Text("CL_COMMAND_READ_BUFFER_RECT",
                                    null, "0x1201")),
                            Map.entry(4610, new StatusTexts.Text("CL_COMMAND_WRITE_BUFFER_RECT",
                                    null, "0x1202")),
                            Map.entry(4611, new StatusTexts.Text("CL_COMMAND_COPY_BUFFER_RECT",
                                    null, "0x1203")),
                            Map.entry(4612, new StatusTexts.Text("CL_COMMAND_USER", null,
                                    "0x1204")),
                            Map.entry(4613, new StatusTexts.Text("CL_COMMAND_BARRIER", null,
                                    "0x1205")),
                            Map.entry(4614, new StatusTexts.Text("CL_COMMAND_MIGRATE_MEM_OBJECTS",
                                    null, "0x1206")),
                            Map.entry(4615, new StatusTexts.Text("CL_COMMAND_FILL_BUFFER", null,
                                    "0x1207")),
                            Map.entry(4616, new StatusTexts.Text("CL_COMMAND_FILL_IMAGE", null,
                                    "0x1208")),
                            Map.entry(4617, new StatusTexts.Text("CL_COMMAND_SVM_FREE", null,
                                    "0x1209")),
                            Map.entry(4618, new StatusTexts.Text("CL_COMMAND_SVM_MEMCPY", null,
                                    "0x120A")),
                            Map.entry(4619, new StatusTexts.Text("CL_COMMAND_SVM_MEMFILL", null,
                                    "0x120B")),
                            Map.entry(4620, new StatusTexts.Text("CL_COMMAND_SVM_MAP", null,
                                    "0x120C")),
                            Map.entry(4621, new StatusTexts.Text("CL_COMMAND_SVM_UNMAP", null,
                                    "0x120D")),
                            Map.entry(4622, new StatusTexts.Text("CL_COMMAND_SVM_MIGRATE_MEM", null,
                                    "0x120E")),
                            Map.entry(3, new StatusTexts.Text("CL_QUEUED", null, "0x3")),
                            Map.entry(4640, new StatusTexts.Text("CL_BUFFER_CREATE_TYPE_REGION",
                                    null, "0x1220")),
                            Map.entry(4736, new StatusTexts.Text("CL_PROFILING_COMMAND_QUEUED",
                                    null, "0x1280")),
                            Map.entry(4737, new StatusTexts.Text("CL_PROFILING_COMMAND_SUBMIT",
                                    null, "0x1281")),
                            Map.entry(4738, new StatusTexts.Text("CL_PROFILING_COMMAND_START", null,
                                    "0x1282")),
                            Map.entry(4739, new StatusTexts.Text("CL_PROFILING_COMMAND_END", null,
                                    "0x1283")),
                            Map.entry(4740, new StatusTexts.Text("CL_PROFILING_COMMAND_COMPLETE",
                                    null, "0x1284")),
                            Map.entry(65540, new StatusTexts.Text("CL_KHRONOS_VENDOR_ID_CODEPLAY",
                                    null, "0x10004")),
                            Map.entry(10, new StatusTexts.Text("CL_VERSION_MAJOR_BITS", null)),
                            Map.entry(12, new StatusTexts.Text("CL_VERSION_PATCH_BITS", null)),
                            Map.entry(8, new StatusTexts.Text("CL_CHAR_BIT", null)),
                            Map.entry(127, new StatusTexts.Text("CL_SCHAR_MAX", null)),
                            Map.entry(255, new StatusTexts.Text("CL_UCHAR_MAX", null)),
                            Map.entry(32767, new StatusTexts.Text("CL_SHRT_MAX", null)),
                            Map.entry(65535, new StatusTexts.Text("CL_USHRT_MAX", null)),
                            Map.entry(2147483647, new StatusTexts.Text("CL_INT_MAX", null)),
                            Map.entry(6, new StatusTexts.Text("CL_FLT_DIG", null)),
                            Map.entry(24, new StatusTexts.Text("CL_FLT_MANT_DIG", null)),
                            Map.entry(-125, new StatusTexts.Text("CL_FLT_MIN_EXP", null)),
                            Map.entry(11, new StatusTexts.Text("CL_HALF_MANT_DIG", null)),
                            Map.entry(15, new StatusTexts.Text("CL_DBL_DIG", null)),
                            Map.entry(53, new StatusTexts.Text("CL_DBL_MANT_DIG", null)),
                            Map.entry(-307, new StatusTexts.Text("CL_DBL_MIN_10_EXP", null)),
                            Map.entry(-1021, new StatusTexts.Text("CL_DBL_MIN_EXP", null)),
                            Map.entry(300, new StatusTexts.Text("CL_TARGET_OPENCL_VERSION",
                                    null)))));

    private final OpenClFunctions functions;

    /**
     * The first status that poisoned this instance's device; later calls fail fast.
     */
    private final DeviceHealth health = new DeviceHealth();

    /**
     * What {@code context}, written by hand, returned when the backend opened, or the handle it was opened on.
     */
    private final MemorySegment device_;

    /**
     * The calls passing the device in flight, which {@code close()} waits out.
     */
    private final DeviceUse deviceUse = new DeviceUse(BACKEND);

    /**
     * How a holder releases a native event it no longer needs.
     */
    private final ReturnedEvent.Release eventRelease = this::releaseNativeEvent;

    private OpenClEvents(OpenClFunctions functions, MemorySegment device_) {
        this.functions = functions;
        this.device_ = device_;
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded. It holds
     * the device it opened on until {@link #close()}; an open that fails after reading the device
     * gives it back.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know
     */
    public static OpenClEvents open() {
        OpenClFunctions functions = OpenClFunctions.open();
        STATUS.checkFaultPlan(OpenClFunctions.library());
        MemorySegment device_;
        try {
            device_ = functions.context(STATUS);
        } catch (DriverException failure) {
            throw new BackendUnavailableException(BACKEND, failure.function() + " failed: " + failure.statusSummary(), List.of(), failure);
        }
        return new OpenClEvents(functions, device_);
    }

    /**
     * Opens the backend on a device handle made elsewhere instead of the one it would choose,
     * taking the caller's reference to it: {@code close()} releases it with {@code clReleaseContext}. When
     * it throws, the reference stays the caller's.
     *
     * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
     * access, as for a JDK restricted method.
     *
     * @throws IllegalArgumentException when the handle is NULL
     * @throws BackendUnavailableException when the library or a required symbol is missing
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies
     * illegal native access
     */
    @Restricted
    public static OpenClEvents open(MemorySegment handle) {
        NativeAccess.checkCaller("OpenClEvents.open");
        if (handle.address() == 0L) {
            throw new IllegalArgumentException("no device: the handle is NULL");
        }
        MemorySegment device_ = handle;
        OpenClFunctions functions = OpenClFunctions.open();
        STATUS.checkFaultPlan(OpenClFunctions.library());
        return new OpenClEvents(functions, device_);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, RANK, OpenClFunctions.library(), OpenClEvents::reportedVersion, OpenClEvents::open);
    }

    @Override
    public String backend() {
        return BACKEND;
    }

    /**
     * The version {@code version}, written by hand, reports; empty when it fails.
     */
    public Optional<String> version() {
        return reportedVersion();
    }

    /**
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return STATUS;
    }

    /**
     * Calls {@code cl_int clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.check("clEnqueueMarkerWithWaitList");
        // Refused before the enqueue once destroyed; the holder takes the new event after it.
        event.holder.ensureLive();
        MemorySegment out = Scratch.get();
        int status = functions.enqueueMarker(stream.handle(), 0, MemorySegment.NULL, out);
        if (status != 0) {
            throw health.note(STATUS.failure("clEnqueueMarkerWithWaitList", status));
        }
        event.holder.recorded(out.get(ValueLayout.ADDRESS, 0), stream);
    }

    /**
     * Calls {@code cl_int clReleaseEvent(cl_event event)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        // Releases its native event now, or the last wait still using it does.
        event.holder.destroy();
    }

    /**
     * Calls {@code cl_int clWaitForEvents(cl_uint num_events, const cl_event *event_list)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.check("clWaitForEvents");
        long held = event.holder.acquire();
        try {
            if (held == 0L) {
                // Never recorded: reached, as a fresh event is.
                return;
            }
            MemorySegment list = Scratch.get();
            list.set(ValueLayout.ADDRESS, 0, MemorySegment.ofAddress(held));
            int status = functions.waitForEvents(1, list);
            if (status != 0) {
                throw health.note(STATUS.failure("clWaitForEvents", status));
            }
        } finally {
            event.holder.release(held);
        }
    }

    /**
     * Calls {@code cl_int clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size, void *param_value, size_t *param_value_size_ret)}.
     */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        health.check("clGetEventInfo");
        long held = event.holder.lock();
        try {
            if (held == 0L) {
                // Never recorded: reached, as a fresh event is.
                return true;
            }
            Object pending = event.holder.takeUnsubmitted();
            if (pending instanceof Stream recorded && !recorded.destroyed()) {
                flushStream(recorded.handle());
            }
            MemorySegment out = Scratch.get();
            int status = functions.executionStatus(MemorySegment.ofAddress(held), 4563, 4L, out, MemorySegment.NULL);
            if (status != 0) {
                throw health.note(STATUS.failure("clGetEventInfo", status));
            }
            int execution = out.get(ValueLayout.JAVA_INT, 0);
            if (execution == 0) {
                return true;
            }
            if (execution > 0) {
                return false;
            }
            throw health.note(STATUS.failure("clGetEventInfo", execution));
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code cl_int clEnqueueBarrierWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.check("clEnqueueBarrierWithWaitList");
        long held = event.holder.lock();
        try {
            if (held == 0L) {
                // Never recorded: reached, as a fresh event is.
                return;
            }
            Object pending = event.holder.recordedOn() == stream ? null : event.holder.takeUnsubmitted();
            if (pending instanceof Stream recorded && !recorded.destroyed()) {
                flushStream(recorded.handle());
            }
            MemorySegment list = Scratch.get();
            list.set(ValueLayout.ADDRESS, 0, MemorySegment.ofAddress(held));
            int status = functions.enqueueBarrier(stream.handle(), 1, list, MemorySegment.NULL);
            if (status != 0) {
                throw health.note(STATUS.failure("clEnqueueBarrierWithWaitList", status));
            }
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code cl_int clFinish(cl_command_queue command_queue)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.check("clFinish");
        int status = functions.finish(stream.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("clFinish", status));
        }
    }

    /**
     * Calls {@code cl_int clReleaseCommandQueue(cl_command_queue command_queue)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = stream.release();
        if (!stream.owned()) {
            // Borrowed: its creator destroys the driver's stream.
            return;
        }
        int status = functions.releaseQueue(handle);
        if (status != 0) {
            throw health.note(STATUS.failure("clReleaseCommandQueue", status));
        }
    }

    /**
     * Calls {@link OpenClFunctions#streamCreate}, written by hand in the spec.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        // A use of the device: close() releases it only once no use is in flight.
        deviceUse.enter();
        try {
            health.check("streamCreate");
            try {
                return new Stream(functions.streamCreate(STATUS, device_), true);
            } catch (DriverException failure) {
                throw health.note(failure);
            }
        } finally {
            deviceUse.exit();
        }
    }

    /**
     * {@code clGetEventInfo} is bound.
     */
    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    /**
     * Releases the device with {@code cl_int clReleaseContext(cl_context context)} once no call passing it is in flight (it waits for
     * them, a host wait included); a second close does nothing. Streams and events already made
     * keep working where the driver counts references to the device; a call that passes the
     * device, a new stream's included, is refused from the start of the close.
     */
    @Override
    public void close() throws DriverException {
        if (!deviceUse.close()) {
            return;
        }
        // No call passing the device is in flight, and none can begin.
        int status = functions.releaseContext(device_);
        if (status != 0) {
            throw health.note(STATUS.failure("clReleaseContext", status));
        }
    }

    /**
     * An empty holder: no native event exists until the first record returns one.
     */
    @Override
    public Event eventCreate() {
        return new Event(eventRelease);
    }

    /**
     * A holder of a native event made outside eventbind (a user event, or the event another
     * library's enqueue returned), taking the caller's reference to it: the next record or the
     * destroy releases it through {@code clReleaseEvent}, as it releases an event a record returned.
     *
     * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
     * access, as for a JDK restricted method.
     *
     * @throws IllegalArgumentException when the handle is NULL
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies
     * illegal native access
     */
    @Restricted
    public Event eventAdopt(MemorySegment handle) {
        NativeAccess.checkCaller("OpenClEvents.eventAdopt");
        if (handle.address() == 0L) {
            throw new IllegalArgumentException("no native event: the handle is NULL");
        }
        Event adopted = new Event(eventRelease);
        adopted.holder.recorded(handle);
        return adopted;
    }

    /**
     * Calls {@code cl_int clReleaseEvent(cl_event event)} on a native event a holder no longer needs.
     */
    private void releaseNativeEvent(MemorySegment event) throws DriverException {
        int status = functions.releaseEvent(event);
        if (status != 0) {
            throw health.note(STATUS.failure("clReleaseEvent", status));
        }
    }

    /**
     * Calls {@code cl_int clFlush(cl_command_queue command_queue)}.
     */
    private void flushStream(MemorySegment stream) throws DriverException {
        int status = functions.flush(stream);
        if (status != 0) {
            throw health.note(STATUS.failure("clFlush", status));
        }
    }

    /**
     * Reads both events' nanosecond stamps with {@code cl_int clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name, size_t param_value_size, void *param_value, size_t *param_value_size_ret)}; their distance modulo 2^64.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        health.check("clGetEventProfilingInfo");
        long first;
        try {
            first = timestamp(start);
        } catch (DriverException failure) {
            end.holder.ensureLive();
            throw failure;
        }
        long second = timestamp(end);
        return DeviceTicks.elapsedNanos(first, second, 64, 1_000_000_000L);
    }

    /**
     * Calls {@code cl_int clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name, size_t param_value_size, void *param_value, size_t *param_value_size_ret)}.
     */
    private long timestamp(Event event) throws DriverException {
        long handle = event.holder.lock();
        try {
            if (handle == 0L) {
                throw new IllegalStateException("the event has no time: it was never recorded");
            }
            MemorySegment out = Scratch.get();
            int status = functions.commandEnd(MemorySegment.ofAddress(handle), 4739, 8L, out, MemorySegment.NULL);
            if (!(status == 0) && STATUS.notReady(status)) {
                // Not reached, failed, or reached a moment ago: the execution status tells.
                if (event.holder.takeUnsubmitted() instanceof Stream recorded && !recorded.destroyed()) {
                    flushStream(recorded.handle());
                }
                int query = functions.executionStatus(MemorySegment.ofAddress(handle), 4563, 4L, out, MemorySegment.NULL);
                int execution = query == 0 ? out.get(ValueLayout.JAVA_INT, 0) : 0;
                if (execution < 0) {
                    throw health.note(STATUS.failure("clGetEventInfo", execution));
                } else if (execution == 0) {
                    int again = functions.commandEnd(MemorySegment.ofAddress(handle), 4739, 8L, out, MemorySegment.NULL);
                    if (!(again == 0)) {
                        throw health.note(STATUS.settled("clGetEventProfilingInfo", again));
                    }
                    status = again;
                }
            }
            if (status != 0) {
                throw health.note(STATUS.failure("clGetEventProfilingInfo", status));
            }
            return out.get(ValueLayout.JAVA_LONG, 0);
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code version}, written by hand; static, so the probe reads it even when no instance opens.
     */
    private static Optional<String> reportedVersion() {
        try {
            return Optional.of(OpenClFunctions.open().version(STATUS));
        } catch (DriverException | RuntimeException failure) {
            // No library, no platform, or the driver's refusal: the probe says why without it.
            return Optional.empty();
        }
    }

    /**
     * An OpenCL event: the native event its last record returned, from
     * {@link OpenClEvents#eventCreate()}.
     */
    public static final class Event {
        /**
         * Its native event, replaced on each record; never handed to callers.
         */
        private final ReturnedEvent holder;

        private Event(ReturnedEvent.Release release) {
            this.holder = new ReturnedEvent(release, "OpenCL event");
        }

        /**
         * Whether it was destroyed.
         */
        public boolean destroyed() {
            return holder.destroyed();
        }

        /**
         * How many native events it holds: none before its first record, then the last
         * one returned and any replaced one a host wait still uses.
         */
        public int nativeEvents() {
            return holder.nativeEvents();
        }

        @Override
        public String toString() {
            return holder.toString();
        }
    }

    /**
     * An OpenCL stream: the driver's handle, from {@link OpenClEvents#streamCreateNonBlocking()},
     * or adopted or borrowed.
     */
    public static final class Stream extends DeviceHandle {
        private Stream(MemorySegment handle, boolean owned) {
            super(handle, owned);
        }

        private MemorySegment release() {
            return releaseHandle();
        }

        @Override
        protected String describe() {
            return "OpenCL stream";
        }

        /**
         * A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream where the
         * API has one). Destroying it through the backend destroys the driver's stream.
         *
         * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
         * access, as for a JDK restricted method.
         *
         * @throws IllegalCallerException when it has none and the JVM denies illegal native access
         */
        @Restricted
        public static Stream adopt(MemorySegment handle) {
            NativeAccess.checkCaller("OpenClEvents.Stream.adopt");
            return new Stream(handle, true);
        }

        /**
         * A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream where the
         * API has one). The backend never destroys it: {@code streamDestroy} only forgets it,
         * and its creator destroys it afterwards.
         *
         * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
         * access, as for a JDK restricted method.
         *
         * @throws IllegalCallerException when it has none and the JVM denies illegal native access
         */
        @Restricted
        public static Stream borrow(MemorySegment handle) {
            NativeAccess.checkCaller("OpenClEvents.Stream.borrow");
            return new Stream(handle, false);
        }
    }
}
