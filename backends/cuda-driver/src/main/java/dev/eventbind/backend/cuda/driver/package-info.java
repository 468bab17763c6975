/**
 * The CUDA driver API backend ({@code libcuda}): typed downcalls generated from
 * {@link dev.eventbind.backend.cuda.driver.CudaDriver}, with each thread bound to the device's primary context
 * before its first call.
 */
package dev.eventbind.backend.cuda.driver;
