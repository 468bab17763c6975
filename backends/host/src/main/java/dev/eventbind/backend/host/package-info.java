/**
 * The host backend: eventbind's own CPU device, whose streams are worker threads of a small C library carried
 * in this jar (for linux-x86_64 and linux-aarch64, glibc 2.17 or newer). Always available there; the default
 * when no GPU answers. The spec is {@link dev.eventbind.backend.host.HostRuntime}; the processor generates
 * {@code HostRuntimeEvents} and its provider.
 */
@NullMarked
package dev.eventbind.backend.host;

import org.jspecify.annotations.NullMarked;
