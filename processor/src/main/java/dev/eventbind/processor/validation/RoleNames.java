package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.Role;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a name says a parameter is, for the roles C types cannot tell apart: two handles of one typedef (or of
 * {@code void *}), or the two events of a span. The header's type spelling, the C parameter's name and the spec
 * parameter's name are read alike: {@code hEvent}, {@code cudaEvent_t} and {@code event} say an event;
 * {@code hCommandList}, {@code queue} and {@code cudaStream_t} a stream; {@code hEventPool} a pool;
 * {@code hStart} and {@code end} the first and second event of a span; {@code hContext} and {@code ctx} a context,
 * {@code hDevice} and {@code dev} a device, the two setup handles.
 */
final class RoleNames {

    /** Camel-case humps, digits and underscores split a name into words ("hCommandList": h, command, list). */
    private static final Pattern WORDS = Pattern.compile("_+|(?<=[a-z0-9])(?=[A-Z])");

    private static final List<String> STREAM_WORDS = List.of("stream", "streams", "queue", "queues", "list",
            "lists", "cmdlist", "commandlist", "command", "cmd", "cmdbuf", "commandbuffer");
    private static final List<String> EVENT_WORDS = List.of("event", "events", "ev", "evt");
    private static final List<String> CONTEXT_WORDS = List.of("context", "ctx");
    private static final List<String> DEVICE_WORDS = List.of("device", "dev");

    private RoleNames() {
    }

    /** The words of a name, lower case. */
    private static List<String> words(String name) {
        return Pattern.compile(" ").splitAsStream(WORDS.matcher(name).replaceAll(" ").strip())
                .filter(word -> !word.isEmpty()).map(word -> word.toLowerCase(Locale.ROOT)).toList();
    }

    /**
     * The one handle kind a name says, or empty where it says none or several ({@code event_wait_list}). A pool of
     * events ({@code hEventPool}) is a pool.
     */
    static Optional<Role.HandleKind> kind(String name) {
        Set<Role.HandleKind> said = EnumSet.noneOf(Role.HandleKind.class);
        for (String word : words(name)) {
            // A type spelt in one word (CUevent, cl_command_queue's parts) still says its kind.
            if (EVENT_WORDS.contains(word) || word.endsWith("event") || word.endsWith("events")) {
                said.add(Role.HandleKind.EVENT);
            }
            if (STREAM_WORDS.contains(word) || word.endsWith("stream")) {
                said.add(Role.HandleKind.STREAM);
            }
            if (word.equals("pool") || word.endsWith("pool")) {
                said.add(Role.HandleKind.POOL);
            }
            if (CONTEXT_WORDS.contains(word) || word.endsWith("context") || word.endsWith("ctx")) {
                said.add(Role.HandleKind.CONTEXT);
            }
            if (DEVICE_WORDS.contains(word) || word.endsWith("device")) {
                said.add(Role.HandleKind.DEVICE);
            }
        }
        if (said.contains(Role.HandleKind.POOL)) {
            return Optional.of(Role.HandleKind.POOL);
        }
        return said.size() == 1 ? Optional.of(said.iterator().next()) : Optional.empty();
    }

    /** Whether a name says the first event of a span (true: hStart, begin) or the second (false: hEnd, stop). */
    static Optional<Boolean> start(String name) {
        boolean first = false;
        boolean second = false;
        for (String word : words(name)) {
            first |= word.equals("start") || word.equals("begin") || word.equals("first");
            second |= word.equals("end") || word.equals("stop") || word.equals("last");
        }
        return first == second ? Optional.empty() : Optional.of(first);
    }

    /** The handle kind a role passes or writes, where it is a handle's. */
    static Optional<Role.HandleKind> kindOf(Role role) {
        return switch (role) {
            case Role.Handle(Role.HandleKind kind) -> Optional.of(kind);
            case Role.OutHandle(Role.HandleKind kind) -> Optional.of(kind);
            case Role.HandleList(Role.HandleKind kind) -> Optional.of(kind);
            default -> Optional.empty();
        };
    }
}
