package dev.eventbind.gpu;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The GPU vendors whose runtimes the device checks compare against: where their toolkits live, how to compile. */
enum GpuVendor {

    /** NVIDIA: the CUDA runtime, nvcc when present. */
    CUDA {
        @Override
        List<String> compileCommand(Path source, Path binary) {
            Path home = home("CUDA_HOME", "CUDA_PATH", "/usr/local/cuda");
            Path toolkitNvcc = home.resolve("bin").resolve("nvcc");
            if (onPath("nvcc") || Files.isExecutable(toolkitNvcc)) {
                String nvcc = onPath("nvcc") ? "nvcc" : toolkitNvcc.toString();
                return List.of(nvcc, "-O2", "-o", binary.toString(), source.toString());
            }
            Path lib = home.resolve("lib64");
            return List.of("gcc", "-O2", "-I" + home.resolve("include"), "-o", binary.toString(), source.toString(),
                    "-L" + lib, "-Wl,-rpath," + lib, "-lcudart");
        }
    },

    /** AMD: HIP on ROCm, built with gcc against the AMD platform headers. */
    HIP {
        @Override
        List<String> compileCommand(Path source, Path binary) {
            Path home = home("ROCM_PATH", "HIP_PATH", "/opt/rocm");
            Path lib = home.resolve("lib");
            return List.of("gcc", "-O2", "-DEVENTBIND_HIP", "-D__HIP_PLATFORM_AMD__", "-I" + home.resolve("include"),
                    "-o", binary.toString(), source.toString(), "-L" + lib, "-Wl,-rpath," + lib, "-lamdhip64");
        }
    };

    /** The command that builds the reference program for this vendor. */
    abstract List<String> compileCommand(Path source, Path binary);

    private static Path home(String variable, String fallbackVariable, String defaultHome) {
        return Stream.of(System.getenv(variable), System.getenv(fallbackVariable))
                .filter(value -> value != null && !value.isBlank()).findFirst().map(Path::of)
                .orElse(Path.of(defaultHome));
    }

    private static boolean onPath(String command) {
        return Optional.ofNullable(System.getenv("PATH")).stream()
                .flatMap(path -> Stream.of(path.split(java.io.File.pathSeparator)))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, command)));
    }
}
