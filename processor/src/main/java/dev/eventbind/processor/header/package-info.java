/**
 * A small reader of C headers: finds a spec's header on the include path and indexes its function prototypes,
 * so validation can check each bound symbol's parameters and suggest the nearest name for a typo.
 */
package dev.eventbind.processor.header;
