package dev.eventbind.backend.opencl;

import dev.eventbind.api.DriverException;
import org.jspecify.annotations.Nullable;

/**
 * The OpenCL status codes with their C names. OpenCL has no error-name function, so a driver error's name comes
 * from this table: every status of {@code CL/cl.h} (0 to -72) and the ICD loader's
 * {@code CL_PLATFORM_NOT_FOUND_KHR} (-1001).
 */
public enum ClStatus {
    /** {@code CL_SUCCESS} (0). */
    SUCCESS(0),
    /** {@code CL_DEVICE_NOT_FOUND} (-1). */
    DEVICE_NOT_FOUND(-1),
    /** {@code CL_DEVICE_NOT_AVAILABLE} (-2). */
    DEVICE_NOT_AVAILABLE(-2),
    /** {@code CL_COMPILER_NOT_AVAILABLE} (-3). */
    COMPILER_NOT_AVAILABLE(-3),
    /** {@code CL_MEM_OBJECT_ALLOCATION_FAILURE} (-4). */
    MEM_OBJECT_ALLOCATION_FAILURE(-4),
    /** {@code CL_OUT_OF_RESOURCES} (-5). */
    OUT_OF_RESOURCES(-5),
    /** {@code CL_OUT_OF_HOST_MEMORY} (-6). */
    OUT_OF_HOST_MEMORY(-6),
    /** {@code CL_PROFILING_INFO_NOT_AVAILABLE} (-7). */
    PROFILING_INFO_NOT_AVAILABLE(-7),
    /** {@code CL_MEM_COPY_OVERLAP} (-8). */
    MEM_COPY_OVERLAP(-8),
    /** {@code CL_IMAGE_FORMAT_MISMATCH} (-9). */
    IMAGE_FORMAT_MISMATCH(-9),
    /** {@code CL_IMAGE_FORMAT_NOT_SUPPORTED} (-10). */
    IMAGE_FORMAT_NOT_SUPPORTED(-10),
    /** {@code CL_BUILD_PROGRAM_FAILURE} (-11). */
    BUILD_PROGRAM_FAILURE(-11),
    /** {@code CL_MAP_FAILURE} (-12). */
    MAP_FAILURE(-12),
    /** {@code CL_MISALIGNED_SUB_BUFFER_OFFSET} (-13). */
    MISALIGNED_SUB_BUFFER_OFFSET(-13),
    /** {@code CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST} (-14). */
    EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST(-14),
    /** {@code CL_COMPILE_PROGRAM_FAILURE} (-15). */
    COMPILE_PROGRAM_FAILURE(-15),
    /** {@code CL_LINKER_NOT_AVAILABLE} (-16). */
    LINKER_NOT_AVAILABLE(-16),
    /** {@code CL_LINK_PROGRAM_FAILURE} (-17). */
    LINK_PROGRAM_FAILURE(-17),
    /** {@code CL_DEVICE_PARTITION_FAILED} (-18). */
    DEVICE_PARTITION_FAILED(-18),
    /** {@code CL_KERNEL_ARG_INFO_NOT_AVAILABLE} (-19). */
    KERNEL_ARG_INFO_NOT_AVAILABLE(-19),
    /** {@code CL_INVALID_VALUE} (-30). */
    INVALID_VALUE(-30),
    /** {@code CL_INVALID_DEVICE_TYPE} (-31). */
    INVALID_DEVICE_TYPE(-31),
    /** {@code CL_INVALID_PLATFORM} (-32). */
    INVALID_PLATFORM(-32),
    /** {@code CL_INVALID_DEVICE} (-33). */
    INVALID_DEVICE(-33),
    /** {@code CL_INVALID_CONTEXT} (-34). */
    INVALID_CONTEXT(-34),
    /** {@code CL_INVALID_QUEUE_PROPERTIES} (-35). */
    INVALID_QUEUE_PROPERTIES(-35),
    /** {@code CL_INVALID_COMMAND_QUEUE} (-36). */
    INVALID_COMMAND_QUEUE(-36),
    /** {@code CL_INVALID_HOST_PTR} (-37). */
    INVALID_HOST_PTR(-37),
    /** {@code CL_INVALID_MEM_OBJECT} (-38). */
    INVALID_MEM_OBJECT(-38),
    /** {@code CL_INVALID_IMAGE_FORMAT_DESCRIPTOR} (-39). */
    INVALID_IMAGE_FORMAT_DESCRIPTOR(-39),
    /** {@code CL_INVALID_IMAGE_SIZE} (-40). */
    INVALID_IMAGE_SIZE(-40),
    /** {@code CL_INVALID_SAMPLER} (-41). */
    INVALID_SAMPLER(-41),
    /** {@code CL_INVALID_BINARY} (-42). */
    INVALID_BINARY(-42),
    /** {@code CL_INVALID_BUILD_OPTIONS} (-43). */
    INVALID_BUILD_OPTIONS(-43),
    /** {@code CL_INVALID_PROGRAM} (-44). */
    INVALID_PROGRAM(-44),
    /** {@code CL_INVALID_PROGRAM_EXECUTABLE} (-45). */
    INVALID_PROGRAM_EXECUTABLE(-45),
    /** {@code CL_INVALID_KERNEL_NAME} (-46). */
    INVALID_KERNEL_NAME(-46),
    /** {@code CL_INVALID_KERNEL_DEFINITION} (-47). */
    INVALID_KERNEL_DEFINITION(-47),
    /** {@code CL_INVALID_KERNEL} (-48). */
    INVALID_KERNEL(-48),
    /** {@code CL_INVALID_ARG_INDEX} (-49). */
    INVALID_ARG_INDEX(-49),
    /** {@code CL_INVALID_ARG_VALUE} (-50). */
    INVALID_ARG_VALUE(-50),
    /** {@code CL_INVALID_ARG_SIZE} (-51). */
    INVALID_ARG_SIZE(-51),
    /** {@code CL_INVALID_KERNEL_ARGS} (-52). */
    INVALID_KERNEL_ARGS(-52),
    /** {@code CL_INVALID_WORK_DIMENSION} (-53). */
    INVALID_WORK_DIMENSION(-53),
    /** {@code CL_INVALID_WORK_GROUP_SIZE} (-54). */
    INVALID_WORK_GROUP_SIZE(-54),
    /** {@code CL_INVALID_WORK_ITEM_SIZE} (-55). */
    INVALID_WORK_ITEM_SIZE(-55),
    /** {@code CL_INVALID_GLOBAL_OFFSET} (-56). */
    INVALID_GLOBAL_OFFSET(-56),
    /** {@code CL_INVALID_EVENT_WAIT_LIST} (-57). */
    INVALID_EVENT_WAIT_LIST(-57),
    /** {@code CL_INVALID_EVENT} (-58). */
    INVALID_EVENT(-58),
    /** {@code CL_INVALID_OPERATION} (-59). */
    INVALID_OPERATION(-59),
    /** {@code CL_INVALID_GL_OBJECT} (-60). */
    INVALID_GL_OBJECT(-60),
    /** {@code CL_INVALID_BUFFER_SIZE} (-61). */
    INVALID_BUFFER_SIZE(-61),
    /** {@code CL_INVALID_MIP_LEVEL} (-62). */
    INVALID_MIP_LEVEL(-62),
    /** {@code CL_INVALID_GLOBAL_WORK_SIZE} (-63). */
    INVALID_GLOBAL_WORK_SIZE(-63),
    /** {@code CL_INVALID_PROPERTY} (-64). */
    INVALID_PROPERTY(-64),
    /** {@code CL_INVALID_IMAGE_DESCRIPTOR} (-65). */
    INVALID_IMAGE_DESCRIPTOR(-65),
    /** {@code CL_INVALID_COMPILER_OPTIONS} (-66). */
    INVALID_COMPILER_OPTIONS(-66),
    /** {@code CL_INVALID_LINKER_OPTIONS} (-67). */
    INVALID_LINKER_OPTIONS(-67),
    /** {@code CL_INVALID_DEVICE_PARTITION_COUNT} (-68). */
    INVALID_DEVICE_PARTITION_COUNT(-68),
    /** {@code CL_INVALID_PIPE_SIZE} (-69). */
    INVALID_PIPE_SIZE(-69),
    /** {@code CL_INVALID_DEVICE_QUEUE} (-70). */
    INVALID_DEVICE_QUEUE(-70),
    /** {@code CL_INVALID_SPEC_ID} (-71). */
    INVALID_SPEC_ID(-71),
    /** {@code CL_MAX_SIZE_RESTRICTION_EXCEEDED} (-72). */
    MAX_SIZE_RESTRICTION_EXCEEDED(-72),
    /** {@code CL_PLATFORM_NOT_FOUND_KHR} (-1001). */
    PLATFORM_NOT_FOUND_KHR(-1001);

    private static final int LOWEST_CORE_CODE = -72;
    private static final ClStatus[] BY_NEGATED_CODE = new ClStatus[-LOWEST_CORE_CODE + 1];

    static {
        for (ClStatus status : values()) {
            if (status.code >= LOWEST_CORE_CODE) {
                BY_NEGATED_CODE[-status.code] = status;
            }
        }
    }

    private final int code;
    private final String cName;

    ClStatus(int code) {
        this.code = code;
        this.cName = "CL_" + name();
    }

    /** The raw status value. */
    public int code() {
        return code;
    }

    /** The name the C header gives it ("CL_INVALID_EVENT"). */
    public String cName() {
        return cName;
    }

    /** The C name of {@code code}, or {@code null} for a status outside the table (a vendor extension). */
    public static @Nullable String nameOf(int code) {
        if (code <= 0 && code >= LOWEST_CORE_CODE) {
            ClStatus status = BY_NEGATED_CODE[-code];
            return status == null ? null : status.cName;
        }
        return code == PLATFORM_NOT_FOUND_KHR.code ? PLATFORM_NOT_FOUND_KHR.cName : null;
    }

    /**
     * The driver error for {@code function} returning {@code code}. OpenCL has no sticky device fault that later
     * calls would keep reporting, so no status is flagged as poisoned.
     */
    public static DriverException error(String function, int code) {
        return new DriverException(OpenClEvents.BACKEND, function, code, nameOf(code), null, false);
    }

    /**
     * The error for {@code function} returning {@code code} about a command that is only not complete yet
     * ({@code CL_PROFILING_INFO_NOT_AVAILABLE} of a marker still queued or running): flagged
     * {@link DriverException#notReady()}.
     */
    public static DriverException notReady(String function, int code) {
        return new DriverException(OpenClEvents.BACKEND, function, code, nameOf(code), null, false, true);
    }
}
