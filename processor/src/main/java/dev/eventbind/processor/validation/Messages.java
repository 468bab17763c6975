package dev.eventbind.processor.validation;

/**
 * Every diagnostic the processor reports, each phrased as the rule that was broken and tagged so a user can
 * search for it and a test can match it. A message is a rule followed by ": " and the particulars.
 */
public final class Messages {

    public static final String NOT_INTERFACE = "[EventBindNotInterface] a spec is an interface";
    public static final String GENERIC_SPEC =
            "[EventBindGenericSpec] a spec and its methods have no type parameters";
    public static final String PRIVATE_SPEC = "[EventBindPrivateSpec] a spec is visible to its package";
    public static final String TWO_KINDS =
            "[EventBindTwoKinds] a spec is an @EventBackend or a @NativeFunctions, not both";
    public static final String BLANK_NAME = "[EventBindBlankName] a spec has a name";
    public static final String DUPLICATE_BACKEND = "[EventBindDuplicateBackend] a backend name belongs to one spec";
    public static final String EMPTY_LIBRARY = "[EventBindEmptyLibrary] a library names at least one candidate";
    public static final String BLANK_OVERRIDE =
            "[EventBindBlankOverride] a library names its override system property and environment variable";
    public static final String STATUS_CONFLICT =
            "[EventBindStatusConflict] the success status is neither not-ready nor poisoned";
    public static final String MISSING_OP = "[EventBindMissingOp] every required op is bound";
    public static final String DUPLICATE_OP = "[EventBindDuplicateOp] an op is bound once";
    public static final String DUPLICATE_SYMBOL = "[EventBindDuplicateSymbol] a symbol is bound by one method";
    public static final String BAD_SYMBOL = "[EventBindBadSymbol] a symbol is a C identifier";
    public static final String OP_SHAPE = "[EventBindOpShape] a @Bind method has its op's C shape";
    public static final String CRITICAL_BLOCKING =
            "[EventBindCriticalBlocking] critical is only for ops that never block";
    public static final String UNSUPPORTED_TYPE = "[EventBindUnsupportedType] a downcall takes int, long, float, double,"
            + " short, byte or MemorySegment and returns one of them or void";
    public static final String UNANNOTATED_METHOD =
            "[EventBindUnannotatedMethod] every abstract spec method is annotated @Bind or @Downcall";
    public static final String BIND_AND_DOWNCALL =
            "[EventBindBindAndDowncall] a method is annotated @Bind or @Downcall, not both";
    public static final String BIND_OUTSIDE_BACKEND =
            "[EventBindBindOutsideBackend] @Bind belongs in an @EventBackend spec";
    public static final String NOT_ABSTRACT = "[EventBindNotAbstract] an annotated spec method is abstract";
    public static final String RESERVED_NAME =
            "[EventBindReservedName] a spec method does not take the signature of a generated member";
    public static final String UNDECLARED_SYMBOL =
            "[EventBindUndeclaredSymbol] every symbol is declared in the spec's header";
    public static final String HEADER_MISMATCH =
            "[EventBindHeaderMismatch] a method has its C declaration's parameter count and kinds";
    public static final String HEADER_NOT_FOUND =
            "[EventBindHeaderNotFound] the spec's header is on the include path, or its symbols go unchecked";
    public static final String PROCESSOR_FAILURE = "[EventBindProcessorFailure] the eventbind processor fails no spec";

    private Messages() {
    }

    /** {@code rule} with its particulars. */
    public static String of(String rule, String particulars) {
        return rule + ": " + particulars;
    }
}
