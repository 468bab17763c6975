package dev.eventbind.processor.model;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.header.HeaderIndex;
import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import dev.eventbind.spec.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/** Builds the model of a spec that passed validation; it assumes every check there held. */
public final class ModelFactory {

    private final HeaderCache headers;

    public ModelFactory(HeaderCache headers) {
        this.headers = headers;
    }

    /** The model of {@code spec}, an {@code @EventBackend} or {@code @NativeFunctions} interface. */
    public SpecModel build(TypeElement spec) {
        JavaName specName = javaName(spec);
        EventBackend backend = spec.getAnnotation(EventBackend.class);
        if (backend == null) {
            NativeFunctions functions = spec.getAnnotation(NativeFunctions.class);
            List<DowncallModel> calls = calls(spec, header(functions.header()), new HashMap<>());
            return new FunctionsModel(specName, sibling(specName, "Functions"), functions.name(),
                    library(functions.library()), calls);
        }
        Map<String, BoundOp> ops = new HashMap<>();
        List<DowncallModel> calls = calls(spec, header(backend.header()), ops);
        return new BackendModel(specName, sibling(specName, "Events"), sibling(specName, "EventsProvider"),
                backend.name(), backend.rank(), library(backend.library()), status(backend.status()), calls, ops);
    }

    private Optional<HeaderIndex> header(String header) {
        // Validation already reported an unreadable or missing header; prototypes are then rebuilt from Java.
        try {
            return header.isBlank() ? Optional.empty() : headers.index(header);
        } catch (java.io.UncheckedIOException e) {
            return Optional.empty();
        }
    }

    private static List<DowncallModel> calls(TypeElement spec, Optional<HeaderIndex> header,
            Map<String, BoundOp> ops) {
        List<DowncallModel> calls = new ArrayList<>();
        for (ExecutableElement method : ElementFilter.methodsIn(spec.getEnclosedElements())) {
            if (!method.getModifiers().contains(Modifier.ABSTRACT)) {
                continue;
            }
            Bind bind = method.getAnnotation(Bind.class);
            Downcall downcall = method.getAnnotation(Downcall.class);
            String symbol = bind != null ? bind.symbol() : downcall.symbol();
            boolean critical = bind != null ? bind.critical() : downcall.critical();
            boolean optional = bind != null ? bind.optional() : downcall.optional();
            DowncallModel call = call(method, symbol, critical, optional, header);
            calls.add(call);
            if (bind != null) {
                ops.put(symbol, new BoundOp(bind.value(), call, bind.flags()));
            }
        }
        return calls;
    }

    private static DowncallModel call(ExecutableElement method, String symbol, boolean critical, boolean optional,
            Optional<HeaderIndex> header) {
        List<Parameter> parameters = new ArrayList<>();
        for (VariableElement parameter : method.getParameters()) {
            parameters.add(new Parameter(parameter.getSimpleName().toString(),
                    CType.of(parameter.asType()).orElseThrow()));
        }
        CType returns = CType.of(method.getReturnType()).orElseThrow();
        String prototype = header.flatMap(index -> index.function(symbol)).map(CFunction::declaration)
                .orElseGet(() -> DowncallModel.rebuiltPrototype(symbol, parameters, returns));
        return new DowncallModel(method.getSimpleName().toString(), symbol, parameters, returns, critical, optional,
                prototype);
    }

    private static LibraryModel library(Library library) {
        return new LibraryModel(library.resource(), List.of(library.names()), List.of(library.home()),
                List.of(library.defaultHomes()), List.of(library.subdirs()), library.overrideProperty(),
                library.overrideEnv());
    }

    private static StatusModel status(Status status) {
        List<StatusModel.StatusCode> codes = new ArrayList<>();
        for (Code code : status.codes()) {
            codes.add(new StatusModel.StatusCode(code.value(), code.name(), code.message()));
        }
        return new StatusModel(status.success(), boxed(status.notReady()), boxed(status.poisoned()), codes);
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().toList();
    }

    private static JavaName javaName(TypeElement type) {
        List<String> simpleNames = new ArrayList<>();
        Element element = type;
        while (element instanceof TypeElement nested) {
            simpleNames.addFirst(nested.getSimpleName().toString());
            element = nested.getEnclosingElement();
        }
        String packageName = ((PackageElement) element).getQualifiedName().toString();
        return new JavaName(packageName, simpleNames);
    }

    /** A top-level class next to {@code spec}: {@code CudaRuntime} gives {@code CudaRuntimeEvents}. */
    private static JavaName sibling(JavaName spec, String suffix) {
        return JavaName.topLevel(spec.packageName(), String.join("_", spec.simpleNames()) + suffix);
    }
}
