/**
 * The profile command's scenario (nested windows on two streams), its table of results and the Chrome
 * trace-event file it writes.
 */
@NullMarked
package dev.eventbind.cli.profile;

import org.jspecify.annotations.NullMarked;
