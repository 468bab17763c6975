package dev.eventbind.processor.writing;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.processor.model.Deprecation;
import dev.eventbind.processor.model.JavaName;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** What every generated file shares: the {@code @Generated} mark, the imports, the indentation. */
final class GeneratedFiles {

    /** The processor named in {@code @Generated}; a test holds it equal to the processor's class name. */
    static final String PROCESSOR = "dev.eventbind.processor.EventBindProcessor";

    private static final ClassName NULLABLE = ClassName.get("org.jspecify.annotations", "Nullable");

    private GeneratedFiles() {
    }

    static ClassName className(JavaName name) {
        return ClassName.get(name.packageName(), name.simpleNames().getFirst(),
                name.simpleNames().subList(1, name.simpleNames().size()).toArray(String[]::new));
    }

    /**
     * Marks {@code type}, a class generated from {@code spec}, as such: {@code @Generated(value = processor,
     * comments = "from pkg.Spec")}; and, where the spec is deprecated, {@code @Deprecated} as the spec is with a
     * {@code @deprecated} tag after the Javadoc already added. Inside a deprecated class javac warns of no use of
     * the deprecated spec (JLS 9.6.4.6); a use of one deprecated for removal it still warns of, in any class but
     * the one that declares it, so a class generated from such a spec also suppresses {@code removal}: its users
     * are warned, as the spec's are, where they name it.
     */
    static TypeSpec.Builder mark(TypeSpec.Builder type, JavaName spec, Optional<Deprecation> deprecation) {
        type.addAnnotation(AnnotationSpec.builder(Generated.class)
                .addMember("value", "$S", PROCESSOR)
                .addMember("comments", "$S", "from " + spec.canonical())
                .build());
        deprecation.ifPresent(deprecated -> {
            AnnotationSpec.Builder annotation = AnnotationSpec.builder(Deprecated.class);
            if (!deprecated.since().isEmpty()) {
                annotation.addMember("since", "$S", deprecated.since());
            }
            if (deprecated.forRemoval()) {
                annotation.addMember("forRemoval", "true");
            }
            type.addAnnotation(annotation.build())
                    .addJavadoc("\n@deprecated {@link $T} is deprecated$L.\n", className(spec),
                            deprecated.forRemoval() ? " for removal" : "");
            if (deprecated.forRemoval()) {
                type.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
                        .addMember("value", "$S", "removal").build());
            }
        });
        return type;
    }

    /**
     * {@code type} marked JSpecify {@code @Nullable}: a generated value that may be null says so, so that NullAway
     * (which checks the project's own backends) and users' tools read it. The eventbind runtime brings the
     * annotations onto every backend's compile path ({@code requires static transitive org.jspecify}).
     */
    static TypeName nullable(TypeName type) {
        return type.annotated(AnnotationSpec.builder(NULLABLE).build());
    }

    /**
     * The file for {@code type}, in which every type named as one of {@code scope} (the spec's members, its
     * package's types) is written qualified, so that none of them takes the place of the type meant.
     */
    static JavaFile file(JavaName name, TypeSpec type, List<String> scope) {
        TypeSpec.Builder qualified = type.toBuilder();
        scope.forEach(qualified::alwaysQualify);
        return JavaFile.builder(name.packageName(), qualified.build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    /** "a CUDA", "an OpenCL", "an acme": the article a backend name takes when read aloud as a word. */
    static String article(String name) {
        String first = name.strip().toLowerCase(Locale.ROOT);
        return !first.isEmpty() && "aeiou".indexOf(first.charAt(0)) >= 0 ? "an" : "a";
    }
}
