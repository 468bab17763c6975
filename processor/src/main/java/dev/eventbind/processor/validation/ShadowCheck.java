package dev.eventbind.processor.validation;

import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * The generated class implements the spec, so it inherits the spec's nested types and constants, and inside it
 * those hide what the generated code imports: a spec's nested {@code MethodHandle} or constant {@code JAVA_INT}
 * would turn the generated source into one that does not compile. These are the names it must leave alone.
 */
final class ShadowCheck {

    /** Simple names of the types generated code refers to by import or from java.lang. */
    private static final Set<String> TYPES = Set.of("MemorySegment", "MethodHandle", "FunctionDescriptor",
            "ValueLayout", "Linker", "Arena", "SymbolLookup", "List", "Map", "Objects", "Optional", "OptionalInt",
            "ServiceLoader", "Generated", "EventApi", "Elapsed", "DriverException", "BackendUnavailableException",
            "BackendProbe", "BackendProvider", "Rank", "NativeSymbol", "NativeLinker", "LinkedLibrary", "LibraryPlan",
            "StatusTexts", "Scratch", "CStrings", "Override", "Object", "String", "Integer", "Long", "Float",
            "Double", "Short", "Byte", "Math", "Throwable", "Error", "RuntimeException", "IllegalStateException",
            "IllegalArgumentException", "AssertionError", "SuppressWarnings");

    /** The layouts generated code imports statically. */
    private static final Set<String> CONSTANTS = Set.of("ADDRESS", "JAVA_INT", "JAVA_LONG", "JAVA_SHORT",
            "JAVA_BYTE", "JAVA_FLOAT", "JAVA_DOUBLE", "JAVA_CHAR", "JAVA_BOOLEAN");

    private ShadowCheck() {
    }

    static void check(TypeElement spec, ValidationReport report) {
        for (Element member : spec.getEnclosedElements()) {
            String name = member.getSimpleName().toString();
            boolean type = member.getKind().isClass() || member.getKind().isInterface();
            if (type && TYPES.contains(name) || member.getKind() == ElementKind.FIELD && CONSTANTS.contains(name)) {
                report.report(Rule.SHADOWED_NAME, (type ? "the nested type " : "the constant ") + name
                        + " hides the generated code's " + name, member);
            }
        }
    }
}
