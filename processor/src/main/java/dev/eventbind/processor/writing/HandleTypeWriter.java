package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.lang.foreign.MemorySegment;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes the nested {@code Event} and {@code Stream} classes: only what a spec varies (the type, its name in
 * messages) over the runtime's {@code DeviceHandle}, which holds the handle and refuses it once destroyed.
 */
final class HandleTypeWriter {

    static final ClassName DEVICE_HANDLE = ClassName.get("dev.eventbind.binding", "DeviceHandle");

    private HandleTypeWriter() {
    }

    /** {@code describe()}, saying what the handle is in messages ("CUDA event"). */
    static MethodSpec describe(String described) {
        return MethodSpec.methodBuilder("describe")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .returns(String.class)
                .addStatement("return $S", described)
                .build();
    }

    /** The event class of backend {@code backend}. */
    static TypeSpec event(ClassName type, String backend) {
        return handleType(type, backend, "event", "eventCreate()", "")
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(MemorySegment.class, "handle")
                        .addStatement("super(handle, true)")
                        .build())
                .addMethod(describe(backend + " event"))
                .build();
    }

    /**
     * The stream class, which can also adopt or borrow a stream created elsewhere; where streams are their instance's
     * ({@code maker}), one the backend made remembers its instance, which counts it until its destroy was called,
     * and its {@code requireFrom} refuses another's.
     */
    static TypeSpec stream(ClassName type, String backend, Optional<EventFormWriter.Maker> maker) {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(MemorySegment.class, "handle")
                .addParameter(boolean.class, "owned")
                .addStatement("super(handle, owned)");
        TypeSpec.Builder stream = handleType(type, backend, "stream", "streamCreateNonBlocking()",
                ",\nor adopted or borrowed");
        maker.ifPresent(kept -> {
            TypeName field = GeneratedFiles.nullable(kept.type());
            stream.addField(FieldSpec.builder(field, "maker", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("What the instance that made it keeps; {@code null} for one made elsewhere.\n")
                    .build());
            constructor.addParameter(field, "maker").addStatement("this.maker = maker")
                    .beginControlFlow("if (maker != null)")
                    .addStatement("maker.streamMade()")
                    .endControlFlow();
            stream.addMethod(MethodSpec.methodBuilder("released")
                    .addJavadoc("Tells the instance that made it that its destroy was called, whatever the driver"
                            + " answered (a\nreleased handle is never destroyed again): the context may go once"
                            + " nothing made in it lives.\n")
                    .beginControlFlow("if (maker != null)")
                    .addStatement("maker.streamDestroyed()")
                    .endControlFlow()
                    .build());
            stream.addMethod(MethodSpec.methodBuilder("requireFrom")
                    .addJavadoc("Refuses this stream where another instance made it, on its own context: one made"
                            + " elsewhere is\ntaken on its caller's word.\n\n@throws $T when another instance made"
                            + " it\n", IllegalArgumentException.class)
                    .addParameter(kept.type(), "instance")
                    .beginControlFlow("if (maker != null && maker != instance)")
                    .addStatement("throw new $T(describe() + $S)", IllegalArgumentException.class,
                            " belongs to another backend instance, made on its own context: it is used with that"
                            + " backend only")
                    .endControlFlow()
                    .build());
        });
        String foreignMaker = maker.isPresent() ? ", null" : "";
        return stream.addMethod(constructor.build())
                .addMethod(describe(backend + " stream"))
                .addMethod(foreign(type, "adopt", true, "Destroying it through the backend destroys the driver's"
                        + " stream.", foreignMaker))
                .addMethod(foreign(type, "borrow", false, "The backend never destroys it: {@code streamDestroy}"
                        + " only forgets it,\nand its creator destroys it afterwards.", foreignMaker))
                .build();
    }

    private static TypeSpec.Builder handleType(ClassName type, String backend, String noun, String creator,
            String otherwise) {
        ClassName outer = type.enclosingClassName();
        String described = backend + " " + noun;
        return TypeSpec.classBuilder(type)
                .addJavadoc("$L $L: the driver's handle, from {@link $T#$L}$L.\n",
                        capitalized(GeneratedFiles.article(backend)), Javadocs.text(described), outer, creator,
                        otherwise)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(DEVICE_HANDLE);
    }

    /** {@code adopt}/{@code borrow}: a foreign address reaches the driver, so the caller is checked. */
    private static MethodSpec foreign(ClassName type, String name, boolean owned, String ownership, String maker) {
        return MethodSpec.methodBuilder(name)
                .addJavadoc("A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream"
                        + " where the\nAPI has one). $L\n\n<p>Restricted: the address goes to the driver"
                        + " unchecked, so the caller's module needs native\naccess, as for a JDK restricted"
                        + " method.\n\n@throws $T when it has none and the JVM denies illegal native access\n",
                        ownership, IllegalCallerException.class)
                .addAnnotation(LinkageWriter.RESTRICTED)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(type)
                .addParameter(MemorySegment.class, "handle")
                .addStatement("return new $T(foreign(handle, $S), $L$L)", type,
                        type.enclosingClassName().simpleName() + ".Stream." + name, owned, maker)
                .build();
    }

    static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
