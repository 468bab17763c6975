package dev.eventbind.spec;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How a backend finds its shared library.
 *
 * <p>Resolution order: when the override system property or environment variable is set, that path or name is
 * used alone and a failure is reported as such (never a silent fall-back). Otherwise, for every home directory
 * (each variable in {@link #home()} that is set, then every {@link #defaultHomes()} entry), each {@link #subdirs()} entry is
 * tried with each name; then each name is handed to the system loader as it is. Every attempt is recorded for
 * the error message.
 */
@Target({})
@Retention(RetentionPolicy.CLASS)
public @interface Library {

    /**
     * A library shipped inside the backend's jar, as a classpath resource path
     * ("/dev/eventbind/backend/host/{platform}/libeventbind_host.so"); when present for this platform it is
     * extracted once and loaded before the other candidates. {@code {platform}} stands for this JVM's platform
     * folder ({@code linux-x86_64}, {@code macos-aarch64}, {@code windows-x86_64}); when the jar has no library
     * for it and no other candidate loads, the backend is unavailable with "no NAME library for PLATFORM".
     *
     * @return the resource path, or empty for none
     */
    String resource() default "";

    /**
     * Candidate file names in order of preference, versioned sonames and Windows names included. A name that can
     * only belong to another operating system ({@code .dll} off Windows, {@code .so} or {@code .so.N} on Windows,
     * {@code .dylib} off macOS) is skipped; the override never is.
     *
     * @return the candidate file names
     */
    String[] names();

    /** {@return the environment variables naming an install folder ("CUDA_PATH", "ROCM_PATH")} */
    String[] home() default {};

    /** {@return the install folders tried after the homes named by {@link #home()} ("/usr/local/cuda")} */
    String[] defaultHomes() default {};

    /** {@return the library folders under a home, in order; an empty entry tries the home folder itself} */
    String[] subdirs() default {"lib64", "lib", "bin"};

    /** {@return the system property that, when set, names the only library to load ("eventbind.cuda.library")} */
    String overrideProperty();

    /** {@return the environment variable with the same role as {@link #overrideProperty()}; the property wins} */
    String overrideEnv();

    /**
     * The libraries the vendor's library itself opens by bare name once it is loaded: the CUDA runtime opens
     * {@code libcuda.so.1}, OpenCL's ICD loader the names its {@code .icd} files list. An entry
     * {@code "icd:/etc/OpenCL/vendors"} stands for every name ocl-icd would open: those the {@code .icd} files of
     * that folder list (or of {@code OPENCL_VENDOR_PATH}), or, as {@code OCL_ICD_VENDORS} says, those of its folder,
     * of its one {@code .icd} file, or that library itself, and those {@code OCL_ICD_FILENAMES} lists; the entry {@code "vulkan:"} for every bare {@code library_path}
     * of the Vulkan loader's driver and layer manifests, in the folders it reads and those its {@code VK_*}
     * variables name (an implicit layer, such as Mesa's {@code libVkLayer_MESA_device_select.so}, loads into every
     * instance). When an empty or relative {@code LD_LIBRARY_PATH} entry would
     * make the vendor's loader open one of them from the working directory, the backend is unavailable and says
     * which file and how to load it on purpose, instead of letting that file's constructor run.
     *
     * @return bare library names, {@code icd:} folders, or {@code vulkan:}
     */
    String[] loadsByName() default {};
}
