package dev.eventbind.processor.writing;

import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.Parameter;
import dev.eventbind.processor.model.SpecModel;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Names of the members a writer adds to a generated class. Every name the spec brings into the generated class's
 * scope (its methods, their parameters, its constants and nested types, inherited ones included) and the simple
 * names of the types generated code refers to are taken first, so a generated field, holder or helper never hides,
 * or is hidden by, anything the spec declares.
 */
final class MemberNames {

    /** Simple names the generated code uses unqualified: a holder class named so would shadow them. */
    private static final List<String> USED_TYPES = List.of("MemorySegment", "MethodHandle", "FunctionDescriptor",
            "ValueLayout", "LinkedLibrary", "NativeLinker", "NativeAccess", "LibraryPlan", "List", "String",
            "Object", "Error", "RuntimeException", "Throwable", "AssertionError", "Override", "Generated",
            "Optional", "OptionalInt", "Integer", "Scratch", "StatusTexts", "StatusConvention", "BackendProbes",
            "BackendProbe", "DeviceHandle", "DriverException", "BackendUnavailableException", "EventApi", "Elapsed",
            "CStrings", "Rank", "Map", "Event", "Stream", "ProcAddresses");

    /** The members {@code <Spec>Events} inherits from {@code BoundEventApi}: no generated member hides them. */
    private static final List<String> INHERITED = List.of(EventsWriter.FUNCTIONS, EventsWriter.HEALTH, "release",
            "backend");

    private final NameAllocator names = new NameAllocator();
    private final Set<String> reserved = new HashSet<>();
    /** Each holder's name, by what it links. */
    private final java.util.Map<List<Object>, String> holders = new java.util.HashMap<>();

    /** The twin of each call that takes handles, by address: the spec's name unless an overload has its types. */
    private final java.util.Map<DowncallModel, String> byAddress = new java.util.HashMap<>();

    MemberNames(SpecModel model) {
        USED_TYPES.forEach(this::reserve);
        INHERITED.forEach(this::reserve);
        model.scope().forEach(this::reserve);
        for (DowncallModel call : model.calls()) {
            reserve(call.method());
            call.parameters().stream().map(Parameter::name).forEach(this::reserve);
        }
        // The twins' own signatures: two overloads whose handles are all that tells them apart have one twin's.
        Set<List<Object>> twins = new HashSet<>();
        for (DowncallModel call : model.calls()) {
            if (call.takesHandles()) {
                List<TypeName> types = call.parameters().stream()
                        .map(parameter -> LinkageWriter.javaType(parameter.linkedType())).toList();
                boolean taken = twins.contains(List.of(call.method(), types)) || model.calls().stream()
                        .anyMatch(other -> other.method().equals(call.method()) && other.parameters().stream()
                                .map(p -> LinkageWriter.javaType(p.type())).toList().equals(types));
                String name = taken ? names.newName(call.method() + "ByAddress") : call.method();
                byAddress.put(call, name);
                twins.add(List.of(name, types));
            }
        }
    }

    /**
     * The functions-class method the backend calls for {@code call}: where it takes handles, the twin taking them by
     * address, named as the spec's method unless the spec overloads that name with the twin's very types.
     */
    String called(DowncallModel call) {
        return byAddress.getOrDefault(call, call.method());
    }

    private void reserve(String name) {
        // Overloads and parameter names shared between methods are reserved once.
        if (reserved.add(name)) {
            names.newName(name);
        }
    }

    /** A fresh name for a generated member, {@code suggestion} when free. */
    String fresh(String suggestion) {
        return names.newName(suggestion);
    }

    /**
     * The holder class of a symbol: {@code cudaEventRecord} gives {@code CudaEventRecord}. Calls that link the
     * symbol alike (two ops bound to one function, {@code zeDeviceGetProperties}) share one holder.
     */
    String holder(DowncallModel call) {
        String symbol = call.symbol();
        List<Object> linkage = linkage(call);
        return holders.computeIfAbsent(linkage, key -> names.newName(Character.toUpperCase(symbol.charAt(0))
                + symbol.substring(1), key));
    }

    /** The holder allocated for {@code call}. */
    String holderOf(DowncallModel call) {
        return names.get(linkage(call));
    }

    /** What a holder links: the symbol, its descriptor's types (a handle's as linked), and how it is linked. */
    private static List<Object> linkage(DowncallModel call) {
        return List.of(call.symbol(), call.parameters().stream().map(Parameter::linkedType).toList(), call.returns(),
                call.critical(), call.resolved());
    }
}
