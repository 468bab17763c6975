/**
 * The model of a checked spec, as records: the backend, its library, status codes, bound operations and
 * downcalls with their C and Java types. Built only from a clean validation report; the writers read nothing
 * else.
 */
@NullMarked
package dev.eventbind.processor.model;

import org.jspecify.annotations.NullMarked;
