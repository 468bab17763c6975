import java.io.IOException;
import java.lang.classfile.AccessFlags;
import java.lang.classfile.Attributes;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.attribute.InnerClassInfo;
import java.lang.classfile.attribute.ModuleExportInfo;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.reflect.AccessFlag;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

/**
 * Writes or checks the text dump of one published jar's public API: every public or protected type of its exported
 * packages (all packages when the jar has no module descriptor) and their public and protected fields, constructors
 * and methods, one sorted line each, with the generic signature where there is one.
 *
 * <p>Usage: {@code java ApiDump.java check|update <regenerate command> <jar> <dump file>...}. {@code check}
 * compares each jar with its committed dump and fails naming the first differing lines and the command that
 * regenerates them; {@code update} rewrites the dumps.
 */
public final class ApiDump {

    private ApiDump() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4 || args.length % 2 != 0 || !Set.of("check", "update").contains(args[0])) {
            System.err.println("usage: java ApiDump.java check|update <regenerate command> <jar> <dump file>...");
            System.exit(2);
        }
        boolean failed = false;
        for (int i = 2; i < args.length; i += 2) {
            failed |= !dumpOne(Path.of(args[i]), Path.of(args[i + 1]), args[0].equals("update"));
        }
        if (failed) {
            System.err.println("api: if the change is meant, regenerate every dump with\n    " + args[1]
                    + "\nand describe the change in CHANGELOG.md's [Unreleased] section.");
            System.exit(1);
        }
    }

    /** Writes or checks one dump; false when the check failed. */
    private static boolean dumpOne(Path jar, Path dump, boolean update) throws IOException {
        List<String> actual = dump(jar);
        if (update) {
            Files.createDirectories(dump.toAbsolutePath().getParent());
            Files.write(dump, actual, StandardCharsets.UTF_8);
            System.out.println("api: wrote " + dump + " (" + actual.size() + " lines)");
            return true;
        }
        if (!Files.exists(dump)) {
            System.err.println("api: FAIL: there is no committed API dump " + dump);
            return false;
        }
        List<String> expected = Files.readAllLines(dump, StandardCharsets.UTF_8);
        if (!expected.equals(actual)) {
            System.err.println("api: FAIL: the API of " + jar.getFileName() + " differs from " + dump + ":\n"
                    + difference(expected, actual));
            return false;
        }
        System.out.println("api: " + jar.getFileName() + " matches " + dump + " (" + actual.size() + " lines)");
        return true;
    }

    /** The lines only one side has, the first ten of each, each with its line number. */
    static String difference(List<String> expected, List<String> actual) {
        Set<String> inActual = Set.copyOf(actual);
        Set<String> inExpected = Set.copyOf(expected);
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (int i = 0; i < expected.size() && shown < 10; i++) {
            if (!inActual.contains(expected.get(i))) {
                out.append("  - (committed line ").append(i + 1).append(") ").append(expected.get(i)).append('\n');
                shown++;
            }
        }
        shown = 0;
        for (int i = 0; i < actual.size() && shown < 10; i++) {
            if (!inExpected.contains(actual.get(i))) {
                out.append("  + (built line ").append(i + 1).append(") ").append(actual.get(i)).append('\n');
                shown++;
            }
        }
        return out.toString();
    }

    static List<String> dump(Path jarPath) throws IOException {
        Map<String, ClassModel> classes = new HashMap<>();
        Optional<Set<String>> exported = Optional.empty();
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            for (var entry : jar.stream().toList()) {
                String name = entry.getName();
                if (!name.endsWith(".class") || name.startsWith("META-INF/")) {
                    continue;
                }
                ClassModel model = ClassFile.of().parse(jar.getInputStream(entry).readAllBytes());
                if (name.equals("module-info.class")) {
                    exported = model.findAttribute(Attributes.module()).map(module -> module.exports().stream()
                            .filter(export -> export.exportsTo().isEmpty())
                            .map(ModuleExportInfo::exportedPackage)
                            .map(pkg -> pkg.name().stringValue().replace('/', '.'))
                            .collect(Collectors.toSet()));
                } else {
                    classes.put(model.thisClass().asInternalName(), model);
                }
            }
        }
        TreeSet<String> lines = new TreeSet<>();
        for (ClassModel model : classes.values()) {
            String internal = model.thisClass().asInternalName();
            String pkg = internal.contains("/") ? internal.substring(0, internal.lastIndexOf('/')).replace('/', '.') : "";
            if (exported.isPresent() && !exported.get().contains(pkg)) {
                continue;
            }
            if (!visible(internal, classes)) {
                continue;
            }
            String type = internal.replace('/', '.');
            lines.add(type + " " + flags(classFlags(model)) + " " + kind(model)
                    + model.superclass().map(s -> " extends " + s.asInternalName().replace('/', '.')).orElse("")
                    + model.interfaces().stream().map(i -> i.asInternalName().replace('/', '.')).sorted()
                            .collect(Collectors.joining(",", " implements ", "")).replaceFirst(" implements $", "")
                    + signature(model.findAttribute(Attributes.signature()).map(s -> s.signature().stringValue())));
            boolean isFinal = classFlags(model).contains(AccessFlag.FINAL);
            for (var field : model.fields()) {
                if (exposed(field.flags(), isFinal)) {
                    lines.add(type + "#" + field.fieldName().stringValue() + " " + flags(field.flags()) + " field "
                            + typeName(field.fieldTypeSymbol())
                            + signature(field.findAttribute(Attributes.signature()).map(s -> s.signature().stringValue())));
                }
            }
            for (var method : model.methods()) {
                if (!exposed(method.flags(), isFinal) || method.flags().has(AccessFlag.SYNTHETIC)
                        || method.flags().has(AccessFlag.BRIDGE)) {
                    continue;
                }
                MethodTypeDesc desc = method.methodTypeSymbol();
                String params = desc.parameterList().stream().map(ApiDump::typeName).collect(Collectors.joining(","));
                List<String> thrown = method.findAttribute(Attributes.exceptions())
                        .map(e -> e.exceptions().stream().map(x -> x.asInternalName().replace('/', '.')).sorted().toList())
                        .orElse(List.of());
                lines.add(type + "#" + method.methodName().stringValue() + "(" + params + ") "
                        + flags(method.flags()) + " " + typeName(desc.returnType())
                        + (thrown.isEmpty() ? "" : " throws " + String.join(",", thrown))
                        + signature(method.findAttribute(Attributes.signature()).map(s -> s.signature().stringValue())));
            }
        }
        return new ArrayList<>(lines);
    }

    /** Public or protected, as is every type enclosing it (a nested type's own access is in InnerClasses). */
    private static boolean visible(String internal, Map<String, ClassModel> classes) {
        ClassModel model = classes.get(internal);
        if (model == null) {
            return false;
        }
        Optional<InnerClassInfo> self = innerInfo(model, internal);
        if (self.isEmpty()) {
            return model.flags().has(AccessFlag.PUBLIC);
        }
        var flags = self.get().flags();
        if (!flags.contains(AccessFlag.PUBLIC) && !flags.contains(AccessFlag.PROTECTED)) {
            return false;
        }
        return self.get().outerClass().map(outer -> visible(outer.asInternalName(), classes)).orElse(false);
    }

    private static Optional<InnerClassInfo> innerInfo(ClassModel model, String internal) {
        return model.findAttribute(Attributes.innerClasses()).flatMap(attribute -> attribute.classes().stream()
                .filter(info -> info.innerClass().asInternalName().equals(internal)).findFirst());
    }

    private static Set<AccessFlag> classFlags(ClassModel model) {
        String internal = model.thisClass().asInternalName();
        return innerInfo(model, internal).map(InnerClassInfo::flags).orElse(model.flags().flags());
    }

    private static boolean exposed(AccessFlags flags, boolean finalClass) {
        return flags.has(AccessFlag.PUBLIC) || (flags.has(AccessFlag.PROTECTED) && !finalClass);
    }

    private static String kind(ClassModel model) {
        AccessFlags flags = model.flags();
        if (flags.has(AccessFlag.ANNOTATION)) {
            return "@interface";
        }
        if (flags.has(AccessFlag.INTERFACE)) {
            return "interface";
        }
        if (flags.has(AccessFlag.ENUM)) {
            return "enum";
        }
        if (model.findAttribute(Attributes.record()).isPresent()) {
            return "record";
        }
        return "class";
    }

    private static String flags(AccessFlags flags) {
        return flags(flags.flags());
    }

    private static String flags(Set<AccessFlag> flags) {
        return flags.stream()
                .filter(f -> switch (f) {
                    case PUBLIC, PROTECTED, STATIC, FINAL, ABSTRACT, VARARGS -> true;
                    default -> false;
                })
                .map(f -> f.name().toLowerCase(java.util.Locale.ROOT))
                .sorted()
                .collect(Collectors.joining(" "));
    }

    private static String signature(Optional<String> signature) {
        return signature.map(s -> " <" + s + ">").orElse("");
    }

    private static String typeName(ClassDesc desc) {
        if (desc.isArray()) {
            return typeName(desc.componentType()) + "[]";
        }
        if (desc.isPrimitive()) {
            return desc.displayName();
        }
        String d = desc.descriptorString();
        return d.substring(1, d.length() - 1).replace('/', '.');
    }
}
