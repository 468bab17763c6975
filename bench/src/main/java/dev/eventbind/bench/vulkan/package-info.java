/**
 * The Vulkan backend's benchmark rows on the machine's Vulkan driver, measured beside the C cost of the same calls
 * ({@code src/main/c/vulkan_floor.c}); the figures and their reading are in {@code bench/ANALYSIS.md}.
 */
package dev.eventbind.bench.vulkan;
