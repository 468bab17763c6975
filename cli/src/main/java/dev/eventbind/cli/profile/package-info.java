/**
 * The profile command's scenario (nested windows on two streams), its table of results and the Chrome
 * trace-event file it writes.
 */
package dev.eventbind.cli.profile;
