package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.processor.model.Role;
import dev.eventbind.spec.Op;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.ExecutableElement;

/**
 * The roles of a bound function no header declares (the spec names none, or header checks are off), where shapes of
 * its op share its Java types but put their handles in another order ({@code record(event, stream)} and
 * {@code record(stream, event)}): the spec's parameter names say which, as {@link RoleNames} reads them. Names that
 * say nothing, or contradict each other, are {@link Rule#AMBIGUOUS_ROLES}: taking the first shape would pass a
 * command list where the function takes an event, and no check would ever say so.
 */
final class UndeclaredRoles {

    private UndeclaredRoles() {
    }

    /**
     * {@code chosen} with the shape of each method whose handles the names place; the others reported. For a spec
     * whose header was not read: none names one, or header checks are off.
     *
     * @param written the ops written by hand
     */
    static Map<ExecutableElement, OpShape> choose(List<DeclaredMethod> methods, Map<ExecutableElement, OpShape> chosen,
            Set<Op> written, ValidationReport report) {
        boolean createBound = written.contains(Op.EVENT_CREATE)
                || methods.stream().anyMatch(m -> m.op().filter(op -> op == Op.EVENT_CREATE).isPresent());
        Map<ExecutableElement, OpShape> result = new HashMap<>(chosen);
        for (DeclaredMethod method : methods) {
            if (method.shape().isEmpty() || !method.misfit().isEmpty() || chosen.containsKey(method.method())) {
                continue;
            }
            List<OpShape> candidates = candidates(method.shape().get(), createBound);
            if (candidates.size() < 2) {
                continue;
            }
            List<String> names = method.source().parameters().stream().filter(p -> !p.isBound())
                    .map(p -> p.element().getSimpleName().toString()).toList();
            Optional<OpShape> named = byNames(candidates, names);
            if (named.isPresent()) {
                result.put(method.method(), named.get());
            } else {
                report.report(Rule.AMBIGUOUS_ROLES, method.symbol() + " is declared by no header, and its"
                        + " parameters (" + String.join(", ", names) + ") are alike in Java for " + candidates.stream()
                        .map(OpShape::describe).collect(Collectors.joining(" and ")) + ": their names must say which"
                        + " is the " + kinds(candidates), method.method(), method.annotation(), "symbol");
            }
        }
        return result;
    }

    /**
     * The shapes a method of {@code matched}'s Java types could be that place handles differently. A record that
     * returns its event is {@link ReturnedEvents}' to settle where no create is bound, and no candidate beside one.
     */
    private static List<OpShape> candidates(OpShape matched, boolean createBound) {
        if (matched.op() == Op.EVENT_RECORD && !createBound) {
            return List.of();
        }
        List<OpShape> alike = OpShapes.alike(matched).stream()
                .filter(shape -> !shape.arguments().contains(Argument.RETURNED_EVENT)).toList();
        boolean differ = alike.stream().map(UndeclaredRoles::handles).distinct().count() > 1;
        return differ ? alike : List.of();
    }

    /** The handle kind at each argument, empty where the argument is no handle. */
    private static List<Optional<Role.HandleKind>> handles(OpShape shape) {
        return shape.arguments().stream().map(argument -> RoleNames.kindOf(argument.role())).toList();
    }

    /** The one candidate every handle's name agrees with and none contradicts; empty when not exactly one. */
    private static Optional<OpShape> byNames(List<OpShape> candidates, List<String> names) {
        List<OpShape> agreeing = candidates.stream().filter(shape -> agrees(handles(shape), names)).toList();
        return agreeing.size() == 1 ? Optional.of(agreeing.getFirst()) : Optional.empty();
    }

    private static boolean agrees(List<Optional<Role.HandleKind>> kinds, List<String> names) {
        for (int i = 0; i < kinds.size(); i++) {
            if (kinds.get(i).isPresent() && !RoleNames.kind(names.get(i)).equals(kinds.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static String kinds(List<OpShape> candidates) {
        return candidates.stream().flatMap(shape -> handles(shape).stream()).flatMap(Optional::stream).distinct()
                .map(Role.HandleKind::word).collect(Collectors.joining(" and which the "));
    }
}
