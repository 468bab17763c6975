package dev.eventbind.processor.writing;

import com.palantir.javapoet.NameAllocator;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.Parameter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Names of the members a writer adds to a generated class. The spec's method and parameter names and the
 * statically imported layouts are taken first, so a generated field or helper never hides or clashes with them.
 */
final class MemberNames {

    private final NameAllocator names = new NameAllocator();
    private final Set<String> reserved = new HashSet<>();

    MemberNames(List<DowncallModel> calls) {
        for (CType type : CType.values()) {
            if (!type.layout().isEmpty()) {
                reserve(type.layout());
            }
        }
        for (DowncallModel call : calls) {
            reserve(call.method());
            call.parameters().stream().map(Parameter::name).forEach(this::reserve);
        }
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

    /** The handle field of a symbol: {@code cudaEventRecord} gives {@code CUDA_EVENT_RECORD}. */
    String handle(DowncallModel call) {
        return names.newName(constantCase(call.symbol()), call);
    }

    /** The handle field allocated for {@code call}. */
    String handleOf(DowncallModel call) {
        return names.get(call);
    }

    static String constantCase(String symbol) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < symbol.length(); i++) {
            char c = symbol.charAt(i);
            boolean boundary = i > 0 && Character.isUpperCase(c) && (Character.isLowerCase(symbol.charAt(i - 1))
                    || Character.isDigit(symbol.charAt(i - 1)) || i + 1 < symbol.length()
                    && Character.isLowerCase(symbol.charAt(i + 1)) && Character.isUpperCase(symbol.charAt(i - 1)));
            if (boundary && text.charAt(text.length() - 1) != '_') {
                text.append('_');
            }
            text.append(c);
        }
        return text.toString().toUpperCase(Locale.ROOT);
    }
}
