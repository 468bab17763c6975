package dev.eventbind.processor.validation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ModuleElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Checks that a spec's module reads what its generated classes use beyond the spec itself: the generated sources
 * carry {@code @javax.annotation.processing.Generated}, from {@code java.compiler}. A spec outside a named module
 * reads every module, so it is not checked.
 */
final class ModuleChecks {

    /** The module of {@code javax.annotation.processing.Generated}. */
    static final String GENERATED_MODULE = "java.compiler";

    private ModuleChecks() {
    }

    static void check(TypeElement spec, AnnotationMirror mirror, Elements elements, ValidationReport report) {
        ModuleElement module = elements.getModuleOf(spec);
        if (module == null || module.isUnnamed() || reads(module, GENERATED_MODULE)) {
            return;
        }
        report.report(Rule.MODULE_REQUIRES, "module " + module.getQualifiedName() + " does not read "
                + GENERATED_MODULE + ", whose @Generated every generated class of " + spec.getSimpleName()
                + " carries", spec, mirror, "name");
    }

    /** Whether {@code module} reads {@code name}: requires it, or requires a module that requires it transitively. */
    private static boolean reads(ModuleElement module, String name) {
        Deque<ModuleElement> pending = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        for (ModuleElement.RequiresDirective requires : ElementFilter.requiresIn(module.getDirectives())) {
            pending.add(requires.getDependency());
        }
        while (!pending.isEmpty()) {
            ModuleElement read = pending.pop();
            if (read.getQualifiedName().contentEquals(name)) {
                return true;
            }
            if (!seen.add(read.getQualifiedName().toString())) {
                continue;
            }
            for (ModuleElement.RequiresDirective requires : ElementFilter.requiresIn(read.getDirectives())) {
                if (requires.isTransitive()) {
                    pending.add(requires.getDependency());
                }
            }
        }
        return false;
    }
}
