package dev.eventbind.backend.levelzero;

import java.lang.foreign.MemorySegment;

/**
 * A Level Zero device as the backend chooses among them.
 *
 * @param driver the driver that lists it
 * @param device its handle
 * @param name its name
 * @param gpu whether its type is {@code ZE_DEVICE_TYPE_GPU}
 * @param computeGroup the ordinal of its first compute queue group; -1 for none
 * @param apiVersion the Level Zero version its driver implements ({@code ZE_MAKE_VERSION(major, minor)})
 */
record ZeDevice(MemorySegment driver, MemorySegment device, String name, boolean gpu, int computeGroup,
        int apiVersion) {

    @Override
    public String toString() {
        return name + (gpu ? " (GPU" : " (not a GPU") + ", compute group " + computeGroup + ", Level Zero "
                + (apiVersion >>> 16) + "." + (apiVersion & 0xffff) + ")";
    }
}
