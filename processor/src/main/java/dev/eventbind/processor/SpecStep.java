package dev.eventbind.processor;

import com.palantir.javapoet.JavaFile;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.FunctionsModel;
import dev.eventbind.processor.model.ModelFactory;
import dev.eventbind.processor.validation.SpecValidator;
import dev.eventbind.processor.validation.ValidationReport;
import dev.eventbind.processor.writing.EventsWriter;
import dev.eventbind.processor.writing.FunctionsWriter;
import dev.eventbind.processor.writing.ProviderWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.TypeElement;

/** One spec through the pipeline: validate, report, stop if not clean, build the model, generate. */
final class SpecStep {

    private final SpecValidator validator;
    private final ModelFactory models;
    private final Messager messager;
    private final Filer filer;
    private final ServicesFile services;

    SpecStep(SpecValidator validator, ModelFactory models, Messager messager, Filer filer, ServicesFile services) {
        this.validator = validator;
        this.models = models;
        this.messager = messager;
        this.filer = filer;
        this.services = services;
    }

    void process(TypeElement spec) throws IOException {
        ValidationReport report = validator.validate(spec);
        report.printTo(messager);
        if (!report.isClean()) {
            return;
        }
        List<JavaFile> files = switch (models.build(spec, report.methods())) {
            case BackendModel backend -> {
                List<JavaFile> written = new ArrayList<>(List.of(new EventsWriter(backend).write(),
                        new FunctionsWriter(backend).write()));
                backend.provider().ifPresent(provider -> {
                    services.add(provider.binary(), spec);
                    written.add(new ProviderWriter(backend, provider).write());
                });
                yield written;
            }
            case FunctionsModel functions -> List.of(new FunctionsWriter(functions).write());
        };
        for (JavaFile file : files) {
            String name = file.packageName().isEmpty() ? file.typeSpec().name()
                    : file.packageName() + "." + file.typeSpec().name();
            // The spec is the originating element, so incremental builds regenerate when it changes.
            try (Writer writer = filer.createSourceFile(name, spec).openWriter()) {
                file.writeTo(writer);
            }
        }
    }
}
