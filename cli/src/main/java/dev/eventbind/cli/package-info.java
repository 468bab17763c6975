/**
 * The {@code eventbind} command: parses the command line, lists every backend with why it can or cannot be
 * used, and runs the profile command. Not an API.
 */
@NullMarked
package dev.eventbind.cli;

import org.jspecify.annotations.NullMarked;
