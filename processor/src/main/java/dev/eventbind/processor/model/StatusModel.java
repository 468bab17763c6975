package dev.eventbind.processor.model;

import java.util.List;

/**
 * The status convention of a C API.
 *
 * @param success the success value
 * @param notReady statuses that mean "not reached yet"
 * @param poisoned sticky statuses after which the device is unusable
 * @param codes the code to name table: the spec's rows in spec order, then the header's constants not among them
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
     * @param literal the value as the vendor's header writes it when that is hexadecimal ({@code 0x70000001}),
     *     else empty: messages show the status that way
     */
    public record StatusCode(int value, String name, String message, String literal) {

        /** A row shown in decimal. */
        public StatusCode(int value, String name, String message) {
            this(value, name, message, "");
        }
    }
}
