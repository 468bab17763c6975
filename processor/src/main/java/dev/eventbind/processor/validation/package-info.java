/**
 * Validation of a spec before anything is generated: each rule reports one tagged diagnostic on the exact
 * annotation value that breaks it, and keeps going, so one compile shows every mistake.
 */
@NullMarked
package dev.eventbind.processor.validation;

import org.jspecify.annotations.NullMarked;
