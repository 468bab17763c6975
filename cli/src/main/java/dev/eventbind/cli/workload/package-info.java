/**
 * Work the profile command puts on a backend's streams, found per backend through the
 * {@link dev.eventbind.cli.workload.Workload} service, so a backend jar can bring its own.
 */
package dev.eventbind.cli.workload;
