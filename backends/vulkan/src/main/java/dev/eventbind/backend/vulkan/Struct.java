package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * A Vulkan struct being filled: zeroed, its {@code sType} first, then fields at the offsets
 * {@code vulkan_core.h} gives them; every struct the backend fills starts with {@code sType} and {@code pNext}.
 */
record Struct(MemorySegment segment) {

    static Struct of(Arena arena, long bytes, int structureType) {
        MemorySegment segment = arena.allocate(bytes, 8);
        segment.set(JAVA_INT, 0, structureType);
        return new Struct(segment);
    }

    Struct i(long offset, int value) {
        segment.set(JAVA_INT, offset, value);
        return this;
    }

    Struct l(long offset, long value) {
        segment.set(JAVA_LONG, offset, value);
        return this;
    }

    Struct p(long offset, MemorySegment value) {
        segment.set(ADDRESS, offset, value);
        return this;
    }
}
