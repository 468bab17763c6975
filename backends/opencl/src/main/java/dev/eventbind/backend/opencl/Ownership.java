package dev.eventbind.backend.opencl;

/** Who releases a queue that was made elsewhere and adopted by {@link OpenClEvents#adopt}. */
public enum Ownership {
    /** The backend takes the caller's reference: {@code streamDestroy} calls {@code clReleaseCommandQueue}. */
    OWNED,
    /**
     * The caller keeps its reference and releases the queue itself, after it is done with the backend's use of it:
     * {@code streamDestroy} only retires the wrapper and never calls the driver.
     */
    BORROWED
}
