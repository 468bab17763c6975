package dev.eventbind.gpu;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;

/**
 * One GPU backend as the device checks drive it: its event API, plus device memory and an asynchronous memset
 * to keep a stream busy with real work (the glue a user writes beside eventbind, generated from typed downcalls).
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
interface GpuTarget<E, S> {

    /** The event API under test. */
    EventApi<E, S> api();

    /** Whose reference program measures the same work. */
    GpuVendor vendor();

    /** Allocates {@code bytes} of device memory and returns its device address. */
    long allocate(long bytes) throws DriverException;

    /** Queues a memset of {@code bytes} bytes at {@code address} to {@code value} on {@code stream}. */
    void fill(long address, int value, long bytes, S stream) throws DriverException;

    /** Frees memory from {@link #allocate}. */
    void free(long address) throws DriverException;

    /** Throws the driver error for a glue call that did not return success. */
    static void check(String backend, String function, int status) throws DriverException {
        if (status != 0) {
            throw new DriverException(backend, function, status, null, null, false);
        }
    }
}
