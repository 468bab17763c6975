/**
 * The seam every backend implements: {@link dev.eventbind.api.EventApi} (event and stream calls on native
 * handles), the typed failures a driver call or a missing backend raises, and the one clamp that turns a
 * driver's elapsed time into nanoseconds.
 */
@NullMarked
package dev.eventbind.api;

import org.jspecify.annotations.NullMarked;
