/**
 * The CUDA driver API backend ({@code libcuda}): typed downcalls generated from
 * {@link dev.eventbind.backend.cuda.driver.CudaDriver}, with each thread bound to the device's primary context
 * before its first call.
 */
@NullMarked
package dev.eventbind.backend.cuda.driver;

import org.jspecify.annotations.NullMarked;
