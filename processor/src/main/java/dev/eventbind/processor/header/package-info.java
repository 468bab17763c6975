/**
 * What a C header declares, as plain records (functions, parameters, types resolved on the target, enums,
 * records with their layouts, macros), and the launcher of the C front end that reads it: libclang, run in a JVM
 * of its own ({@code header.clang}), so nothing it does can take javac down.
 */
@NullMarked
package dev.eventbind.processor.header;

import org.jspecify.annotations.NullMarked;
