package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.processor.validation.Rule;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A spec in a named module: the module must read what the generated classes use, or the processor says so on
 * the spec instead of leaving javac to fail on a generated file. Compiled from files, as a module's build is.
 */
class ModuleReadsTest {

    @TempDir
    Path folder;

    /** The runtime and the annotation modules it requires statically, for a module compilation. */
    private static String modulePath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.contains("eventbind-runtime") || entry.contains("runtime/target/classes")
                        || entry.contains("jspecify") || entry.contains("error_prone_annotations"))
                .collect(Collectors.joining(File.pathSeparator));
    }

    private List<Diagnostic<? extends JavaFileObject>> compileModule(String moduleInfo) throws IOException {
        Path sources = Files.createDirectories(folder.resolve("src/test"));
        Files.writeString(folder.resolve("src/module-info.java"), moduleInfo);
        Files.writeString(sources.resolve("CudaRuntime.java"), Compilations.text(Compilations.CUDA_RUNTIME));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, List.of("-d",
                    folder.resolve("out").toString(), "-s", Files.createDirectories(folder.resolve("generated"))
                            .toString(), "--module-path", modulePath(), "-A" + EventBindProcessor.INCLUDE_PATH + "="
                            + Compilations.HEADERS.toAbsolutePath()), null,
                    files.getJavaFileObjects(folder.resolve("src/module-info.java"),
                            sources.resolve("CudaRuntime.java")));
            task.setProcessors(List.of(new EventBindProcessor()));
            task.call();
        }
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
    }

    @Test
    void aModuleThatDoesNotReadJavaCompilerIsToldSoOnTheSpec() throws IOException {
        List<Diagnostic<? extends JavaFileObject>> errors = compileModule(
                "module test.backend { requires dev.eventbind.runtime; }");

        assertEquals(1, errors.size(), errors.toString());
        String message = errors.getFirst().getMessage(Locale.ROOT);
        assertTrue(message.startsWith(Rule.MODULE_REQUIRES.breach("module test.backend does not read"
                + " java.compiler")), message);
        assertTrue(errors.getFirst().getSource().getName().endsWith("CudaRuntime.java"), message);
        assertTrue(Files.notExists(folder.resolve("generated/test/CudaRuntimeEvents.java")));
    }

    @Test
    void aModuleThatReadsJavaCompilerCompilesItsGeneratedClasses() throws IOException {
        List<Diagnostic<? extends JavaFileObject>> errors = compileModule("module test.backend { requires"
                + " dev.eventbind.runtime; requires static transitive java.compiler; }");

        assertEquals(List.of(), errors);
        assertTrue(Files.exists(folder.resolve("out/test/CudaRuntimeEvents.class")));
    }
}
