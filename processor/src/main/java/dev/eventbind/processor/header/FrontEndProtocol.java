package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The text the processor and the front end's JVM exchange: one record a line, its fields separated by tabs,
 * a C type as its levels (the type, then what it points to) separated by {@value #LEVEL}, each level's fields by
 * {@value #FIELD}. Tabs, newlines and backslashes in text are escaped.
 *
 * <p>A request: {@code Q header compiler-arguments...}. Its answer: {@code V version library}, {@code I file} for
 * every file read, {@code X error|warning message} (a diagnostic), then the declarations. A type is written once,
 * as {@code T number type}, before the first line that refers to it by number, and so is a file, as {@code W
 * number path}. Declarations: {@code F name file line flags} then {@code R type} and one {@code P name type} per
 * parameter (a function), {@code Y name file line type} (a typedef), {@code E name file line type} then one
 * {@code C name value text} per constant (an enum), {@code S name file line size align} then one {@code L name
 * offset-bits type} per field (a struct or union), {@code M name file line function-like tokens} (a macro, its
 * tokens separated by {@value #FIELD}). The answer ends with {@code Z} when it is complete, or is {@code N
 * message} alone when the front end refused the header.
 */
public final class FrontEndProtocol {

    /** Separates the levels of a type. */
    public static final String LEVEL = "\u001e";
    /** Separates the fields of a type level. */
    public static final String FIELD = "\u001f";

    private FrontEndProtocol() {
    }

    /** One line of fields, escaped. */
    public static String line(String kind, Object... fields) {
        StringBuilder line = new StringBuilder(kind);
        for (Object field : fields) {
            line.append('\t').append(escape(String.valueOf(field)));
        }
        return line.toString();
    }

    /** The fields of one line, unescaped. */
    public static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        if (line.indexOf('\\') < 0) {
            // Nothing escaped: the fields are the text between tabs.
            int start = 0;
            for (int tab = line.indexOf('\t'); tab >= 0; tab = line.indexOf('\t', start)) {
                fields.add(line.substring(start, tab));
                start = tab + 1;
            }
            fields.add(line.substring(start));
            return fields;
        }
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\t') {
                fields.add(field.toString());
                field.setLength(0);
            } else if (c == '\\' && i + 1 < line.length()) {
                char next = line.charAt(++i);
                field.append(next == 't' ? '\t' : next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }

    private static String escape(String text) {
        if (text.indexOf('\t') < 0 && text.indexOf('\n') < 0 && text.indexOf('\r') < 0 && text.indexOf('\\') < 0) {
            return text;
        }
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                case '\\' -> escaped.append("\\\\");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /** A type written as its levels. */
    public static String type(CScalar type) {
        StringBuilder text = new StringBuilder();
        for (CScalar level = type; level != null; level = level.pointee().orElse(null)) {
            if (!text.isEmpty()) {
                text.append(LEVEL);
            }
            text.append(String.join(FIELD, level.kind().name(), Integer.toString(level.bytes()),
                    level.signed() ? "1" : "0", level.platformLong() ? "1" : "0", level.spelling(),
                    level.canonical(), level.typedef()));
        }
        return text.toString();
    }

    /** A type read back from its levels. */
    public static CScalar type(String text) {
        String[] levels = text.split(LEVEL, -1);
        @Nullable CScalar type = null;
        for (int i = levels.length - 1; i >= 0; i--) {
            String[] f = levels[i].split(FIELD, -1);
            type = new CScalar(CKind.valueOf(f[0]), Integer.parseInt(f[1]), f[2].equals("1"), f[3].equals("1"),
                    f[4], f[5], f[6], type);
        }
        if (type == null) {
            throw new IllegalArgumentException("no type in \"" + text + "\"");
        }
        return type;
    }
}
