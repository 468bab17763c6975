/**
 * The JMH benchmarks: every event call of the no-op library through each route (the generated backend with and
 * without critical, hand-written FFM, JNI, JNA), the fence and the profiler, and the defaults they share.
 */
@NullMarked
package dev.eventbind.bench;

import org.jspecify.annotations.NullMarked;
