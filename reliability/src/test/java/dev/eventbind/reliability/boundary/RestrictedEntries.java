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
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Every restricted entry of eventbind's jars, found in their class files: the methods that check their caller, each
 * of which must carry {@link Restricted}, and the methods that carry it, each of which must check. A method checks
 * its caller by calling {@code NativeAccess.checkCaller(what)}, or a helper that checks for it: a method that calls
 * {@code NativeAccess.checkCaller(what, helpers)}, counting itself among the frames between the entry and the
 * check (as {@code DeviceHandle.foreign} does for a generated handle's {@code adopt} and {@code borrow}). A helper
 * is no entry of its own. A new entry, or a new helper, is found without anyone listing it.
 */
final class RestrictedEntries {

    private static final String NATIVE_ACCESS = "dev/eventbind/ffm/NativeAccess";
    private static final String CHECK = "checkCaller(Ljava/lang/String;)V";
    private static final String CHECK_THROUGH_HELPERS = "checkCaller(Ljava/lang/String;I)V";
    private static final String RESTRICTED = "L" + Restricted.class.getName().replace('.', '/') + ";";

    /** A method that checks its caller, and whether it is annotated. */
    record Entry(Method method, boolean annotated, boolean checks) {
        String describe() {
            return method.getDeclaringClass().getName() + "." + method.getName();
        }
    }

    private RestrictedEntries() {
    }

    /** The entries of the classes in {@code locations} (jars or classes folders), in a stable order. */
    static List<Entry> in(List<Path> locations, ClassLoader loader) {
        List<ClassModel> classes = new ArrayList<>();
        for (Path location : locations) {
            classes.addAll(classes(location));
        }
        // A helper is called unqualified from a subclass too, so a call to it is known by name and descriptor.
        Set<String> helpers = new HashSet<>();
        for (ClassModel model : classes) {
            for (MethodModel method : model.methods()) {
                if (calls(method, invoke -> invoke.owner().asInternalName().equals(NATIVE_ACCESS)
                        && signature(invoke).equals(CHECK_THROUGH_HELPERS))) {
                    helpers.add(method.methodName().stringValue() + method.methodType().stringValue());
                }
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (ClassModel model : classes) {
            for (MethodModel method : model.methods()) {
                boolean annotated = method.findAttribute(Attributes.runtimeVisibleAnnotations())
                        .map(attribute -> attribute.annotations().stream().anyMatch(annotation ->
                                annotation.className().equalsString(RESTRICTED)))
                        .orElse(false);
                boolean helper = helpers.contains(method.methodName().stringValue()
                        + method.methodType().stringValue());
                boolean checks = calls(method, invoke -> invoke.owner().asInternalName().equals(NATIVE_ACCESS)
                        && signature(invoke).equals(CHECK) || helpers.contains(signature(invoke)));
                if (annotated || checks && !helper) {
                    entries.add(new Entry(reflect(model, method, loader), annotated, checks));
                }
            }
        }
        entries.sort(Comparator.comparing(Entry::describe));
        return entries;
    }

    private static List<ClassModel> classes(Path location) {
        List<ClassModel> classes = new ArrayList<>();
        try (FileSystem jar = Files.isRegularFile(location) ? FileSystems.newFileSystem(location) : null) {
            Path root = jar != null ? jar.getPath("/") : location;
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")
                        && !f.getFileName().toString().equals("module-info.class")).sorted().toList()) {
                    classes.add(ClassFile.of().parse(Files.readAllBytes(file)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return classes;
    }

    private static boolean calls(MethodModel method, Predicate<InvokeInstruction> which) {
        return method.code().stream().flatMap(code -> code.elementStream())
                .anyMatch(element -> element instanceof InvokeInstruction invoke && which.test(invoke));
    }

    private static String signature(InvokeInstruction invoke) {
        return invoke.name().stringValue() + invoke.type().stringValue();
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
