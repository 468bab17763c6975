package dev.eventbind.processor;

import com.palantir.javapoet.JavaFile;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.FunctionsModel;
import dev.eventbind.processor.model.ModelFactory;
import dev.eventbind.processor.model.ProviderModel;
import dev.eventbind.processor.model.SpecModel;
import dev.eventbind.processor.source.SpecReader;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.processor.validation.Rule;
import dev.eventbind.processor.validation.SpecValidator;
import dev.eventbind.processor.validation.Validation;
import dev.eventbind.processor.validation.ValidationReport;
import dev.eventbind.processor.writing.EventsWriter;
import dev.eventbind.processor.writing.FunctionsWriter;
import dev.eventbind.processor.writing.ProviderWriter;
import dev.eventbind.processor.writing.StructsWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import javax.annotation.processing.Filer;
import javax.annotation.processing.FilerException;
import javax.annotation.processing.Messager;
import javax.lang.model.element.TypeElement;

/**
 * One spec through the pipeline: read it once, validate, report, stop if not clean, build the model, check that
 * the generated names are free, generate.
 */
final class SpecStep {

    private final SpecReader reader;
    private final SpecValidator validator;
    private final ModelFactory models;
    private final Messager messager;
    private final Filer filer;
    private final ServicesFile services;
    private final Predicate<String> declaredInSources;
    private final Map<String, String> generatedFor = new HashMap<>();
    private final String failOn;

    /**
     * @param declaredInSources whether a qualified name is a type in this compilation's sources, which a
     *     generated file of that name would clash with
     * @param failOn the simple name of a spec whose processing fails on purpose, for tests; empty for none
     */
    SpecStep(SpecReader reader, SpecValidator validator, ModelFactory models, Messager messager, Filer filer,
            ServicesFile services, Predicate<String> declaredInSources, String failOn) {
        this.failOn = failOn;
        this.reader = reader;
        this.validator = validator;
        this.models = models;
        this.messager = messager;
        this.filer = filer;
        this.services = services;
        this.declaredInSources = declaredInSources;
    }

    void process(TypeElement spec) throws IOException {
        SpecSource source = reader.read(spec);
        Validation validation = validator.validate(source);
        validation.report().printTo(messager);
        if (validation.spec().isEmpty()) {
            return;
        }
        SpecModel model = models.build(source, validation.spec().get());
        List<JavaFile> files = generate(model);
        models.structs(source, validation.spec().get()).ifPresent(structs -> files.add(new StructsWriter(structs)
                .write()));
        ValidationReport clashes = new ValidationReport();
        for (JavaFile file : files) {
            checkName(spec, name(file), clashes);
        }
        clashes.printTo(messager);
        if (!clashes.isClean()) {
            return;
        }
        for (Map.Entry<String, String> file : render(spec, files).entrySet()) {
            write(spec, file.getKey(), file.getValue());
        }
        provider(model).ifPresent(p -> services.add(p.provider().binary(), spec));
    }

    /**
     * The classes of a spec's model: a backend's events, functions and provider; a functions spec's own. Its
     * {@code <Spec>Structs}, where it names records, come after them.
     */
    private static List<JavaFile> generate(SpecModel model) {
        List<JavaFile> files = new ArrayList<>();
        switch (model) {
            case BackendModel backend -> {
                files.add(new EventsWriter(backend).write());
                files.add(new FunctionsWriter(backend).write());
            }
            case FunctionsModel functions -> files.add(new FunctionsWriter(functions).write());
        }
        provider(model).ifPresent(provider -> files.add(new ProviderWriter(provider).write()));
        return files;
    }

    /**
     * Every file's text by its name, rendered in full before the first is created, so a failure inside a writer
     * leaves no file behind: a spec gets all its classes or none.
     */
    private Map<String, String> render(TypeElement spec, List<JavaFile> files) {
        Map<String, String> rendered = new LinkedHashMap<>();
        for (JavaFile file : files) {
            if (!rendered.isEmpty() && spec.getSimpleName().contentEquals(failOn)) {
                throw new IllegalStateException("failure requested by -A" + EventBindProcessor.FAIL_ON);
            }
            rendered.put(name(file), file.toString());
        }
        return rendered;
    }

    private static Optional<ProviderModel> provider(SpecModel model) {
        return switch (model) {
            case BackendModel backend -> providerOf(backend);
            case FunctionsModel functions -> functions.provider();
        };
    }

    private static Optional<ProviderModel> providerOf(BackendModel backend) {
        return backend.provider().map(provider -> new ProviderModel(backend.spec(), provider, backend.generated(),
                backend.name(), backend.rank(), backend.scope(), true, backend.deprecation()));
    }

    private void checkName(TypeElement spec, String name, ValidationReport clashes) {
        String specName = spec.getQualifiedName().toString();
        String holder = generatedFor.putIfAbsent(name, specName);
        if (holder != null && !holder.equals(specName)) {
            clashes.report(Rule.GENERATED_NAME_CLASH, name + " would be generated for " + specName + " and for "
                    + holder, spec);
        } else if (declaredInSources.test(name)) {
            clashes.report(Rule.GENERATED_NAME_CLASH, name + ", generated for " + specName + ", is already a type"
                    + " declared in this compilation's sources", spec);
        }
    }

    private void write(TypeElement spec, String name, String text) throws IOException {
        // The spec is the originating element, so incremental builds regenerate when it changes.
        try (Writer writer = filer.createSourceFile(name, spec).openWriter()) {
            writer.write(text);
        } catch (FilerException e) {
            ValidationReport clash = new ValidationReport();
            clash.report(Rule.GENERATED_NAME_CLASH, name + ", generated for " + spec.getQualifiedName()
                    + ", is already a type of this compilation (" + e.getMessage() + ")", spec);
            clash.printTo(messager);
        }
    }

    private static String name(JavaFile file) {
        return file.packageName().isEmpty() ? file.typeSpec().name()
                : file.packageName() + "." + file.typeSpec().name();
    }
}
