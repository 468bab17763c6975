/**
 * The CUDA driver API backend ({@code libcuda}): typed downcalls generated from
 * {@link dev.eventbind.backend.cuda.driver.CudaDriver}, with the device's primary context made current on each
 * thread before its first call; nothing is written by hand.
 */
@NullMarked
package dev.eventbind.backend.cuda.driver;

import org.jspecify.annotations.NullMarked;
