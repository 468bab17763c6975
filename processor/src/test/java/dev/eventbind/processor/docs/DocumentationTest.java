package dev.eventbind.processor.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation cannot rot unnoticed: every relative link of the README, CONTRIBUTING.md, the processor's
 * README and {@code docs/} resolves, and each Java block of the README's quick starts is an excerpt of one of the
 * example sources {@code .ci/run} compiles. (The spec guide's rule table is held to the catalogue by
 * {@code ErrorCorpusTest}.)
 */
class DocumentationTest {

    /** The repository's root, seen from this module's folder, where the tests run. */
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** Each quick start's heading in the README, and the example sources its Java blocks are taken from. */
    private static final Map<String, List<Path>> QUICK_STARTS = Map.of(
            "Quick start: an application", List.of(Path.of("examples/app/src/main/java/example/app/QuickStart.java")),
            "Quick start: a backend", List.of(
                    Path.of("examples/backend/src/main/java/example/timeline/TimelineRuntime.java"),
                    Path.of("examples/backend/src/main/java/example/timeline/TimelineDevice.java")));

    @Test
    void everyRelativeLinkNamesAFileAndAHeadingThatExist() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path file : documents()) {
            MarkdownFile markdown = MarkdownFile.read(file);
            for (MarkdownFile.Link link : markdown.links()) {
                String problem = problem(file, link.target());
                if (problem != null) {
                    broken.add(ROOT.relativize(file) + ":" + link.line() + ": " + link.target() + ": " + problem);
                }
            }
        }
        assertEquals(List.of(), broken, "broken links");
    }

    @Test
    void theReadmeQuickStartsAreTheExampleSources() throws IOException {
        MarkdownFile readme = MarkdownFile.read(ROOT.resolve("README.md"));
        for (var quickStart : QUICK_STARTS.entrySet()) {
            List<MarkdownFile.CodeBlock> blocks = readme.codeBlocks().stream()
                    .filter(block -> block.info().equals("java") && block.heading().equals(quickStart.getKey()))
                    .toList();
            assertFalse(blocks.isEmpty(), "README.md: no java block under \"" + quickStart.getKey() + "\"");
            for (MarkdownFile.CodeBlock block : blocks) {
                List<String> mismatches = new ArrayList<>();
                for (Path example : quickStart.getValue()) {
                    String mismatch = ExampleExcerpt.mismatch(block.lines(), Files.readAllLines(ROOT.resolve(example)));
                    if (mismatch == null) {
                        break;
                    }
                    mismatches.add(example + ": " + mismatch);
                }
                assertTrue(mismatches.size() < quickStart.getValue().size(), "README.md:" + block.line()
                        + " is an excerpt of none of its examples: " + mismatches);
            }
        }
    }

    @Test
    void githubSlugsDropPunctuationAndKeepHyphens() {
        assertEquals("the-builds-checks", MarkdownFile.slug("The build's checks"));
        assertEquals("quick-start-an-application", MarkdownFile.slug("Quick start: an application"));
        assertEquals("the-seam-eventapi", MarkdownFile.slug("The seam: `EventApi`"));
        assertEquals("why-libclang-in-a-jvm-of-its-own", MarkdownFile.slug("Why libclang, in a JVM of its own"));
    }

    /** README.md, CONTRIBUTING.md, the processor's README and every Markdown file under docs/. */
    private static List<Path> documents() throws IOException {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md"), ROOT.resolve("CONTRIBUTING.md"),
                ROOT.resolve("processor/README.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        files.forEach(file -> assertTrue(Files.isRegularFile(file), file + " is missing"));
        return files;
    }

    /** What is wrong with a link of {@code file}, or null when it resolves (or leaves the repository's files). */
    private static String problem(Path file, String target) throws IOException {
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return null; // https:, mailto: and the like: not a file of this repository
        }
        int hash = target.indexOf('#');
        String pathPart = hash < 0 ? target : target.substring(0, hash);
        Path linked = pathPart.isEmpty() ? file : file.getParent().resolve(pathPart).normalize();
        if (!linked.startsWith(ROOT)) {
            return "points outside the repository";
        }
        if (!Files.exists(linked)) {
            return "no such file";
        }
        if (hash < 0) {
            return null;
        }
        String anchor = target.substring(hash + 1);
        if (!linked.toString().endsWith(".md")) {
            return "an anchor into a file that is not Markdown";
        }
        return MarkdownFile.read(linked).anchors().contains(anchor) ? null
                : "no heading of " + ROOT.relativize(linked) + " has the anchor #" + anchor;
    }
}
