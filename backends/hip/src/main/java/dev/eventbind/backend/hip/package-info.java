/**
 * The HIP backend ({@code libamdhip64}): the spec {@link dev.eventbind.backend.hip.HipRuntime}, from which the
 * processor generates {@code HipRuntimeEvents} and its provider. The library comes from the machine's ROCm
 * install.
 */
@NullMarked
package dev.eventbind.backend.hip;

import org.jspecify.annotations.NullMarked;
