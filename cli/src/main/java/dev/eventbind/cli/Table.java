package dev.eventbind.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table for a terminal: a header, a rule, and rows whose columns are padded to the widest cell.
 * Columns marked numeric are right-aligned so decimal points line up. A cell may hold several lines (every
 * library candidate tried, say); the row then grows downwards and the other columns stay blank.
 */
final class Table {

    private final List<String> headers;
    private final boolean[] rightAligned;
    private final List<List<String>> rows = new ArrayList<>();

    private Table(List<String> headers, boolean[] rightAligned) {
        this.headers = List.copyOf(headers);
        this.rightAligned = rightAligned.clone();
    }

    /** A table with these column headers, every column left-aligned. */
    static Table of(String... headers) {
        return new Table(List.of(headers), new boolean[headers.length]);
    }

    /** The same columns, with the given ones (0-based) right-aligned. */
    Table rightAlign(int... columns) {
        boolean[] aligned = rightAligned.clone();
        for (int column : columns) {
            aligned[column] = true;
        }
        Table copy = new Table(headers, aligned);
        copy.rows.addAll(rows);
        return copy;
    }

    /** Adds a row; it must have one cell per column. */
    Table row(String... cells) {
        if (cells.length != headers.size()) {
            throw new IllegalArgumentException("expected " + headers.size() + " cells, got " + cells.length);
        }
        rows.add(List.of(cells));
        return this;
    }

    /**
     * {@code text} broken at spaces into lines of at most {@code width} characters, for a cell or a line of prose
     * that would otherwise widen the table or the terminal. A word longer than the width (a path) is cut after
     * its last {@code /} or {@code ,} that fits, else at the width, so no line is ever longer.
     */
    static String wrap(String text, int width) {
        StringBuilder wrapped = new StringBuilder();
        int lineLength = 0;
        for (String word : text.trim().split(" +", -1)) {
            if (lineLength > 0 && lineLength + 1 + word.length() > width) {
                wrapped.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                wrapped.append(' ');
                lineLength++;
            }
            while (word.length() > width - lineLength && lineLength == 0 && width > 0) {
                int cut = cut(word, width);
                wrapped.append(word, 0, cut).append('\n');
                word = word.substring(cut);
            }
            wrapped.append(word);
            lineLength += word.length();
        }
        return wrapped.toString();
    }

    /** Where a word longer than {@code width} is cut: after the last separator that fits, else at the width. */
    private static int cut(String word, int width) {
        int separator = Math.max(word.lastIndexOf('/', width - 1), word.lastIndexOf(',', width - 1));
        return separator > 0 ? separator + 1 : width;
    }

    /** The table as lines of text, each ending with a line separator; trailing spaces are trimmed. */
    String render() {
        int[] widths = widths();
        StringBuilder text = new StringBuilder();
        line(text, headers, widths);
        line(text, Arrays.stream(widths).mapToObj("-"::repeat).toList(), widths);
        for (List<String> row : rows) {
            List<String[]> split = row.stream().map(cell -> cell.split("\n", -1)).toList();
            int height = split.stream().mapToInt(lines -> lines.length).max().orElse(1);
            for (int i = 0; i < height; i++) {
                int line = i;
                line(text, split.stream().map(lines -> line < lines.length ? lines[line] : "").toList(), widths);
            }
        }
        return text.toString();
    }

    private int[] widths() {
        int[] widths = headers.stream().mapToInt(String::length).toArray();
        for (List<String> row : rows) {
            for (int column = 0; column < widths.length; column++) {
                for (String line : row.get(column).split("\n", -1)) {
                    widths[column] = Math.max(widths[column], line.length());
                }
            }
        }
        return widths;
    }

    private void line(StringBuilder text, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int column = 0; column < cells.size(); column++) {
            if (column > 0) {
                line.append("  ");
            }
            String cell = cells.get(column);
            String pad = " ".repeat(widths[column] - cell.length());
            line.append(rightAligned[column] ? pad + cell : cell + pad);
        }
        text.append(line.toString().stripTrailing()).append(System.lineSeparator());
    }
}
