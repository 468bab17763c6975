package dev.eventbind.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/** Runs javac with the real processor, the way a backend module's build does. */
final class Compilations {

    /** The test headers (fake_cuda_runtime.h and friends). */
    static final Path HEADERS = Path.of(System.getProperty("eventbind.test.headers", "src/test/resources/headers"));

    /** The CUDA-runtime-shaped spec bound to the fake runtime. */
    static final JavaFileObject CUDA_RUNTIME = JavaFileObjects.forResource("specs/test/CudaRuntime.java");

    /** The fake runtime's control functions. */
    static final JavaFileObject FAKE_CONTROL = JavaFileObjects.forResource("specs/test/FakeControl.java");

    /** The Level Zero-shaped spec bound to the fake library built from src/test/native/fakeze.c. */
    static final JavaFileObject FAKE_ZE = JavaFileObjects.forResource("specs/test/FakeZe.java");

    /** The CUDA-driver-shaped spec, whose calls need a current context (headers/fake_cuda_driver.h). */
    static final JavaFileObject FAKE_CUDA_DRIVER = JavaFileObjects.forResource("specs/test/FakeCudaDriver.java");

    /** OpenCL's event calls on the real CL/cl.h, run on PoCL; the queue's create is written by hand. */
    static final JavaFileObject OPEN_CL = JavaFileObjects.forResource("specs/test/OpenCl.java");

    /** That fake library's test controls. */
    static final JavaFileObject FAKE_ZE_CONTROL = JavaFileObjects.forResource("specs/test/FakeZeControl.java");

    /** The Vulkan-shaped spec bound to the fake library built from src/test/native/fakevk.c. */
    static final JavaFileObject FAKE_VK = JavaFileObjects.forResource("specs/test/FakeVk.java");

    /** That fake library's test controls. */
    static final JavaFileObject FAKE_VK_CONTROL = JavaFileObjects.forResource("specs/test/FakeVkControl.java");

    /**
     * The Level Zero-shaped spec with its descriptors in every layout (descriptor_bytes.h), bound to the library
     * built from src/test/native/descriptor_bytes.c and fakeze.c.
     */
    static final JavaFileObject DESCRIPTOR_BYTES = JavaFileObjects.forResource("specs/test/DescriptorBytes.java");

    /** What that library kept of each descriptor. */
    static final JavaFileObject DESCRIPTOR_BYTES_CONTROL =
            JavaFileObjects.forResource("specs/test/DescriptorBytesControl.java");

    /** Records of descriptor_bytes.h named with {@code @Struct}, over DescriptorBytesControl's controls. */
    static final JavaFileObject STRUCT_BYTES = JavaFileObjects.forResource("specs/test/StructBytes.java");

    private Compilations() {
    }

    /**
     * Compiles with every lint the project builds with (all but unclaimed-annotation notes) and the test headers
     * on the include path.
     */
    static Compilation compile(JavaFileObject... sources) {
        return compile(List.of(), sources);
    }

    /** Compiles with extra javac options. */
    static Compilation compile(List<String> options, JavaFileObject... sources) {
        List<String> all = new ArrayList<>(List.of("-Xlint:all,-processing",
                "-A" + EventBindProcessor.INCLUDE_PATH + "=" + HEADERS));
        all.addAll(options);
        return Compiler.javac().withProcessors(new EventBindProcessor()).withOptions(all).compile(sources);
    }

    /** A source file {@code test.<name>} from its text. */
    static JavaFileObject source(String name, String text) {
        return JavaFileObjects.forSourceString("test." + name, text);
    }

    /** The text of the CUDA-runtime-shaped spec, for tests that change one thing in it. */
    static String cudaRuntimeText() {
        return text(CUDA_RUNTIME);
    }

    /** The text of a source file. */
    static String text(JavaFileObject source) {
        try {
            return source.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The CUDA-runtime-shaped spec with one text replaced; fails when the text is not there. */
    static JavaFileObject cudaRuntimeWith(String text, String replacement) {
        String original = cudaRuntimeText();
        if (!original.contains(text)) {
            throw new IllegalArgumentException("the spec has no " + text);
        }
        return source("CudaRuntime", original.replace(text, replacement));
    }

    /** The text of a generated source file. */
    static String generated(Compilation compilation, String qualifiedName) throws IOException {
        return compilation.generatedSourceFile(qualifiedName)
                .orElseThrow(() -> new AssertionError(qualifiedName + " was not generated"))
                .getCharContent(false).toString();
    }
}
