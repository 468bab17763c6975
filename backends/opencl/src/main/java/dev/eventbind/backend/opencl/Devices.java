package dev.eventbind.backend.opencl;

import static dev.eventbind.backend.opencl.OpenCl.CL_CONTEXT_DEVICES;
import static dev.eventbind.backend.opencl.OpenCl.CL_DEVICE_NAME;
import static dev.eventbind.backend.opencl.OpenCl.CL_DEVICE_NOT_FOUND;
import static dev.eventbind.backend.opencl.OpenCl.CL_DEVICE_PLATFORM;
import static dev.eventbind.backend.opencl.OpenCl.CL_DEVICE_PROFILING_TIMER_RESOLUTION;
import static dev.eventbind.backend.opencl.OpenCl.CL_DEVICE_TYPE;
import static dev.eventbind.backend.opencl.OpenCl.CL_DEVICE_TYPE_ALL;
import static dev.eventbind.backend.opencl.OpenCl.CL_PLATFORM_NAME;
import static dev.eventbind.backend.opencl.OpenCl.CL_PLATFORM_NOT_FOUND_KHR;
import static dev.eventbind.backend.opencl.OpenCl.CL_PLATFORM_VERSION;
import static dev.eventbind.binding.NativeQueries.number;
import static dev.eventbind.binding.NativeQueries.text;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.binding.DeviceChoice;
import dev.eventbind.binding.NativeQueries;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lists the devices of every OpenCL platform and makes the backend's context on the one it runs on: the device the
 * user named (system property {@value #DEVICE_PROPERTY}, else environment variable {@value #DEVICE_ENV}: part of
 * its device or platform name), otherwise the first GPU, else the first CPU, else the first device of any kind
 * ({@link DeviceChoice}).
 */
final class Devices {

    static final String DEVICE_PROPERTY = "eventbind.opencl.device";
    static final String DEVICE_ENV = "EVENTBIND_OPENCL_DEVICE";

    private Devices() {
    }

    /** The device the backend runs on. */
    static OpenClDevice choose(OpenCl cl, StatusConvention status) throws DriverException {
        return new DeviceChoice<OpenClDevice>("OpenCL", DEVICE_PROPERTY, DEVICE_ENV, OpenClDevice::describe,
                OpenClDevice::matches, OpenClDevice::preference).choose(list(cl, status));
    }

    /** A context on the chosen device. */
    static MemorySegment context(OpenCl cl, StatusConvention status) throws DriverException {
        MemorySegment scratch = Scratch.get(); // the list of one device, then the status after it
        scratch.set(ADDRESS, 0, choose(cl, status).device());
        MemorySegment context = cl.clCreateContext(MemorySegment.NULL, 1, scratch, MemorySegment.NULL,
                MemorySegment.NULL, scratch.asSlice(ADDRESS.byteSize()));
        status.check("clCreateContext", scratch.get(JAVA_INT, ADDRESS.byteSize()));
        return context;
    }

    /** The device of a context the backend made ({@link #context}), described as {@link #list} describes each. */
    static OpenClDevice ofContext(OpenCl cl, StatusConvention status, MemorySegment context) throws DriverException {
        MemorySegment device = MemorySegment.ofAddress(number(status, "clGetContextInfo",
                (size, value, ret) -> cl.clGetContextInfo(context, CL_CONTEXT_DEVICES, size, value, ret)));
        return describe(cl, status, device);
    }

    /** Every device of every platform, in the driver's order. */
    static List<OpenClDevice> list(OpenCl cl, StatusConvention status) throws DriverException {
        List<MemorySegment> platforms;
        try {
            platforms = NativeQueries.handles(status, "clGetPlatformIDs", cl::clGetPlatformIDs);
        } catch (DriverException e) {
            if (e.status() != CL_PLATFORM_NOT_FOUND_KHR) {
                throw e;
            }
            throw noPlatform("returned " + e.status() + e.statusName().map(name -> " (" + name + ")").orElse(""));
        }
        if (platforms.isEmpty()) {
            throw noPlatform("found none");
        }
        List<OpenClDevice> devices = new ArrayList<>();
        for (MemorySegment platform : platforms) {
            for (MemorySegment device : NativeQueries.handles(status, "clGetDeviceIDs",
                    (n, ids, count) -> cl.clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, n, ids, count),
                    CL_DEVICE_NOT_FOUND)) {
                devices.add(describe(cl, status, device));
            }
        }
        return devices;
    }

    /** The device of a queue made elsewhere, described as {@link #list} describes each. */
    static OpenClDevice describe(OpenCl cl, StatusConvention status, MemorySegment device) throws DriverException {
        MemorySegment platform = MemorySegment.ofAddress(number(status, "clGetDeviceInfo",
                (size, value, ret) -> cl.clGetDeviceInfo(device, CL_DEVICE_PLATFORM, size, value, ret)));
        return new OpenClDevice(platform, device,
                text(status, "clGetPlatformInfo",
                        (size, value, ret) -> cl.clGetPlatformInfo(platform, CL_PLATFORM_NAME, size, value, ret)),
                text(status, "clGetPlatformInfo",
                        (size, value, ret) -> cl.clGetPlatformInfo(platform, CL_PLATFORM_VERSION, size, value, ret)),
                text(status, "clGetDeviceInfo",
                        (size, value, ret) -> cl.clGetDeviceInfo(device, CL_DEVICE_NAME, size, value, ret)).strip(),
                number(status, "clGetDeviceInfo",
                        (size, value, ret) -> cl.clGetDeviceInfo(device, CL_DEVICE_TYPE, size, value, ret)),
                number(status, "clGetDeviceInfo", (size, value, ret) -> cl.clGetDeviceInfo(device,
                        CL_DEVICE_PROFILING_TIMER_RESOLUTION, size, value, ret)));
    }

    private static BackendUnavailableException noPlatform(String answer) {
        return new BackendUnavailableException("OpenCL", "no OpenCL platform: clGetPlatformIDs " + answer,
                List.of("the ICD loader lists installed drivers from the *.icd files in OCL_ICD_VENDORS (when set)"
                        + " or /etc/OpenCL/vendors; OCL_ICD_VENDORS="
                        + Optional.ofNullable(System.getenv("OCL_ICD_VENDORS")).orElse("(unset)")), null);
    }
}
