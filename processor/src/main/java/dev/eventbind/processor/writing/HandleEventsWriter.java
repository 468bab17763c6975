package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BoundOp;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code EventForm.HANDLE}: a driver handle per event, passed as it is; nothing to add. */
final class HandleEventsWriter implements EventFormWriter {

    @Override
    public List<FieldSpec> fields() {
        return List.of();
    }

    @Override
    public void constructor(MethodSpec.Builder constructor, EventApiWriter api) {
    }

    @Override
    public List<MethodSpec> methods(EventApiWriter api) {
        return List.of();
    }

    @Override
    public TypeSpec eventType(ClassName event, String backend) {
        return HandleTypeWriter.event(event, backend);
    }

    @Override
    public Optional<CodeBlock> instead(BoundOp op) {
        return Optional.empty();
    }

    @Override
    public List<String> hold(CodeBlock.Builder code, BoundOp op, Map<Argument, CodeBlock> passed) {
        return List.of();
    }

    @Override
    public List<String> holdForTimedWait(MethodSpec.Builder method, BoundOp op, Map<Argument, CodeBlock> passed) {
        return List.of();
    }

    @Override
    public MethodSpec.Builder letGo(MethodSpec.Builder method, BoundOp op, List<String> held) {
        return method;
    }
}
