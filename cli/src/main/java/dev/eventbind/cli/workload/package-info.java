/**
 * Work the profile command puts on a backend's streams, found per backend through the
 * {@link dev.eventbind.cli.workload.Workload} service, so a backend jar can bring its own.
 */
@NullMarked
package dev.eventbind.cli.workload;

import org.jspecify.annotations.NullMarked;
