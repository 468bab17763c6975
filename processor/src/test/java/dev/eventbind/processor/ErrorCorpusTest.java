package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The error corpus: every malformed spec gets its rule's diagnostic, of the rule's kind, in its file and on the
 * line of the offending element or value, and nothing lands in a generated file. Every rule of the catalogue has
 * a case here.
 */
class ErrorCorpusTest {

    static Stream<CorpusCase> corpus() {
        return Stream.of(SpecCorpus.cases(), HeaderCorpus.cases(), ShapeCorpus.cases(), OpShapeCorpus.cases(),
                StructCorpus.cases(), StructCorpus.descriptorCases())
                .flatMap(List::stream);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void eachMalformedSpecGetsItsTaggedDiagnosticOnItsLine(CorpusCase corpusCase) {
        Compilation compilation = Compilations.compile(corpusCase.options(),
                corpusCase.sources().toArray(JavaFileObject[]::new));

        if (corpusCase.rule().kind() == Rule.Kind.ERROR) {
            assertThat(compilation).failed();
        }
        var found = switch (corpusCase.rule().kind()) {
            case ERROR -> assertThat(compilation).hadErrorContaining(corpusCase.expected());
            case WARNING -> assertThat(compilation).hadWarningContaining(corpusCase.expected());
            case NOTE -> assertThat(compilation).hadNoteContaining(corpusCase.expected());
        };
        if (corpusCase.file() != null) {
            found.inFile(corpusCase.file()).onLineContaining(corpusCase.line());
        }
        Set<URI> written = corpusCase.sources().stream().map(JavaFileObject::toUri).collect(Collectors.toSet());
        for (Diagnostic<? extends JavaFileObject> diagnostic : compilation.diagnostics()) {
            String message = diagnostic.getMessage(Locale.ROOT);
            assertTrue(diagnostic.getSource() == null || written.contains(diagnostic.getSource().toUri()),
                    "a diagnostic in a generated file: " + message);
            assertTrue(corpusCase.rule() == Rule.PROCESSOR_FAILURE || !message.contains(
                    Rule.PROCESSOR_FAILURE.tag()), message);
        }
    }

    @Test
    void everyRuleHasACaseInTheCorpus() {
        Set<Rule> uncovered = EnumSet.allOf(Rule.class);
        corpus().map(CorpusCase::rule).forEach(uncovered::remove);
        // A module compilation needs source files on disk, which the corpus's in-memory sources are not:
        // ModuleReadsTest has that rule's case.
        uncovered.remove(Rule.MODULE_REQUIRES);

        assertEquals(Set.of(), uncovered, "rules without an error test");
    }

    @Test
    void theSpecGuideListsExactlyTheRulesWithTheirKindsAndWords() throws IOException {
        Path guide = Path.of("..", "docs", "spec-guide.md");
        Set<String> listed = Files.readAllLines(guide).stream()
                .filter(line -> line.startsWith("| `[EventBind"))
                .collect(Collectors.toSet());
        Set<String> rules = Stream.of(Rule.values())
                .map(rule -> "| `" + rule.tag() + "` | " + rule.kind().name().toLowerCase(Locale.ROOT) + " | "
                        + rule.rule().substring(rule.tag().length() + 1) + " |")
                .collect(Collectors.toSet());

        Set<String> missing = new TreeSet<>(rules);
        missing.removeAll(listed);
        Set<String> extra = new TreeSet<>(listed);
        extra.removeAll(rules);
        assertEquals(Set.of(), missing, guide + " lacks these rows of the catalogue");
        assertEquals(Set.of(), extra, guide + " has rows the catalogue does not");
    }

    @Test
    void theCorpusHoldsAtLeastSixtyMalformedSpecs() {
        List<String> names = corpus().map(CorpusCase::toString).toList();

        assertTrue(names.size() >= 60, names.size() + " cases");
        assertEquals(names.size(), Set.copyOf(names).size(), "case names are distinct: " + names.stream()
                .collect(Collectors.groupingBy(name -> name, Collectors.counting())));
    }
}
