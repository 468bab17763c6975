package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.FunctionsModel;
import dev.eventbind.processor.model.SpecModel;
import dev.eventbind.processor.model.StatusModel;
import dev.eventbind.spec.Op;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Spec>Functions}: the raw C-shaped downcalls of a spec, implementing it, as jextract keeps them
 * apart from any typed API. Each takes addresses the caller vouches for, so acquiring the class is restricted
 * like a JDK restricted method: {@code open()} checks its caller's module for native access.
 */
public final class FunctionsWriter {

    private final SpecModel model;

    public FunctionsWriter(SpecModel model) {
        this.model = model;
    }

    /** The source file. */
    public JavaFile write() {
        MemberNames names = new MemberNames(model);
        LinkageWriter linkage = new LinkageWriter(model, names);
        ResolverWriter resolver = new ResolverWriter(model, linkage);
        ClassName spec = GeneratedFiles.className(model.spec());
        ClassName functions = GeneratedFiles.className(model.functions());
        String backendField = names.fresh("BACKEND");
        Optional<StatusModel> convention = switch (model) {
            case FunctionsModel declared -> declared.status();
            case BackendModel backend -> Optional.of(backend.status());
        };
        Optional<StatusWriter> status = convention.map(declared -> new StatusWriter(model, declared, names,
                backendField));
        String linked = names.fresh("LINKED");
        TypeSpec.Builder type = declaration(functions, spec)
                .addField(linkage.libraryField())
                .addFields(resolver.fields())
                .addMethod(resolver.constructor())
                .addMethod(open(functions, linkage, status, resolver));
        resolver.resolvedMethod().ifPresent(type::addMethod);
        if (sharesInstance(status)) {
            shared(type, functions, linked, resolver);
        }
        status.ifPresent(writer -> type.addField(FieldSpec.builder(String.class, backendField, Modifier.PRIVATE,
                        Modifier.STATIC, Modifier.FINAL).initializer("$S", model.name()).build())
                .addField(writer.field(functions))
                .addMethod(writer.accessor())
                .addMethods(writer.methods(linked)));
        type.addMethod(linkage.libraryAccessor());
        for (DowncallModel call : model.calls()) {
            type.addMethod(linkage.downcall(call));
            linkage.byAddress(call).ifPresent(type::addMethod);
        }
        type.addTypes(holders(model, linkage));
        return GeneratedFiles.file(model.functions(), type.build(), model.scope());
    }

    /** The holder of each call, one for calls that link a function alike (two ops bound to one function). */
    private static java.util.List<TypeSpec> holders(SpecModel model, LinkageWriter linkage) {
        Set<String> written = new HashSet<>();
        return model.calls().stream().filter(call -> written.add(linkage.holderName(call))).map(linkage::holder)
                .toList();
    }

    /** The class itself: what it is and the spec it implements. */
    private TypeSpec.Builder declaration(ClassName functions, ClassName spec) {
        return GeneratedFiles.mark(TypeSpec.classBuilder(functions)
                .addJavadoc("The $L C functions {@link $T} declares, linked with Panama FFM: raw downcalls that take"
                        + " any address.\n\n<p>Restricted: {@link #open()} refuses a caller whose module has no native"
                        + " access under\n{@code --illegal-native-access=deny}, and warns once per module otherwise."
                        + " The checked API is the\n{@code EventApi} class of the spec, where it has one.\n",
                        Javadocs.text(model.name()), spec), model.spec(), model.deprecation())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(spec);
    }

    /**
     * Whether the generated code outside this class calls the functions without opening them itself (a status
     * name, the version, the init), so the class keeps one shared instance.
     */
    private boolean sharesInstance(Optional<StatusWriter> status) {
        return status.filter(StatusWriter::callsFunctions).isPresent() || (model instanceof BackendModel backend
                && (backend.op(Op.VERSION).isPresent() || backend.op(Op.INIT).isPresent()));
    }

    /** {@code open()}: the caller checked, the library ready, the fault plan checked against the convention. */
    private static MethodSpec open(ClassName functions, LinkageWriter linkage, Optional<StatusWriter> status,
            ResolverWriter resolver) {
        MethodSpec.Builder open = MethodSpec.methodBuilder("open")
                .addJavadoc("The functions, for a caller whose module has native access.\n\n"
                        + "@throws $T when the caller's module has no native access and the JVM denies"
                        + " illegal native access\n@throws $T when the library or a required symbol is"
                        + " missing$L\n", IllegalCallerException.class, BackendUnavailableException.class,
                        status.isPresent() ? ", or the installed fault plan\nnames a function the"
                                + " spec does not bind or a status it does not know" : "")
                .addAnnotation(LinkageWriter.RESTRICTED)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(functions)
                .addStatement("$T.checkCaller($S)", LinkageWriter.NATIVE_ACCESS, functions.simpleName() + ".open")
                .addStatement("$N.ensureReady()", linkage.library());
        status.ifPresent(writer -> open.addStatement(writer.checkFaultPlan(CodeBlock.of("$N", linkage.library()))));
        return open.addStatement("return $L", resolver.unresolved()).build();
    }

    /** The shared instance the static reads call, and its package-private accessor. */
    private static void shared(TypeSpec.Builder type, ClassName functions, String linked, ResolverWriter resolver) {
        type.addField(FieldSpec.builder(functions, linked, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The instance the static reads call: the vendor's status names, the"
                                + " version, initialization.\n")
                        .initializer("$L", resolver.unresolved()).build())
                .addMethod(MethodSpec.methodBuilder("linked")
                        .addJavadoc("The functions for the static reads of the backend beside this class, which"
                                + " checks its own caller\nwhen it opens; package-private, so no other code"
                                + " skips {@link #open()}'s check.\n")
                        .addModifiers(Modifier.STATIC)
                        .returns(functions)
                        .addStatement("return $N", linked)
                        .build());
    }
}
