package dev.eventbind.processor.model;

import java.util.List;

/**
 * The status convention of a C API.
 *
 * @param success the success value
 * @param notReady statuses that mean "not reached yet"
 * @param poisoned sticky statuses after which the device is unusable
 * @param codes the spec's code to name table, in spec order
 */
public record StatusModel(int success, List<Integer> notReady, List<Integer> poisoned, List<StatusCode> codes) {

    public StatusModel {
        notReady = List.copyOf(notReady);
        poisoned = List.copyOf(poisoned);
        codes = List.copyOf(codes);
    }

    /**
     * One row of the table.
     *
     * @param value the status
     * @param name the vendor's name
     * @param message the vendor's description, or empty
     */
    public record StatusCode(int value, String name, String message) {
    }
}
