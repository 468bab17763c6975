package dev.eventbind.processor.model;

/**
 * What one C parameter of an op is for, whatever its position or Java type: the vocabulary every op's
 * parameters are described in, checked against the header by role (the handle typedef of each argument, by value
 * or by pointer, what an out-parameter points to, the order of the parameters). Op shapes are built from roles
 * ({@link Argument#role()}); shapes for APIs unlike CUDA (descriptor structs, timeouts, lists) add roles here
 * rather than a second model.
 */
public sealed interface Role {

    /** The kinds of handle an op passes. */
    enum HandleKind {
        /** An event ({@code cudaEvent_t}, {@code ze_event_handle_t}). */
        EVENT,
        /** A stream or queue ({@code cudaStream_t}, {@code cl_command_queue}, {@code ze_command_list_handle_t}). */
        STREAM,
        /** A device ({@code ze_device_handle_t}), read once when the backend opens. */
        DEVICE,
        /** A pool events are created in ({@code ze_event_pool_handle_t}). */
        POOL,
        /** A context made on the device ({@code ze_context_handle_t}), once the backend opened it. */
        CONTEXT;

        /** The word messages use ("event"). */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** How an op's C function writes a time. */
    enum TimeForm {
        /** {@code float *} milliseconds, as CUDA and HIP write a span. */
        FLOAT_MILLIS("float", true, 4),
        /** {@code uint64_t *} nanoseconds, as OpenCL's profiling info. */
        U64_NANOS("uint64_t", false, 8),
        /** {@code uint64_t *} device ticks, converted with a tick period. */
        U64_TICKS("uint64_t", false, 8);

        private final String cType;
        private final boolean floating;
        private final int bytes;

        TimeForm(String cType, boolean floating, int bytes) {
            this.cType = cType;
            this.floating = floating;
            this.bytes = bytes;
        }

        /** The C type the out-pointer points to ("float"). */
        public String cType() {
            return cType;
        }

        /** Whether it is a floating type. */
        public boolean floating() {
            return floating;
        }

        /** Its size in bytes. */
        public int bytes() {
            return bytes;
        }
    }

    /**
     * A live handle passed by value.
     *
     * @param kind which handle
     */
    record Handle(HandleKind kind) implements Role {
    }

    /**
     * A pointer the call writes a new handle through ({@code cudaEvent_t *}).
     *
     * @param kind which handle
     */
    record OutHandle(HandleKind kind) implements Role {
    }

    /**
     * A pointer the call writes a time through.
     *
     * @param form its C type and unit
     */
    record OutTime(TimeForm form) implements Role {
    }

    /** An integer constant from the spec ({@code @Bind(flags)}). */
    record Flags() implements Role {
    }

    /** A host wait's timeout ({@code uint64_t}), for waits with a native timeout. */
    record Timeout() implements Role {
    }

    /** How many handles a {@link HandleList} holds. */
    record Count() implements Role {
    }

    /**
     * A pointer to an array of handles.
     *
     * @param kind which handle
     */
    record HandleList(HandleKind kind) implements Role {
    }

    /** A pointer the call writes a timer's ticks per second through ({@code uint64_t *}). */
    record OutFrequency() implements Role {
    }

    /**
     * A pointer a paired read writes one of its two times through ({@code uint64_t *}).
     *
     * @param host whether it is the host time (otherwise the device's)
     */
    record OutClock(boolean host) implements Role {
    }

    /**
     * A bound argument: the handle another op creates ({@code @From}).
     *
     * @param kind which handle
     */
    record BoundHandle(HandleKind kind) implements Role {
    }

    /** A bound argument: a constant ({@code @Constant}), an integer or {@code NULL}. */
    record BoundConstant() implements Role {
    }

    /**
     * A bound argument: a pointer to a descriptor struct filled from the spec's constants ({@code @Descriptor}).
     *
     * @param record the record's name as the header spells it
     */
    record DescriptorPointer(String record) implements Role {
    }

    /** A status code being named or described. */
    record Status() implements Role {
    }

    /** A pointer the call writes a C string's address through. */
    record OutText() implements Role {
    }

    /** A pointer the call writes an {@code int} through (a version). */
    record OutInt() implements Role {
    }

    /** The C string a resolver is asked for a function by ({@code const char *}). */
    record SymbolName() implements Role {
    }

    /** A pointer a resolver writes a function's address through ({@code void **}). */
    record OutFunction() implements Role {
    }

    /** A pointer a paired read writes its stamps through, an array of {@code uint64_t}, the host's first. */
    record OutClockArray() implements Role {
    }

    /** A pointer a paired read writes how far apart its stamps may be through ({@code uint64_t *}). */
    record OutDeviation() implements Role {
    }

    /**
     * A pointer an info call writes a command's execution status through ({@code cl_int *}, from
     * {@code clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, ...)}): 0 reached, positive not yet, negative
     * the command's error status.
     */
    record OutExecution() implements Role {
    }

    /** How a message names the role ("the event handle", "an out-pointer to a new stream handle"). */
    default String describe() {
        return switch (this) {
            case Handle h -> "the " + h.kind().word() + " handle";
            case OutHandle h -> "an out-pointer to a new " + h.kind().word() + " handle";
            case OutTime t -> "an out-pointer to a " + t.form().cType() + " time";
            case Flags f -> "flags";
            case Timeout t -> "a timeout";
            case Count c -> "a count";
            case HandleList l -> "a list of " + l.kind().word() + " handles";
            case Status s -> "a status";
            case OutText t -> "an out-pointer to a string";
            case OutInt i -> "an out-pointer to an int";
            case OutExecution e -> "an out-pointer to a 4-byte execution status";
            case OutFrequency f -> "an out-pointer to a uint64_t frequency";
            case OutClock c -> "an out-pointer to the uint64_t " + (c.host() ? "host" : "device") + " time";
            case BoundHandle h -> "the bound " + h.kind().word() + " handle";
            case BoundConstant c -> "a constant";
            case DescriptorPointer d -> "a pointer to " + d.record();
            case SymbolName n -> "the function's name";
            case OutFunction f -> "an out-pointer to the function's address";
            case OutClockArray a -> "an out-pointer to the uint64_t stamps";
            case OutDeviation d -> "an out-pointer to the uint64_t deviation";
        };
    }
}
