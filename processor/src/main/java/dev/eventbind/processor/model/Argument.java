package dev.eventbind.processor.model;

/**
 * What one C parameter of an op is, and so how the generated {@code EventApi} method passes it: a live handle,
 * a handle given up for the last time, a scratch out-parameter read after the call, or a constant.
 */
public enum Argument {
    /** Out: the created event handle ({@code cudaEvent_t*}), read from scratch after the call. */
    NEW_EVENT("event*", "ptr* event", CType.POINTER),
    /** Out: the created stream handle. */
    NEW_STREAM("stream*", "ptr* stream", CType.POINTER),
    /** A live event's handle. */
    EVENT("event", "ptr event", CType.POINTER),
    /** An event's handle for the last time: the event is marked destroyed before the call. */
    RELEASED_EVENT("event", "ptr event", CType.POINTER),
    /** A live stream's handle. */
    STREAM("stream", "ptr stream", CType.POINTER),
    /** A stream's handle for the last time. */
    RELEASED_STREAM("stream", "ptr stream", CType.POINTER),
    /** The first event of a span. */
    START("start", "ptr start", CType.POINTER),
    /** The second event of a span. */
    END("end", "ptr end", CType.POINTER),
    /** Out: the span in float milliseconds. */
    MILLIS("millis*", "float* millis", CType.POINTER),
    /** The spec's {@code @Bind(flags = ...)} constant. */
    FLAGS("flags", "int flags", CType.INT),
    /** The status code being named. */
    STATUS("status", "int status", CType.INT),
    /** Out: a C string. */
    TEXT("string*", "ptr* string", CType.POINTER),
    /** Out: an int version. */
    VERSION("version*", "int* version", CType.POINTER),
    /** Out: the device handle, read once when the backend opens. */
    NEW_DEVICE("device*", "ptr* device", CType.POINTER),
    /** Out: the context made on the device, once the backend opened it. */
    NEW_CONTEXT("context*", "ptr* context", CType.POINTER),
    /** Out: a new pool of events. */
    NEW_POOL("pool*", "ptr* pool", CType.POINTER),
    /** A pool's handle for the last time, its events all destroyed. */
    RELEASED_POOL("pool", "ptr pool", CType.POINTER),
    /** Out: a timestamp in device ticks ({@code uint64_t *}). */
    TICKS("ticks*", "long* ticks", CType.POINTER),
    /** Out: the device timer's ticks per second ({@code uint64_t *}). */
    FREQUENCY("hz*", "long* hz", CType.POINTER),
    /** Out: how many low bits of a timestamp are valid ({@code uint32_t *}). */
    VALID_BITS("bits*", "int* bits", CType.POINTER),
    /** Out: a paired read's host time ({@code uint64_t *}). */
    HOST_TIME("host*", "long* host", CType.POINTER),
    /** Out: a paired read's device time in ticks ({@code uint64_t *}). */
    DEVICE_TIME("deviceTicks*", "long* deviceTicks", CType.POINTER),
    /** A host wait's timeout in nanoseconds ({@code uint64_t}). */
    TIMEOUT("timeout", "long timeout", CType.LONG),
    /** How many events the list holds. */
    COUNT("count", "int count", CType.INT),
    /** A pointer to an array of event handles. */
    EVENT_LIST("events", "ptr events", CType.POINTER),
    /** A stream's handle for the last time, as an array of one ({@code const VkCommandBuffer *}). */
    RELEASED_STREAM_ARRAY("streams", "ptr streams", CType.POINTER),
    /** The C string naming a function the API's resolver is asked for ({@code const char *pName}). */
    NAME("name", "ptr name", CType.POINTER),
    /** Out: a resolved function's address ({@code void **pfn}). */
    FUNCTION("function*", "ptr* function", CType.POINTER),
    /** Out: a paired read's stamps as an array ({@code uint64_t *pTimestamps}), the host's first. */
    STAMPS("stamps*", "long* stamps", CType.POINTER),
    /** Out: how far apart a paired read's stamps may be ({@code uint64_t *pMaxDeviation}). */
    DEVIATION("deviation*", "long* deviation", CType.POINTER),
    /**
     * Out: the new event a record returns ({@code cl_event *event}), handed to the event's {@code ReturnedEvent}
     * holder in place of the one it held.
     */
    RETURNED_EVENT("event*", "ptr* event", CType.POINTER),
    /**
     * Out: a command's execution status ({@code cl_int *}): 0 reached, positive not yet, negative the command's
     * error status.
     */
    EXECUTION("execution*", "int* execution", CType.POINTER);

    private final String name;
    private final String cShape;
    private final CType type;

    Argument(String name, String cShape, CType type) {
        this.name = name;
        this.cShape = cShape;
        this.type = type;
    }

    /** What the parameter is for, which the header check compares with the C declaration. */
    public Role role() {
        return switch (this) {
            case NEW_EVENT -> new Role.OutHandle(Role.HandleKind.EVENT);
            case NEW_STREAM -> new Role.OutHandle(Role.HandleKind.STREAM);
            case EVENT, RELEASED_EVENT, START, END -> new Role.Handle(Role.HandleKind.EVENT);
            case STREAM, RELEASED_STREAM -> new Role.Handle(Role.HandleKind.STREAM);
            case MILLIS -> new Role.OutTime(Role.TimeForm.FLOAT_MILLIS);
            case FLAGS -> new Role.Flags();
            case STATUS -> new Role.Status();
            case TEXT -> new Role.OutText();
            case VERSION, VALID_BITS -> new Role.OutInt();
            case NEW_DEVICE -> new Role.OutHandle(Role.HandleKind.DEVICE);
            case NEW_POOL -> new Role.OutHandle(Role.HandleKind.POOL);
            case NEW_CONTEXT -> new Role.OutHandle(Role.HandleKind.CONTEXT);
            case RELEASED_POOL -> new Role.Handle(Role.HandleKind.POOL);
            case TICKS -> new Role.OutTime(Role.TimeForm.U64_TICKS);
            case FREQUENCY -> new Role.OutFrequency();
            case HOST_TIME -> new Role.OutClock(true);
            case DEVICE_TIME -> new Role.OutClock(false);
            case TIMEOUT -> new Role.Timeout();
            case COUNT -> new Role.Count();
            case EVENT_LIST -> new Role.HandleList(Role.HandleKind.EVENT);
            case RELEASED_STREAM_ARRAY -> new Role.HandleList(Role.HandleKind.STREAM);
            case NAME -> new Role.SymbolName();
            case FUNCTION -> new Role.OutFunction();
            case STAMPS -> new Role.OutClockArray();
            case DEVIATION -> new Role.OutDeviation();
            case RETURNED_EVENT -> new Role.OutHandle(Role.HandleKind.EVENT);
            case EXECUTION -> new Role.OutExecution();
        };
    }

    /**
     * Whether the generated backend passes a live handle here as its address ({@link Parameter#handle()}): a live
     * event's, a stream's, or a span's two events. A handle given up for the last time is passed as a segment.
     */
    public boolean byAddress() {
        return this == EVENT || this == STREAM || this == START || this == END;
    }

    /** What a message calls it ("event*"). */
    public String word() {
        return name;
    }

    /** How {@code Op}'s Javadoc spells it ("ptr* event"). */
    public String cShape() {
        return cShape;
    }

    /** The Java type a spec method declares for it. */
    public CType type() {
        return type;
    }
}
