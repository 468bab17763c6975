package dev.eventbind.processor;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** What the Vulkan-shaped fake needs beyond {@link FakeLibraryBackend#VULKAN}: its device, made the raw way. */
final class FakeVkBackend {

    private FakeVkBackend() {
    }

    /** The fake's one device, as the raw {@code vkCreateDevice} answers it. */
    static MemorySegment device() {
        Object raw = FakeLibraryBackend.invoke(FakeLibraryBackend.VULKAN.type("test.FakeVkFunctions"), null, "open");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment info = arena.allocate(80, 8);
            info.set(ValueLayout.JAVA_INT, 0, 3); // VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            Object status = FakeLibraryBackend.invoke(raw.getClass(), raw, "createDevice", MemorySegment.NULL, info,
                    MemorySegment.NULL, out);
            if (!Integer.valueOf(0).equals(status)) {
                throw new AssertionError("vkCreateDevice failed: " + status);
            }
            return out.get(ValueLayout.ADDRESS, 0);
        }
    }
}
