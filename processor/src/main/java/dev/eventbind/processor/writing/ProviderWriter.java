package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.processor.model.ProviderModel;
import dev.eventbind.spec.Rank;
import javax.lang.model.element.Modifier;

/**
 * Writes a backend's {@link BackendProvider}, which {@link java.util.ServiceLoader} finds: {@code <Spec>EventsProvider}
 * for an {@code @EventBackend}, {@code <Spec>Provider} for a {@code @NativeFunctions} spec naming its events class. It
 * loads nothing until asked: naming the events class only inside its methods keeps listing providers cheap.
 */
public final class ProviderWriter {

    private final ProviderModel model;

    public ProviderWriter(ProviderModel model) {
        this.model = model;
    }

    /** The source file. */
    public JavaFile write() {
        ClassName events = GeneratedFiles.className(model.events());
        TypeSpec type = GeneratedFiles.mark(TypeSpec.classBuilder(GeneratedFiles.className(model.provider()))
                .addJavadoc("Finds the $L backend for {@link $T}; generated from {@link $T}.\n", Javadocs.text(model.name()),
                        ClassName.get("java.util", "ServiceLoader"), GeneratedFiles.className(model.spec())),
                        model.spec(), model.deprecation())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(BackendProvider.class)
                .addMethod(MethodSpec.constructorBuilder()
                        .addJavadoc("For {@link $T}.\n", ClassName.get("java.util", "ServiceLoader"))
                        .addModifiers(Modifier.PUBLIC).build())
                .addMethod(override("name").returns(String.class).addStatement("return $S", model.name()).build())
                .addMethod(override("rank").returns(Rank.class)
                        .addStatement("return $T.$L", Rank.class, model.rank()).build())
                .addMethod(override("probe").returns(BackendProbe.class)
                        .addStatement("return $T.probe()", events).build())
                .addMethod(override("open").returns(model.opensEvents() ? events : ParameterizedTypeName.get(
                                ClassName.get(EventApi.class), WildcardTypeName.subtypeOf(Object.class),
                                WildcardTypeName.subtypeOf(Object.class)))
                        .addStatement("return $T.open()", events).build())
                .build();
        return GeneratedFiles.file(model.provider(), type, model.scope());
    }

    private static MethodSpec.Builder override(String name) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC);
    }
}
