package dev.eventbind.reliability.concurrency;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostRuntimeFunctions;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.reliability.support.ProcessCpu;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One herd as an application's first, in a JVM that ran nothing before it (run by {@link FirstHerdTest}): ten
 * thousand virtual threads waiting two seconds in the way named by the one argument, measured from the moment they
 * start until the last returns. Prints one line: {@code herd <kind> <process CPU ns> <worst ticker gap ns>
 * <returned>}.
 *
 * <ul>
 *   <li>{@code latch}: each parks on a latch released after two seconds, the floor any wait costs;
 *   <li>{@code raw}: the same driver calls as {@code calls} through bare downcall handles of the library's
 *       functions, linked before the herd starts, with no eventbind code on the path: what the JVM and the library
 *       cost alone;
 *   <li>{@code calls}: each makes the driver calls a fence waiter makes (create, record, one query), parks on the
 *       latch, then destroys its event: what a fence costs whatever eventbind does around those calls;
 *   <li>{@code fences}: each mints a fence on a host stream whose queued work takes two seconds and waits on it.
 * </ul>
 */
public final class FirstHerd {

    static final int WAITERS = 10_000;
    static final Duration WORK = Duration.ofSeconds(2);

    private FirstHerd() {
    }

    public static void main(String[] args) throws Exception {
        String kind = args[0];
        HostRuntimeEvents host = HostRuntimeEvents.open();
        Stream stream = host.streamCreateNonBlocking();
        new HostWork().sleep(stream, WORK);
        CountDownLatch released = new CountDownLatch(1);
        Thread.ofPlatform().daemon().start(() -> {
            try {
                Thread.sleep(WORK);
            } catch (InterruptedException e) {
                return;
            }
            released.countDown();
        });
        Runnable waitOnce = switch (kind) {
            case "latch" -> () -> awaitUninterruptibly(released);
            case "raw" -> rawCalls(stream.handle(), released);
            case "calls" -> () -> {
                try {
                    HostRuntimeEvents.Event event = host.eventCreate();
                    host.eventRecord(event, stream);
                    host.eventQuery(event);
                    awaitUninterruptibly(released);
                    host.eventDestroy(event);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
            case "fences" -> () -> {
                try (EventFence<HostRuntimeEvents.Event, Stream> fence = EventFence.mint(host, stream)) {
                    fence.waitSync();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
            default -> throw new IllegalArgumentException("no herd " + kind);
        };
        AtomicInteger returned = new AtomicInteger();
        Runnable waiter = () -> {
            waitOnce.run();
            returned.incrementAndGet();
        };
        Ticker ticker = new Ticker();
        ticker.start();
        long cpu = ProcessCpu.nanos();
        List<Thread> threads = new ArrayList<>(WAITERS);
        for (int i = 0; i < WAITERS; i++) {
            threads.add(Thread.ofVirtual().start(waiter));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        cpu = ProcessCpu.nanos() - cpu;
        ticker.end();
        host.streamDestroy(stream);
        System.out.println("herd " + kind + " " + cpu + " " + ticker.worst() + " " + returned.get());
    }

    /**
     * The driver calls of {@code calls} through downcall handles of the library the backend linked, made as the spec
     * declares them (create, query and destroy critical), each status checked; the event's handle in a segment of the
     * thread's own. The handles are linked by the herd's first call, as the generated backend links its own.
     */
    private static Runnable rawCalls(MemorySegment stream, CountDownLatch released) {
        return () -> {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment out = arena.allocate(ADDRESS);
                check((int) Raw.CREATE.invokeExact(out, 0));
                MemorySegment event = out.get(ADDRESS, 0);
                check((int) Raw.RECORD.invokeExact(event, stream));
                int queried = (int) Raw.QUERY.invokeExact(event);
                if (queried != 0 && queried != NOT_READY) {
                    check(queried);
                }
                awaitUninterruptibly(released);
                check((int) Raw.DESTROY.invokeExact(event));
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        };
    }

    /** The bare downcall handles of {@code raw}, linked when the herd first calls one. */
    @SuppressWarnings("restricted") // the herd's JVM is started with native access
    private static final class Raw {
        private static final SymbolLookup LIBRARY = SymbolLookup.libraryLookup(
                Path.of(HostRuntimeFunctions.library().path().orElseThrow()), Arena.global());
        private static final Linker.Option CRITICAL = Linker.Option.critical(false);
        static final MethodHandle CREATE = link("ebhEventCreateWithFlags",
                FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT), CRITICAL);
        static final MethodHandle RECORD = link("ebhEventRecord", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
        static final MethodHandle QUERY = link("ebhEventQuery", FunctionDescriptor.of(JAVA_INT, ADDRESS), CRITICAL);
        static final MethodHandle DESTROY = link("ebhEventDestroy", FunctionDescriptor.of(JAVA_INT, ADDRESS),
                CRITICAL);

        private static MethodHandle link(String symbol, FunctionDescriptor descriptor, Linker.Option... options) {
            return Linker.nativeLinker().downcallHandle(LIBRARY.findOrThrow(symbol), descriptor, options);
        }
    }

    /** The host library's "not ready". */
    private static final int NOT_READY = 600;

    private static void check(int status) {
        if (status != 0) {
            throw new IllegalStateException("the host library answered " + status);
        }
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
