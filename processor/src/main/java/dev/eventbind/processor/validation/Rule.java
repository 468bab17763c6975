package dev.eventbind.processor.validation;

import javax.tools.Diagnostic;

/**
 * The catalogue of every diagnostic the processor reports: each rule with its tag (which a user searches for and
 * a test matches), its kind, the rule as a sentence, and how to fix a breach where that is not obvious. A message
 * is {@code [Tag] rule: particulars}, followed by the fix on its own line.
 */
public enum Rule {
    NOT_INTERFACE("EventBindNotInterface", Kind.ERROR, "a spec is an interface", ""),
    GENERIC_SPEC("EventBindGenericSpec", Kind.ERROR, "a spec and its methods have no type parameters", ""),
    PRIVATE_SPEC("EventBindPrivateSpec", Kind.ERROR, "a spec is visible to its package", ""),
    SEALED_SPEC("EventBindSealedSpec", Kind.ERROR, "a spec is not sealed",
            "the generated class implements the spec; drop sealed/permits"),
    TWO_KINDS("EventBindTwoKinds", Kind.ERROR, "a spec is an @EventBackend or a @NativeFunctions, not both", ""),
    BLANK_NAME("EventBindBlankName", Kind.ERROR, "a spec has a name", ""),
    NAME_CHARACTERS("EventBindNameCharacters", Kind.ERROR, "a spec's name has no control character or line break",
            "the name is printed in messages, log lines and trace files; write it on one line of printable text"),
    DUPLICATE_BACKEND("EventBindDuplicateBackend", Kind.ERROR, "a backend name belongs to one spec",
            "discovery compares names ignoring case and surrounding spaces"),
    EMPTY_LIBRARY("EventBindEmptyLibrary", Kind.ERROR, "a library names at least one candidate", ""),
    LIBRARY_PLACES("EventBindLibraryPlaces", Kind.ERROR, "a library's candidates are file names, its homes"
            + " environment variables, its default homes absolute folders, its subfolders inside a home, its"
            + " resource an absolute classpath path, and loadsByName bare names, icd: folders or vulkan:", ""),
    BLANK_OVERRIDE("EventBindBlankOverride", Kind.ERROR,
            "a library names its override system property and environment variable", ""),
    BAD_OVERRIDE("EventBindBadOverride", Kind.ERROR,
            "an override property or environment variable name has no spaces and no '='", ""),
    DUPLICATE_OVERRIDE("EventBindDuplicateOverride", Kind.ERROR,
            "an override property or environment variable belongs to one backend",
            "one setting would redirect both backends; give each its own"),
    STATUS_CONFLICT("EventBindStatusConflict", Kind.ERROR, "the success status is neither not-ready nor poisoned",
            ""),
    DUPLICATE_STATUS("EventBindDuplicateStatus", Kind.ERROR, "a status is listed once in notReady and poisoned",
            "a status is either not-ready or poisoned, and each appears once"),
    NOT_READY("EventBindNotReady", Kind.ERROR, "a spec whose query or timed wait says \"not yet\" with a status"
            + " lists that status in notReady", "add notReady = {...} to the @Status with the API's not-ready and"
            + " timeout statuses"),
    DUPLICATE_CODE("EventBindDuplicateCode", Kind.ERROR, "each @Code has its own value", ""),
    STATUS_NAMES("EventBindStatusNames", Kind.ERROR,
            "a status prefix names integer constants the spec's header declares",
            "correct the prefix, or name the header that declares the statuses with header = \"...\""),
    STATUS_SELECTION("EventBindStatusSelection", Kind.ERROR,
            "a status table's include names integer constants of the spec's header, and its exclude and sign the"
                    + " constants its prefix names", "take the name from the header, or drop it"),
    MISSING_OP("EventBindMissingOp", Kind.ERROR, "every required op is bound", ""),
    DUPLICATE_OP("EventBindDuplicateOp", Kind.ERROR, "an op is bound once", ""),
    REQUIRED_OPTIONAL("EventBindRequiredOptional", Kind.ERROR, "an op the EventApi needs is not optional",
            "remove optional = true; only ERROR_NAME, ERROR_MESSAGE, VERSION and INIT may be missing"),
    IGNORED_FLAGS("EventBindIgnoredFlags", Kind.ERROR, "flags is set only on a method that passes flags",
            "add the int flags parameter of the op's longer shape, or remove flags"),
    DUPLICATE_SYMBOL("EventBindDuplicateSymbol", Kind.ERROR, "a symbol is bound by one method, or by two ops",
            ""),
    BAD_SYMBOL("EventBindBadSymbol", Kind.ERROR, "a symbol is a C identifier that is not a keyword", ""),
    OP_SHAPE("EventBindOpShape", Kind.ERROR, "a @Bind method has its op's C shape", ""),
    HOST_CLOCK("EventBindHostClock", Kind.ERROR, "a paired clock names the host clock its host time stamps",
            "add hostClock = PairedHostClock.CLOCK_MONOTONIC_RAW or CLOCK_MONOTONIC, as the API documents its host"
                    + " time"),
    IGNORED_ATTRIBUTE("EventBindIgnoredAttribute", Kind.ERROR, "an @Bind attribute is written only on the op that"
            + " reads it", "remove it, or move it to the method that binds that op"),
    CRITICAL_BLOCKING("EventBindCriticalBlocking", Kind.ERROR, "critical is only for ops that never block", ""),
    CRITICAL_ENQUEUE("EventBindCriticalEnqueue", Kind.ERROR, "critical is never for an op that enqueues: with the"
            + " device's queue full it blocks (a CUDA record does once about a thousand commands are pending)", ""),
    UNSUPPORTED_TYPE("EventBindUnsupportedType", Kind.ERROR, "a downcall takes int, long, float, double, short,"
            + " byte or MemorySegment and returns one of them or void", ""),
    UNANNOTATED_METHOD("EventBindUnannotatedMethod", Kind.ERROR,
            "every abstract spec method is annotated @Bind or @Downcall", ""),
    INHERITED_METHOD("EventBindInheritedMethod", Kind.ERROR,
            "every abstract method a spec inherits is annotated @Bind or @Downcall",
            "annotate the inherited method where it is declared, or give it a default body"),
    DIAMOND_BINDING("EventBindDiamondBinding", Kind.ERROR,
            "a method a spec inherits from two interfaces has one binding", ""),
    BIND_AND_DOWNCALL("EventBindBindAndDowncall", Kind.ERROR, "a method is annotated @Bind or @Downcall, not both",
            ""),
    BIND_OUTSIDE_BACKEND("EventBindBindOutsideBackend", Kind.ERROR, "@Bind belongs in an @EventBackend spec", ""),
    NOT_ABSTRACT("EventBindNotAbstract", Kind.ERROR, "an annotated spec method is abstract", ""),
    RESERVED_NAME("EventBindReservedName", Kind.ERROR,
            "a spec method does not take the signature of a generated member", ""),
    UNDECLARED_SYMBOL("EventBindUndeclaredSymbol", Kind.ERROR, "every symbol is declared in the spec's header", ""),
    NO_SYMBOL_DECLARED("EventBindWrongHeader", Kind.ERROR, "the spec's header declares the spec's symbols",
            "name the header that declares them, or check the include path"),
    HANDLE_TYPE("EventBindHandleType", Kind.ERROR,
            "each handle argument has its op's handle type, by value where the op passes it and by pointer where"
                    + " the op writes it", ""),
    OUT_POINTEE("EventBindOutPointee", Kind.ERROR,
            "an out-parameter points to the C type the generated code reads back", ""),
    BOUND_ARGUMENT("EventBindBoundArgument", Kind.ERROR,
            "a bound argument is one of @From, @Constant or @Descriptor on a parameter of a @Bind method that can"
                    + " take it", ""),
    BOUND_CONSTANT("EventBindBoundConstant", Kind.ERROR, "a bound constant fits its C parameter's type", ""),
    DESCRIPTOR("EventBindDescriptor", Kind.ERROR,
            "a descriptor names a struct of the spec's header, whole integer fields of it each given one value,"
                    + " and a pointer parameter to it, one per call; its slot field holds every index of its pool",
            ""),
    DESCRIPTOR_CONSTANT("EventBindDescriptorConstant", Kind.ERROR,
            "a descriptor's constant fits its field's C width and signedness", ""),
    DESCRIPTOR_READ("EventBindDescriptorRead", Kind.ERROR,
            "a descriptor the call writes (read = ...) stands for the out-integer of Op.TIMER_FREQUENCY,"
                    + " Op.TIMESTAMP_BITS or Op.EVENT_TIMESTAMP, and names a whole integer field of its record, through"
                    + " nested records, no wider than the op's value",
            "name the field as a path of member names (\"global.kernelEnd\"), or drop read for a descriptor the"
                    + " call only reads"),
    DESCRIPTOR_FROM("EventBindDescriptorFrom", Kind.ERROR,
            "a descriptor field given from takes the value of Op.QUEUE_FAMILY, written by hand, in an integer field"
                    + " of 4 or 8 bytes, in a descriptor the backend fills after it opened, and no constant besides",
            "write the op by hand, @Implements(Op.QUEUE_FAMILY) default int queueFamily(StatusConvention status,"
                    + " @From(Op.DEVICE_GET) MemorySegment device) throws DriverException, or give the field a"
                    + " constant"),
    HAND_WRITTEN_OP("EventBindHandWrittenOp", Kind.ERROR,
            "a hand-written op is a default method with its op's EventApi signature over native handles, the status"
                    + " convention first", ""),
    DEVICE_RANK("EventBindDeviceRank", Kind.ERROR, "a spec that ranks its device (Op.DEVICE_RANK) declares the"
            + " best rank its devices reach, which the device's rank can only lower",
            "declare rank = Rank.GPU (or PORTABLE), or drop the hand-written DEVICE_RANK"),
    PROVIDER("EventBindProvider", Kind.ERROR,
            "a @NativeFunctions spec's events class is a public class with public static probe() returning"
                    + " BackendProbe and public static open() returning an EventApi, neither taking a parameter",
            "declare them on the class, or leave events at void.class and register a provider of your own"),
    OP_DEPENDENCY("EventBindOpDependency", Kind.ERROR, "an op that works with another op is bound with it", ""),
    POOL_LIFETIME("EventBindPoolLifetime", Kind.WARNING, "a backend that releases its device destroys the event"
            + " pools it made first", "bind Op.EVENT_POOL_DESTROY (zeEventPoolDestroy): a driver may refuse to"
            + " release a context while pools made in it live, and the pools leak"),
    RESOLVED_FUNCTION("EventBindResolvedFunction", Kind.ERROR,
            "a function reached through the API's resolver has the resolver bound (Op.PROC_ADDRESS) and is called"
                    + " after it",
            "bind the resolver, @Bind(value = Op.PROC_ADDRESS, symbol = \"vkGetDeviceProcAddr\") MemorySegment"
                    + " procAddress(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment name), or drop"
                    + " resolved = true for a function the library exports"),
    RESOLVER_SIGNATURE("EventBindResolverSignature", Kind.ERROR,
            "the resolver takes the function's name as a C string and answers the function's address", ""),
    DESCRIPTOR_ARRAY("EventBindDescriptorArray", Kind.ERROR,
            "an array of records has its count bound just before it, and a paired read's array asks for two stamps,"
                    + " the host's first", ""),
    STRUCT("EventBindStruct", Kind.ERROR, "a @Struct names a record of the spec's header, once", ""),
    STRUCT_FIELD("EventBindStructField", Kind.ERROR, "a @Struct field is a member of its record, or a path through"
            + " members of record type, named once and not a bit-field", ""),
    STRUCT_TYPE("EventBindStructType", Kind.ERROR, "a @Struct type is a constant of the header that fits the"
            + " record's first field, an integer", "name the constant as the header spells it"
            + " (\"VK_STRUCTURE_TYPE_SUBMIT_INFO_2\"), or drop type for a record with no structure type"),
    ARRAY_OF_ONE("EventBindArrayOfOne", Kind.ERROR,
            "a handle passed as an array of one has the array's count bound to 1 (@Constant(1)) just before it", ""),
    ARGUMENT_ORDER("EventBindArgumentOrder", Kind.ERROR, "a C function takes an op's arguments in the op's order",
            "bind a function with the op's order, or a wrapper of your own that reorders them"),
    AMBIGUOUS_ROLES("EventBindAmbiguousRoles", Kind.ERROR, "where C types cannot tell an op's handles apart, the"
            + " names say which is which", "name the parameters after their roles in the spec (event, stream),"
            + " or bind a function whose header names or types them"),
    ROLE_NAME("EventBindRoleName", Kind.WARNING, "a spec parameter's name says the role the header gives it",
            "rename the parameter: the generated code passes what the header's declaration says"),
    RENAMED_SYMBOL("EventBindRenamedSymbol", Kind.NOTE,
            "a symbol the header renames with #define binds the original export, checked against the renamed"
                    + " prototype", ""),
    LOCAL_FUNCTION("EventBindLocalFunction", Kind.ERROR,
            "a bound function is exported, not a static or inline definition in the header",
            "bind the exported function the inline one calls, or export a wrapper from a library of your own"),
    DEPRECATED_SYMBOL("EventBindDeprecatedSymbol", Kind.WARNING, "a bound function is not deprecated", ""),
    HEADER_MISMATCH("EventBindHeaderMismatch", Kind.ERROR,
            "a method has as many parameters as its C declaration", ""),
    TYPE_MISMATCH("EventBindTypeMismatch", Kind.ERROR,
            "every parameter and the return have their C declaration's type and width", ""),
    PLATFORM_LONG("EventBindPlatformLong", Kind.WARNING,
            "a C long is 8 bytes on Linux and macOS but 4 on Windows",
            "this spec is right for the target only; prefer an API whose type has a fixed width, or keep one"
                    + " spec per data model"),
    VARIADIC("EventBindVariadic", Kind.ERROR, "a bound C function has a fixed parameter list",
            "a variadic function needs a variadic call, which generated downcalls do not make"),
    HEADER_NOT_FOUND("EventBindHeaderNotFound", Kind.ERROR, "the spec's header is on the include path",
            "correct the name, add its folder with -Aeventbind.includePath, or build without header checks with"
                    + " -Aeventbind.headerChecks=skip"),
    HEADER_NOT_C("EventBindHeaderNotC", Kind.ERROR, "the spec's header is valid C for the target",
            "fix the include path, -Aeventbind.define, -Aeventbind.std or -Aeventbind.target so the header"
                    + " compiles as the vendor's build compiles it"),
    HEADER_UNCHECKABLE("EventBindHeaderUncheckable", Kind.ERROR, "a header the spec names is checked", ""),
    HEADER_CHECKS_SKIPPED("EventBindHeaderChecksSkipped", Kind.WARNING,
            "the spec's symbols are checked against its header unless the build opts out", ""),
    HEADER_CHECKED("EventBindHeaderChecked", Kind.NOTE, "the spec's symbols were checked against its header", ""),
    MODULE_REQUIRES("EventBindModuleRequires", Kind.ERROR, "a spec's module reads the modules its generated code"
            + " uses", "add requires static transitive java.compiler; to module-info.java: the generated classes carry"
            + " @javax.annotation.processing.Generated (source retention, so nothing at run time)"),
    GENERATED_NAME_CLASH("EventBindNameClash", Kind.ERROR, "a generated class has a name of its own",
            "rename the spec or the other type"),
    BAD_OPTION("EventBindBadOption", Kind.ERROR, "a processor option has a value the processor knows", ""),
    PROCESSOR_FAILURE("EventBindProcessorFailure", Kind.ERROR, "the eventbind processor fails no spec",
            "this is a processor bug; the stack trace above says where");

    /** How a breach is reported. */
    public enum Kind {
        /** The spec generates nothing. */
        ERROR(Diagnostic.Kind.ERROR),
        /** The spec still generates, but something is unchecked or platform-bound. */
        WARNING(Diagnostic.Kind.WARNING),
        /** Information: what was checked. */
        NOTE(Diagnostic.Kind.NOTE);

        private final Diagnostic.Kind javac;

        Kind(Diagnostic.Kind javac) {
            this.javac = javac;
        }

        /** The javac kind. */
        public Diagnostic.Kind javac() {
            return javac;
        }
    }

    private final String tag;
    private final Kind kind;
    private final String text;
    private final String fix;

    Rule(String tag, Kind kind, String text, String fix) {
        this.tag = tag;
        this.kind = kind;
        this.text = text;
        this.fix = fix;
    }

    /** The tag in brackets ("[EventBindMissingOp]"). */
    public String tag() {
        return "[" + tag + "]";
    }

    /** Error, warning or note. */
    public Kind kind() {
        return kind;
    }

    /** The tag and the rule ("[EventBindMissingOp] every required op is bound"). */
    public String rule() {
        return tag() + " " + text;
    }

    /** How to fix a breach; empty where the rule says it. */
    public String fix() {
        return fix;
    }

    /** The first line of the message for one breach: the rule and its particulars. */
    public String breach(String particulars) {
        return rule() + ": " + particulars;
    }

    /** The message for one breach: the rule, its particulars, and the fix on a line of its own. */
    public String message(String particulars) {
        return breach(particulars) + (fix.isEmpty() ? "" : "\n  fix: " + fix);
    }
}
