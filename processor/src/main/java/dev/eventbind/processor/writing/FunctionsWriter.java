package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.FunctionsModel;
import javax.lang.model.element.Modifier;

/** Writes {@code <Spec>Functions}: the typed downcalls of a {@code @NativeFunctions} spec, nothing more. */
public final class FunctionsWriter {

    private final FunctionsModel model;

    public FunctionsWriter(FunctionsModel model) {
        this.model = model;
    }

    /** The source file. */
    public JavaFile write() {
        MemberNames names = new MemberNames(model.calls());
        LinkageWriter linkage = new LinkageWriter(model, names);
        ClassName spec = GeneratedFiles.className(model.spec());
        TypeSpec.Builder type = TypeSpec.classBuilder(GeneratedFiles.className(model.generated()))
                .addJavadoc("The $L functions {@link $T} declares, linked with Panama FFM.\n", model.name(), spec)
                .addAnnotation(GeneratedFiles.generated(model.spec()))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(spec)
                .addField(linkage.libraryField())
                .addFields(linkage.handleFields())
                .addMethod(MethodSpec.constructorBuilder()
                        .addJavadoc("Opens the functions; the library was linked when this class was loaded.\n\n"
                                + "@throws $T when the library or a required symbol is missing\n",
                                BackendUnavailableException.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addStatement("$N.ensureReady()", linkage.library())
                        .build())
                .addMethod(linkage.libraryAccessor());
        for (DowncallModel call : model.calls()) {
            type.addMethod(linkage.downcall(call));
        }
        type.addMethod(linkage.unexpectedMethod());
        return GeneratedFiles.file(model.generated(), type.build(), GeneratedFiles.layouts(model.calls()));
    }
}
