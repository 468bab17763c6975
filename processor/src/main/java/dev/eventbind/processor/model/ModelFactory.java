package dev.eventbind.processor.model;

import com.sun.source.util.Trees;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.jspecify.annotations.Nullable;

/**
 * Builds the model of a spec that passed validation: a mapping of what validation established (each method's
 * matched op shape, its header declaration) and of the spec annotation's plain values. It checks nothing.
 */
public final class ModelFactory {

    private final FlagsConstant flagsConstants;

    /** @param trees javac's trees, to name the flags constants a spec wrote; {@code null} to pass numbers */
    public ModelFactory(@Nullable Trees trees) {
        this.flagsConstants = new FlagsConstant(trees);
    }

    /**
     * The model of {@code source}, from what validation established about it: its status table takes the
     * {@linkplain ValidatedSpec#headerStatuses() header's statuses} after the spec's own rows; a
     * {@code @NativeFunctions} spec gets a provider for the {@linkplain ValidatedSpec#events() events class} it
     * names.
     */
    public SpecModel build(SpecSource source, ValidatedSpec validated) {
        TypeElement spec = source.element();
        JavaName specName = javaName(spec);
        Optional<Deprecation> deprecation = source.deprecation()
                .map(written -> new Deprecation(written.since(), written.forRemoval()));
        List<DowncallModel> calls = new ArrayList<>();
        Map<Op, BoundOp> ops = new EnumMap<>(Op.class);
        for (CheckedMethod method : validated.methods()) {
            Optional<MethodSource.BindSource> bind = source.method(method.method()).bind();
            DowncallModel declared = call(method, bind);
            Optional<BoundOp> op = method.shape().map(shape -> new BoundOp(shape.op(), shape, declared,
                    method.flags(), bind.flatMap(b -> flagsConstants.of(method.method(), b)), method.bound(),
                    method.timestampBits(),
                    hostClock(bind)));
            Optional<BoundOp> byAddress = op.map(ModelFactory::handlesByAddress);
            calls.add(byAddress.map(BoundOp::call).orElse(declared));
            byAddress.ifPresent(bound -> ops.put(bound.op(), bound));
        }
        if (source.backend().isEmpty()) {
            SpecSource.Functions functions = source.functions().orElseThrow();
            List<String> scope = scope(spec);
            Optional<ProviderModel> provider = validated.events().map(type -> new ProviderModel(specName,
                    sibling(specName, "Provider"), javaName(type), functions.name(), functions.rank(), scope, false,
                    deprecation));
            return new FunctionsModel(specName, sibling(specName, "Functions"), functions.name(),
                    library(functions.library()), calls, scope, provider, functions.statusMirror()
                            .map(written -> status(functions.status(), validated.headerStatuses())), deprecation);
        }
        SpecSource.Backend backend = source.backend().get();
        Optional<JavaName> provider = backend.registerProvider() ? Optional.of(sibling(specName, "EventsProvider"))
                : Optional.empty();
        return new BackendModel(specName, sibling(specName, "Events"), sibling(specName, "Functions"), provider,
                backend.name(), backend.rank(), library(backend.library()),
                status(backend.status(), validated.headerStatuses()), calls, ops, scope(spec),
                validated.handWritten(), deprecation);
    }

    private static DowncallModel call(CheckedMethod method, Optional<MethodSource.BindSource> bind) {
        String prototype = method.declaration().orElseGet(() -> DowncallModel.rebuiltPrototype(method.symbol(),
                method.parameters(), method.returns()));
        return new DowncallModel(method.method().getSimpleName().toString(), method.symbol(), method.parameters(),
                method.returns(), method.critical(), method.optional(), prototype,
                bind.map(MethodSource.BindSource::resolved).orElse(false));
    }

    /**
     * {@code op} with its call taking each live handle the backend passes ({@link Argument#byAddress()}) as its
     * address: decided once here, so the descriptor, the functions class and every call the backend makes agree.
     */
    private static BoundOp handlesByAddress(BoundOp op) {
        List<Optional<Argument>> arguments = op.arguments();
        List<Parameter> parameters = new ArrayList<>(op.call().parameters());
        for (int i = 0; i < parameters.size(); i++) {
            Parameter parameter = parameters.get(i);
            if (arguments.get(i).filter(Argument::byAddress).isPresent() && parameter.type() == CType.POINTER) {
                parameters.set(i, parameter.asHandle());
            }
        }
        return op.withCall(op.call().withParameters(parameters));
    }

    /**
     * The simple names a generated class must not leave to javac's scoping: the fields and member types of
     * {@code type} and every interface it extends, and every type of its package (a package's {@code Error} or
     * {@code Optional} would otherwise take the place of the JDK's).
     */
    private static List<String> scope(TypeElement type) {
        Set<String> names = new LinkedHashSet<>();
        collectScope(type, names, new HashSet<>());
        for (Element member : packageOf(type).getEnclosedElements()) {
            names.add(member.getSimpleName().toString());
        }
        return List.copyOf(names);
    }

    private static void collectScope(TypeElement type, Set<String> names, Set<TypeElement> seen) {
        if (!seen.add(type)) {
            return;
        }
        for (Element member : type.getEnclosedElements()) {
            if (member.getKind().isField() || member.getKind().isClass() || member.getKind().isInterface()) {
                names.add(member.getSimpleName().toString());
            }
        }
        for (TypeMirror parent : type.getInterfaces()) {
            if (parent instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element) {
                collectScope(element, names, seen);
            }
        }
    }

    private static LibraryModel library(Library library) {
        return new LibraryModel(library.resource(), List.of(library.names()), List.of(library.home()),
                List.of(library.defaultHomes()), List.of(library.subdirs()), library.overrideProperty(),
                library.overrideEnv(), List.of(library.loadsByName()));
    }

    private static StatusModel status(Status status, List<StatusModel.StatusCode> headerStatuses) {
        List<StatusModel.StatusCode> codes = new ArrayList<>();
        Set<Integer> values = new HashSet<>();
        for (Code code : status.codes()) {
            codes.add(new StatusModel.StatusCode(code.value(), code.name(), code.message()));
            values.add(code.value());
        }
        for (StatusModel.StatusCode code : headerStatuses) {
            if (values.add(code.value())) {
                codes.add(code);
            }
        }
        return new StatusModel(status.success(), boxed(status.notReady()), boxed(status.poisoned()), codes);
    }

    private static List<Integer> boxed(int[] values) {
        return Arrays.stream(values).boxed().distinct().toList();
    }

    static JavaName javaName(TypeElement type) {
        List<String> simpleNames = new ArrayList<>();
        for (@Nullable Element element = type; element instanceof TypeElement nested;
                element = nested.getEnclosingElement()) {
            simpleNames.addFirst(nested.getSimpleName().toString());
        }
        return new JavaName(packageOf(type).getQualifiedName().toString(), simpleNames);
    }

    /**
     * The records {@code source}'s hand-written code reaches, for {@code <Spec>Structs}; empty where it names none.
     */
    public Optional<StructsModel> structs(SpecSource source, ValidatedSpec validated) {
        if (validated.structs().isEmpty()) {
            return Optional.empty();
        }
        String header = source.backend().map(SpecSource.Backend::header)
                .orElseGet(() -> source.functions().orElseThrow().header());
        return Optional.of(new StructsModel(javaName(source.element()), structsClass(source.element()), header,
                validated.structs().getFirst().target(), validated.structs(), source.deprecation()
                        .map(written -> new Deprecation(written.since(), written.forRemoval())),
                scope(source.element())));
    }

    /** {@code <Spec>Structs}, beside {@code spec}: validation checks no record takes its name. */
    public static JavaName structsClass(TypeElement spec) {
        return sibling(javaName(spec), "Structs");
    }

    /** The package {@code element} is declared in: the chain of enclosing elements of every type ends at one. */
    private static PackageElement packageOf(Element element) {
        for (@Nullable Element at = element; at != null; at = at.getEnclosingElement()) {
            if (at instanceof PackageElement found) {
                return found;
            }
        }
        throw new IllegalArgumentException(element + " is in no package");
    }

    /** A top-level class next to {@code spec}: {@code CudaRuntime} gives {@code CudaRuntimeEvents}. */
    private static JavaName sibling(JavaName spec, String suffix) {
        return JavaName.topLevel(spec.packageName(), String.join("_", spec.simpleNames()) + suffix);
    }

    /** The {@code @Bind(hostClock)} of a paired read; the default for other methods, which ignore it. */
    private static dev.eventbind.spec.PairedHostClock hostClock(Optional<MethodSource.BindSource> bind) {
        return bind.map(MethodSource.BindSource::hostClock)
                .orElse(dev.eventbind.spec.PairedHostClock.CLOCK_MONOTONIC_RAW);
    }
}
