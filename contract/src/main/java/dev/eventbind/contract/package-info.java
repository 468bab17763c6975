/**
 * The contract suite every {@link dev.eventbind.api.EventApi} backend passes against its real native library:
 * a backend's test extends {@link dev.eventbind.contract.EventApiContract} and names its backend.
 */
@NullMarked
package dev.eventbind.contract;

import org.jspecify.annotations.NullMarked;
