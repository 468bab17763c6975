/**
 * The CUDA runtime backend ({@code libcudart}): the spec {@link dev.eventbind.backend.cuda.CudaRuntime}, from
 * which the processor generates {@code CudaRuntimeEvents} and its provider. The library comes from the
 * machine's CUDA install.
 */
@NullMarked
package dev.eventbind.backend.cuda;

import org.jspecify.annotations.NullMarked;
