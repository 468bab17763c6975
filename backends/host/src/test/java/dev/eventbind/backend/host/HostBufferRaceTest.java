package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;

/**
 * A buffer closed while other threads still fill and read it must never let those calls reach memory that a
 * buffer allocated afterwards owns. Owner threads publish a buffer, close it, and at once allocate one of the same
 * size that nobody else ever sees (the allocator hands back the address just freed), filled with the owner's
 * pattern; attacker threads keep filling and reading whatever buffer is published, with a value no owner writes.
 * Every owner's buffer must hold only its pattern when it is checked. With the open check and the library call
 * as two steps, this found foreign bytes within seconds. {@code -Deventbind.race.millis=N} runs it longer.
 */
class HostBufferRaceTest {

    private static final int OWNERS = 4;
    private static final int ATTACKERS = 4;
    private static final int BYTES = 64;
    private static final int FOREIGN = 0xEE;
    private static final int KEPT = 4;

    @Test
    void noFillOrReadOfAClosedBufferReachesABufferAllocatedAfterIt() throws Exception {
        HostRuntimeEvents host = HostRuntimeEvents.open();
        HostWork work = new HostWork();
        long millis = Long.getLong("eventbind.race.millis", 4_000);
        AtomicReferenceArray<HostBuffer> published = new AtomicReferenceArray<>(OWNERS);
        AtomicLong checked = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        List<String> corrupted = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        long end = System.nanoTime() + millis * 1_000_000;
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < OWNERS; t++) {
            int self = t;
            int pattern = 0x10 + t;
            threads.add(Thread.ofPlatform().start(() -> {
                ArrayDeque<HostBuffer> own = new ArrayDeque<>();
                try {
                    Stream stream = host.streamCreateNonBlocking();
                    while (System.nanoTime() - end < 0) {
                        HostBuffer victim = work.allocate(BYTES);
                        published.set(self, victim);
                        Thread.yield();
                        victim.close();
                        HostBuffer mine = work.allocate(BYTES);
                        mine.fill(stream, pattern);
                        own.addLast(mine);
                        if (own.size() > KEPT) {
                            check(host, stream, own.removeFirst(), pattern, corrupted, checked);
                        }
                    }
                    while (!own.isEmpty()) {
                        check(host, stream, own.removeFirst(), pattern, corrupted, checked);
                    }
                    host.streamDestroy(stream);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (int t = 0; t < ATTACKERS; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                try {
                    Stream stream = host.streamCreateNonBlocking();
                    for (long calls = 1; System.nanoTime() - end < 0; calls++) {
                        HostBuffer target = published.get(ThreadLocalRandom.current().nextInt(OWNERS));
                        if (target == null) {
                            continue;
                        }
                        try {
                            if ((calls & 1) == 0) {
                                target.fill(stream, 0, BYTES, FOREIGN);
                            } else {
                                target.read(0, BYTES);
                            }
                        } catch (IllegalStateException closed) {
                            refused.incrementAndGet();
                        }
                        if (calls % 64 == 0) {
                            host.streamSynchronize(stream);
                        }
                    }
                    host.streamSynchronize(stream);
                    host.streamDestroy(stream);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }

        System.out.printf("host buffer race: %d buffers checked, %d calls on closed buffers refused, %d ms%n",
                checked.get(), refused.get(), millis);
        assertEquals(List.of(), failures);
        assertEquals(List.of(), corrupted, "bytes written through a closed buffer into a later one");
        assertTrue(checked.get() > OWNERS, "the owners got to check their buffers");
    }
    private static void check(HostRuntimeEvents host, Stream stream, HostBuffer buffer, int pattern,
            List<String> corrupted, AtomicLong checked) throws DriverException {
        host.streamSynchronize(stream);
        byte[] bytes = buffer.read(0, BYTES);
        for (int i = 0; i < BYTES; i++) {
            if ((bytes[i] & 0xFF) != pattern) {
                corrupted.add(buffer + " byte " + i + " holds 0x" + Integer.toHexString(bytes[i] & 0xFF)
                        + ", not its owner's 0x" + Integer.toHexString(pattern));
                break;
            }
        }
        buffer.close();
        checked.incrementAndGet();
    }
}
