package dev.eventbind.reliability.boundary;

import dev.eventbind.ffm.Restricted;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.classfile.Attributes;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.MethodModel;
import java.lang.classfile.instruction.InvokeInstruction;
import java.lang.reflect.Method;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every restricted entry of eventbind's jars, found in their class files: the methods that call
 * {@code NativeAccess.checkCaller}, each of which must carry {@link Restricted}, and the methods that carry it,
 * each of which must call the check. A new entry is found without anyone listing it.
 */
final class RestrictedEntries {

    private static final String NATIVE_ACCESS = "dev/eventbind/ffm/NativeAccess";
    private static final String RESTRICTED = "L" + Restricted.class.getName().replace('.', '/') + ";";

    /** A method that checks its caller, and whether it is annotated. */
    record Entry(Method method, boolean annotated, boolean checks) {
        String describe() {
            return method.getDeclaringClass().getName() + "." + method.getName();
        }
    }

    private RestrictedEntries() {
    }

    /** The entries of the classes in {@code location} (a jar or a classes folder), in a stable order. */
    static List<Entry> in(Path location, ClassLoader loader) {
        List<Entry> entries = new ArrayList<>();
        try (FileSystem jar = Files.isRegularFile(location) ? FileSystems.newFileSystem(location) : null) {
            Path root = jar != null ? jar.getPath("/") : location;
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")
                        && !f.getFileName().toString().equals("module-info.class")).sorted().toList()) {
                    ClassModel model = ClassFile.of().parse(Files.readAllBytes(file));
                    for (MethodModel method : model.methods()) {
                        boolean checks = method.code().stream().flatMap(code -> code.elementStream())
                                .anyMatch(element -> element instanceof InvokeInstruction invoke
                                        && invoke.owner().asInternalName().equals(NATIVE_ACCESS)
                                        && invoke.name().equalsString("checkCaller"));
                        boolean annotated = method.findAttribute(Attributes.runtimeVisibleAnnotations())
                                .map(attribute -> attribute.annotations().stream().anyMatch(annotation ->
                                        annotation.className().equalsString(RESTRICTED)))
                                .orElse(false);
                        if (checks || annotated) {
                            entries.add(new Entry(reflect(model, method, loader), annotated, checks));
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        entries.sort(Comparator.comparing(Entry::describe));
        return entries;
    }

    private static Method reflect(ClassModel model, MethodModel method, ClassLoader loader) {
        try {
            Class<?> owner = Class.forName(model.thisClass().asInternalName().replace('/', '.'), false, loader);
            for (Method candidate : owner.getDeclaredMethods()) {
                if (candidate.getName().equals(method.methodName().stringValue())
                        && java.lang.invoke.MethodType.methodType(candidate.getReturnType(),
                                candidate.getParameterTypes()).toMethodDescriptorString()
                                .equals(method.methodType().stringValue())) {
                    return candidate;
                }
            }
            throw new IllegalStateException("no method " + method.methodName() + " in " + owner);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
