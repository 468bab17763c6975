package dev.eventbind.processor.validation;

import java.util.Set;

/** The keywords of C (through C23), which no exported symbol can be named. */
final class CKeywords {

    private static final Set<String> WORDS = Set.of("auto", "break", "case", "char", "const", "continue",
            "default", "do", "double", "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int",
            "long", "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
            "typedef", "union", "unsigned", "void", "volatile", "while", "_Alignas", "_Alignof", "_Atomic",
            "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local",
            "alignas", "alignof", "bool", "constexpr", "false", "nullptr", "static_assert", "thread_local", "true",
            "typeof", "typeof_unqual", "_BitInt", "_Decimal32", "_Decimal64", "_Decimal128");

    private CKeywords() {
    }

    static boolean contains(String word) {
        return WORDS.contains(word);
    }
}
