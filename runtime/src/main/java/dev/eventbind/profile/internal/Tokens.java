package dev.eventbind.profile.internal;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Where window tokens come from: one counter for the process, handed out in blocks of {@value #BLOCK}
 * consecutive tokens, so that a token is never issued twice in the life of the process and a table issues its
 * tokens without touching shared state but once per block.
 *
 * <p>The counter starts at block 1, so no token is 0 (what a caller's variable holds after a failed
 * {@code start}). It counts up to {@link Long#MAX_VALUE}: 2^51 blocks, more than a process issuing a billion
 * windows a second reaches in three centuries. Nothing wraps: should the counter ever run out, taking a block
 * throws rather than hand out a token again.
 */
public final class Tokens {

    /** Tokens per block: a power of two, so every block starts at a multiple of it. */
    static final long BLOCK = 1L << 12;

    /** The process's tokens, shared by every profiler. */
    static final Tokens PROCESS = new Tokens(1);

    private final AtomicLong nextBlock;

    /** Tokens handing out blocks from block {@code firstBlock} on; package-private so a test can start late. */
    Tokens(long firstBlock) {
        if (firstBlock <= 0) {
            throw new IllegalArgumentException("Block 0 holds token 0, which is never issued");
        }
        this.nextBlock = new AtomicLong(firstBlock);
    }

    /**
     * The first token of a block no one else has; the block runs {@value #BLOCK} tokens from there.
     *
     * @throws IllegalStateException when the process has issued every token a {@code long} holds
     */
    long block() {
        long block = nextBlock.getAndIncrement();
        if (block <= 0 || block > Long.MAX_VALUE / BLOCK) {
            nextBlock.set(Long.MIN_VALUE); // stays exhausted: getAndIncrement never climbs back past 0 in time
            throw new IllegalStateException("Every profiling window token of this process has been issued");
        }
        return block * BLOCK;
    }
}
