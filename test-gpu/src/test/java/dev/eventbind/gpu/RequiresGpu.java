package dev.eventbind.gpu;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a test class, nested classes included, only where its GPU backend is ready; elsewhere the whole class is
 * skipped with one line that says why ("CUDA: unavailable: cudaErrorInsufficientDriver (35) - skipping GPU
 * tests").
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(GpuAvailability.class)
@interface RequiresGpu {

    /** The backend the class needs. */
    GpuBackendKind value();
}
