package dev.eventbind.backend.cuda.driver;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Event;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Stream;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;

/**
 * The CUDA driver API backend: the generated {@link CudaDriverEvents} with device 0's primary context made
 * current on every thread before its first driver call.
 *
 * <p>Each call pays one thread-local read for the context check and then runs the generated downcall unchanged,
 * so errors, names, the clamp and handle checks are the generated code's own.
 */
public final class CudaDriverBackend implements EventApi<Event, Stream> {

    private final CudaDriverEvents driver;
    private final CudaDriverFunctions functions;
    private final PrimaryContext context;

    private CudaDriverBackend(CudaDriverEvents driver, CudaDriverFunctions functions, PrimaryContext context) {
        this.driver = driver;
        this.functions = functions;
        this.context = context;
    }

    /**
     * Loads the driver (the generated binding runs {@code cuInit} once when it links) and retains device 0's
     * primary context, made current on this thread.
     *
     * @throws BackendUnavailableException when libcuda cannot be loaded, lacks a required symbol, or cuInit
     *         failed (no device: CUDA_ERROR_NO_DEVICE)
     * @throws DriverException when the driver refuses the device or its primary context
     */
    public static CudaDriverBackend open() throws DriverException {
        CudaDriverEvents driver = CudaDriverEvents.open();
        CudaDriverFunctions functions = CudaDriverFunctions.open();
        PrimaryContext context = PrimaryContext.retain(functions, 0);
        context.makeCurrent();
        return new CudaDriverBackend(driver, functions, context);
    }

    /** The primary context, for glue that makes its own driver calls (memory, launches) on other threads. */
    public PrimaryContext context() {
        return context;
    }

    /**
     * The raw driver functions, for glue that makes its own driver calls; call {@link PrimaryContext#ensureCurrent()}
     * first. Restricted like {@link CudaDriverFunctions#open()}: the caller's module needs native access.
     */
    @Restricted
    public CudaDriver driver() {
        NativeAccess.checkCaller("CudaDriverBackend.driver");
        return functions;
    }

    /** The raw functions, for this package's own calls (the provider's version query). */
    CudaDriverFunctions functions() {
        return functions;
    }

    @Override
    public String backend() {
        return driver.backend();
    }

    @Override
    public Event eventCreate() throws DriverException {
        context.ensureCurrent();
        return driver.eventCreate();
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        context.ensureCurrent();
        driver.eventDestroy(event);
    }

    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        context.ensureCurrent();
        driver.eventRecord(event, stream);
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        context.ensureCurrent();
        driver.eventWait(event);
    }

    @Override
    public boolean eventQuery(Event event) throws DriverException {
        context.ensureCurrent();
        return driver.eventQuery(event);
    }

    @Override
    public boolean supportsEventQuery() {
        return driver.supportsEventQuery();
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        context.ensureCurrent();
        return driver.eventElapsedNanos(start, end);
    }

    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        context.ensureCurrent();
        driver.streamWaitEvent(stream, event);
    }

    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        context.ensureCurrent();
        driver.streamSynchronize(stream);
    }

    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        context.ensureCurrent();
        return driver.streamCreateNonBlocking();
    }

    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        context.ensureCurrent();
        driver.streamDestroy(stream);
    }
}
