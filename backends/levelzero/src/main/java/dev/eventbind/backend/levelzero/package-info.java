/**
 * The Level Zero backend: {@link dev.eventbind.api.EventApi} over the oneAPI Level Zero loader
 * ({@code libze_loader.so.1}) and whichever drivers it loads.
 *
 * <p>{@link dev.eventbind.backend.levelzero.LevelZero} is its spec; the eventbind processor generates the backend
 * ({@code LevelZeroEvents}: a stream is an immediate command list, a record a barrier signalling a kernel-timestamp
 * event from a pool, elapsed time the difference of the two barriers' global timestamps), its typed downcalls
 * ({@code LevelZeroFunctions}) and its provider ({@code LevelZeroEventsProvider}). Written by hand: the device
 * choice, the context, the command list's create and elapsed time ({@code Devices}).
 *
 * <p>Settings: the library with system property {@code eventbind.levelzero.library} or environment variable
 * {@code EVENTBIND_LEVELZERO_LIBRARY} (default: {@code libze_loader.so.1}); the device by part of its name with
 * {@code eventbind.levelzero.device} or {@code EVENTBIND_LEVELZERO_DEVICE} (default: the first GPU). The loader
 * itself reads {@code ZE_ENABLE_ALT_DRIVERS}, {@code ZE_ENABLE_VALIDATION_LAYER} and its other variables.
 */
@NullMarked
package dev.eventbind.backend.levelzero;

import org.jspecify.annotations.NullMarked;
