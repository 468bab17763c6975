/**
 * The peer benchmarks: the same OpenCL event operations on PoCL through eventbind (its raw {@code EventApi}, the
 * fence and the profiler), LWJGL and JOCL, each written as a competent user of that binding would, on one
 * in-order profiling queue per route; {@code bench/src/main/c/peer_floor.c} makes the same calls from C.
 */
@NullMarked
package dev.eventbind.bench.peers;

import org.jspecify.annotations.NullMarked;
