package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.ValidatedSpec;
import java.util.Optional;

/**
 * The outcome of validating one spec: everything found in it, and for a clean spec what the model is built from.
 *
 * @param report every breach found, in the order found
 * @param spec what validation established; present only when {@code report} is clean, and then whenever the spec
 *     is generated
 */
public record Validation(ValidationReport report, Optional<ValidatedSpec> spec) {

    public Validation {
        if (spec.isPresent() && !report.isClean()) {
            throw new IllegalArgumentException("a spec with errors has no model");
        }
    }

    /** A spec whose mistakes stop it before the model. */
    static Validation rejected(ValidationReport report) {
        return new Validation(report, Optional.empty());
    }
}
