package dev.eventbind.processor.model;

import java.util.List;

/**
 * A class name as the writers need it: its package and its simple names from the outermost class in.
 *
 * @param packageName the package, empty for the unnamed package
 * @param simpleNames the simple names, outermost first ({@code ["Outer", "Spec"]} for a nested spec)
 */
public record JavaName(String packageName, List<String> simpleNames) {

    public JavaName {
        simpleNames = List.copyOf(simpleNames);
        if (simpleNames.isEmpty()) {
            throw new IllegalArgumentException("a class has a simple name");
        }
    }

    /** A top-level class in {@code packageName}. */
    public static JavaName topLevel(String packageName, String simpleName) {
        return new JavaName(packageName, List.of(simpleName));
    }

    /** The canonical name ("pkg.Outer.Spec"). */
    public String canonical() {
        String nested = String.join(".", simpleNames);
        return packageName.isEmpty() ? nested : packageName + "." + nested;
    }

    /** The binary name a class loader uses ("pkg.Outer$Spec"). */
    public String binary() {
        String nested = String.join("$", simpleNames);
        return packageName.isEmpty() ? nested : packageName + "." + nested;
    }

    /** The innermost simple name. */
    public String simpleName() {
        return simpleNames.getLast();
    }
}
