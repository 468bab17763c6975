package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.lang.foreign.MemorySegment;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes the nested {@code Event} and {@code Stream} classes: a driver handle that remembers being destroyed, so
 * a released handle is refused in Java and never reaches the driver.
 */
final class HandleTypeWriter {

    private static final String CONCURRENCY = """
            <p>Destroying clears the handle field, so "destroyed" and the handle are one load on the hot path.
            The field is plain on purpose. A handle reaches another thread only through a hand-off that already
            orders memory (a fence, a queue, a lock), and that hand-off publishes the cleared field with it. It
            catches reuse after destroy; a destroy racing a use on another thread is a bug of the caller that no
            flag could make safe, so a volatile read on every call would buy nothing.
            """;

    private HandleTypeWriter() {
    }

    /** The event class of backend {@code backend}. */
    static TypeSpec event(ClassName type, String backend) {
        return handleType(type, backend, "event", "eventCreate()", "eventDestroy").build();
    }

    /** The stream class, which can also wrap a stream created elsewhere. */
    static TypeSpec stream(ClassName type, String backend) {
        MethodSpec wrap = MethodSpec.methodBuilder("wrap")
                .addJavadoc("A stream created outside this class ({@code MemorySegment.NULL} is the default"
                        + " stream\nwhere the API has one). Destroying it through this class destroys the driver's"
                        + " stream.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(type)
                .addParameter(MemorySegment.class, "handle")
                .addStatement("return new $T(handle)", type)
                .build();
        return handleType(type, backend, "stream", "streamCreateNonBlocking()", "streamDestroy").addMethod(wrap)
                .build();
    }

    private static TypeSpec.Builder handleType(ClassName type, String backend, String noun, String creator,
            String destroyer) {
        ClassName outer = type.enclosingClassName();
        return TypeSpec.classBuilder(type)
                .addJavadoc("A $L $L: the driver's handle, read once when\n{@link $T#$L} created it.\n\n",
                        backend, noun, outer, creator)
                .addJavadoc(CONCURRENCY)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addField(MemorySegment.class, "handle", Modifier.PRIVATE)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(MemorySegment.class, "handle")
                        .addStatement("this.handle = $T.requireNonNull(handle, $S)", Objects.class,
                                "handle")
                        .build())
                .addMethod(MethodSpec.methodBuilder("handle")
                        .addJavadoc("The driver's handle.\n\n@throws IllegalStateException after {@link $T#$L}\n",
                                outer, destroyer)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(MemorySegment.class)
                        .addStatement("$T live = handle", MemorySegment.class)
                        .beginControlFlow("if (live == null)")
                        .addStatement("throw new $T($S)", IllegalStateException.class,
                                backend + " " + noun + " already destroyed")
                        .endControlFlow()
                        .addStatement("return live")
                        .build())
                .addMethod(MethodSpec.methodBuilder("destroyed")
                        .addJavadoc("Whether {@link $T#$L} was called with this $L.\n", outer, destroyer, noun)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addStatement("return handle == null")
                        .build())
                .addMethod(MethodSpec.methodBuilder("release")
                        .addJavadoc("The handle, for the last time: marks this $L destroyed before the driver"
                                + " is called,\nso it is refused afterwards even if the call fails.\n", noun)
                        .addModifiers(Modifier.PRIVATE)
                        .returns(MemorySegment.class)
                        .addStatement("$T released = handle()", MemorySegment.class)
                        .addStatement("handle = null")
                        .addStatement("return released")
                        .build());
    }
}
