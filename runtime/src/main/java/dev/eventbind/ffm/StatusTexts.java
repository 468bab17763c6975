package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The vendor's name and description of each status code, looked up once per code and cached: generated
 * backends call it only on the failure path, so a driver that fails in a loop asks its error-name function once.
 *
 * <p>Names come from the API's own functions ({@code cudaGetErrorName}) when the backend binds them, otherwise,
 * or when they return nothing, from the spec's code table.
 */
public final class StatusTexts {

    /**
     * What a status is called.
     *
     * @param name the vendor's name ("cudaErrorNotReady"), or {@code null} when unknown
     * @param message the vendor's description, or {@code null} when unknown
     * @param literal the status as the vendor's header writes it when that is hexadecimal ("0x70000001"), or
     *     {@code null} to show it in decimal
     */
    public record Text(@Nullable String name, @Nullable String message, @Nullable String literal) {

        /**
         * A name and message for a status shown in decimal.
         *
         * @param name the vendor's name, or {@code null} when unknown
         * @param message the vendor's description, or {@code null} when unknown
         */
        public Text(@Nullable String name, @Nullable String message) {
            this(name, message, null);
        }

        /**
         * A name alone, for a status shown in decimal: a row of a header's table, which has no messages.
         *
         * @param name the vendor's name
         */
        public Text(String name) {
            this(name, null, null);
        }
    }

    private static @Nullable String none(int status) {
        return null;
    }

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final IntFunction<@Nullable String> names;
    private final IntFunction<@Nullable String> messages;
    private final Map<Integer, Text> table;
    private final Map<Integer, Text> cache = new ConcurrentHashMap<>();

    /**
     * Texts from the API's own functions, then the spec's table.
     *
     * @param names the API's error-name function, returning {@code null} for a code it does not know
     * @param messages the API's error-string function, likewise
     * @param table the spec's code table; an empty message there means none
     */
    public StatusTexts(IntFunction<@Nullable String> names, IntFunction<@Nullable String> messages,
            Map<Integer, Text> table) {
        this.names = Objects.requireNonNull(names, "names");
        this.messages = Objects.requireNonNull(messages, "messages");
        this.table = Map.copyOf(table);
    }

    /**
     * Texts from a code table alone, for APIs without error-name functions (OpenCL).
     *
     * @param table the name and message of each known code
     * @return the texts
     */
    public static StatusTexts fromTable(Map<Integer, Text> table) {
        return new StatusTexts(StatusTexts::none, StatusTexts::none, table);
    }

    /**
     * The name and message of {@code status}.
     *
     * @param status a status code of the API
     * @return its texts; unknown parts are null
     */
    public Text lookup(int status) {
        Text cached = cache.get(status);
        return cached != null ? cached : cache.computeIfAbsent(status, this::resolve);
    }

    /**
     * Whether the API or the spec has a name for {@code status}: a row of the spec's table, or an answer of the
     * API's error-name function that is one C identifier ({@code "cudaErrorMemoryAllocation"}), not a sentence
     * such as {@code "unrecognized error code"}.
     *
     * @param status a status code of the API
     * @return whether it is named
     */
    public boolean names(int status) {
        if (table.containsKey(status)) {
            return true;
        }
        String name = lookup(status).name();
        return name != null && IDENTIFIER.matcher(name).matches();
    }

    private Text resolve(int status) {
        Text row = table.getOrDefault(status, new Text(null, null));
        String name = call(names, status);
        String message = call(messages, status);
        return new Text(name != null ? name : row.name(), message != null ? message : blankToNull(row.message()),
                row.literal());
    }

    /** An optional error-name symbol the library lacks reads as "no name", never as a second failure. */
    private static @Nullable String call(IntFunction<@Nullable String> function, int status) {
        try {
            return blankToNull(function.apply(status));
        } catch (BackendUnavailableException e) {
            return null;
        }
    }

    private static @Nullable String blankToNull(@Nullable String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
