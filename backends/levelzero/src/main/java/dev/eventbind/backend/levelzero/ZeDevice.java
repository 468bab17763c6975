package dev.eventbind.backend.levelzero;

import java.lang.foreign.MemorySegment;

/**
 * A Level Zero device as the backend chooses among them.
 *
 * @param driver the driver that lists it
 * @param device its handle
 * @param name its name
 * @param gpu whether its type is {@code ZE_DEVICE_TYPE_GPU}
 * @param ticksPerSecond its timer's frequency ({@code timerResolution} read with the 1.2 structure type)
 * @param validBits the valid bits of its kernel timestamps ({@code kernelTimestampValidBits})
 * @param globalValidBits the valid bits of its global timer as {@code zeDeviceGetGlobalTimestamps} reads it
 *        ({@code timestampValidBits})
 * @param computeGroup the ordinal of its first compute queue group; -1 for none
 */
record ZeDevice(MemorySegment driver, MemorySegment device, String name, boolean gpu, long ticksPerSecond,
        int validBits, int globalValidBits, int computeGroup) {

    @Override
    public String toString() {
        return name + (gpu ? " (GPU" : " (not a GPU") + ", timer " + ticksPerSecond + " Hz, " + validBits
                + " valid bits, compute group " + computeGroup + ")";
    }
}
