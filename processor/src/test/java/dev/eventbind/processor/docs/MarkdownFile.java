package dev.eventbind.processor.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Markdown file read as GitHub reads it, as far as the documentation tests need: its headings' anchors, the
 * links of its prose (code blocks and inline code left out) and its fenced code blocks with the heading they sit
 * under.
 */
record MarkdownFile(Path path, Set<String> anchors, List<Link> links, List<CodeBlock> codeBlocks) {

    /** A link as written, {@code target} being everything between the parentheses. */
    record Link(int line, String target) {
    }

    /** A fenced block: its info string ({@code java}), the last heading above it, and its lines. */
    record CodeBlock(String info, String heading, int line, List<String> lines) {
    }

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    /** {@code [text](target)} or {@code [text](target "title")}; the text may hold one level of brackets. */
    private static final Pattern LINK =
            Pattern.compile("\\[(?:[^\\]\\[]|\\[[^\\]]*\\])*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern INLINE_CODE = Pattern.compile("(`+).*?\\1");
    private static final Pattern LINK_TEXT = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");

    static MarkdownFile read(Path path) throws IOException {
        List<String> lines = Files.readAllLines(path);
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        List<Link> links = new ArrayList<>();
        List<CodeBlock> blocks = new ArrayList<>();
        String heading = "";
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.stripLeading().startsWith("```")) {
                int end = closingFence(lines, i);
                blocks.add(new CodeBlock(line.strip().substring(3).strip(), heading, i + 1, lines.subList(i + 1, end)));
                i = end;
                continue;
            }
            Matcher title = HEADING.matcher(line);
            if (title.matches()) {
                heading = title.group(2);
                anchors.add(uniqueSlug(slug(heading), seen));
            }
            Matcher link = LINK.matcher(INLINE_CODE.matcher(line).replaceAll(""));
            while (link.find()) {
                links.add(new Link(i + 1, link.group(1)));
            }
        }
        return new MarkdownFile(path, Set.copyOf(anchors), List.copyOf(links), List.copyOf(blocks));
    }

    /**
     * GitHub's anchor for a heading: link texts kept and their targets dropped, lower case, every character but
     * letters, digits, spaces, hyphens and underscores dropped, spaces made hyphens.
     */
    static String slug(String heading) {
        String text = LINK_TEXT.matcher(heading).replaceAll("$1").toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c == ' ') {
                slug.append('-');
            } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            }
        });
        return slug.toString();
    }

    /** A repeated heading's anchor gets {@code -1}, {@code -2}, ... as on GitHub. */
    private static String uniqueSlug(String slug, Map<String, Integer> seen) {
        int count = seen.merge(slug, 1, Integer::sum);
        return count == 1 ? slug : slug + "-" + (count - 1);
    }

    private static int closingFence(List<String> lines, int open) {
        for (int i = open + 1; i < lines.size(); i++) {
            if (lines.get(i).strip().equals("```")) {
                return i;
            }
        }
        throw new IllegalStateException("unclosed code block at line " + (open + 1));
    }
}
