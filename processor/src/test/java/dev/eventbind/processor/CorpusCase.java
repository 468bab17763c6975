package dev.eventbind.processor;

import com.google.testing.compile.JavaFileObjects;
import dev.eventbind.processor.validation.Rule;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * One malformed spec of the error corpus: what is compiled, the rule it breaks, and where the diagnostic must
 * land.
 *
 * @param name what the case shows, for the test report
 * @param rule the rule broken
 * @param particulars text the message must contain after the rule
 * @param sources everything compiled
 * @param file the file the diagnostic must be in; null for one without a place (a processor option)
 * @param line text of the line it must be on
 * @param options extra javac options
 */
record CorpusCase(String name, Rule rule, String particulars, List<JavaFileObject> sources, JavaFileObject file,
        String line, List<String> options) {

    /** The CUDA-runtime-shaped spec's method that the {@code plus} helpers add after. */
    private static final String CUDA_LAST = "    int eventQuery(MemorySegment event);\n";
    private static final String WIDTHS_LAST = "    int platform(int first);\n";
    static final JavaFileObject WIDTHS = JavaFileObjects.forResource("specs/test/Widths.java");

    static CorpusCase of(String name, Rule rule, String particulars, JavaFileObject file, String line) {
        return new CorpusCase(name, rule, particulars, List.of(file), file, line, List.of());
    }

    /** The case with more sources compiled before its own. */
    CorpusCase alongside(JavaFileObject... others) {
        List<JavaFileObject> all = new ArrayList<>(List.of(others));
        all.addAll(sources);
        return new CorpusCase(name, rule, particulars, all, file, line, options);
    }

    /** The case compiled with extra javac options. */
    CorpusCase options(String... extra) {
        return new CorpusCase(name, rule, particulars, sources, file, line, List.of(extra));
    }

    /** The expected message start. */
    String expected() {
        return rule.breach(particulars);
    }

    @Override
    public String toString() {
        return rule.tag() + " " + name;
    }

    /** The CUDA-runtime-shaped spec with one text replaced. */
    static JavaFileObject cuda(String text, String replacement) {
        return Compilations.cudaRuntimeWith(text, replacement);
    }

    /** The CUDA-runtime-shaped spec with {@code method} added. */
    static JavaFileObject cudaPlus(String method) {
        return cuda(CUDA_LAST, CUDA_LAST + "\n" + method);
    }

    /** The widths spec with one text replaced; fails when the text is not there. */
    static JavaFileObject widths(String text, String replacement) {
        String original = Compilations.text(WIDTHS);
        if (!original.contains(text)) {
            throw new IllegalArgumentException("the widths spec has no " + text);
        }
        return Compilations.source("Widths", original.replace(text, replacement));
    }

    /** The widths spec with {@code method} added. */
    static JavaFileObject widthsPlus(String method) {
        return widths(WIDTHS_LAST, WIDTHS_LAST + "\n" + method);
    }
}
