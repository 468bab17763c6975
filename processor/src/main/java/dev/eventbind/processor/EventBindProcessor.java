package dev.eventbind.processor;

import com.google.auto.service.AutoService;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.header.HeaderSearch;
import dev.eventbind.processor.model.ModelFactory;
import dev.eventbind.processor.validation.BackendNames;
import dev.eventbind.processor.validation.Messages;
import dev.eventbind.processor.validation.SpecValidator;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.NativeFunctions;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Turns {@link EventBackend} and {@link NativeFunctions} specs into FFM implementations. Each spec is checked on
 * its own and every mistake is reported; a spec with errors generates nothing while the others still do.
 *
 * <p>Options: {@value #INCLUDE_PATH} lists folders (separated by the platform's path separator) searched for
 * spec headers before the vendors' usual locations.
 */
@AutoService(Processor.class)
public final class EventBindProcessor extends AbstractProcessor {

    /** The processor option naming header folders. */
    public static final String INCLUDE_PATH = "eventbind.includePath";

    /**
     * A test hook: when set to a spec's simple name, processing that spec throws, so tests can check that an
     * internal failure becomes a diagnostic instead of a javac crash.
     */
    static final String FAIL_ON = "eventbind.internal.failOn";

    private final ServicesFile services = new ServicesFile();
    private final BackendNames backendNames = new BackendNames();
    private SpecStep step;

    /** For javac, which finds the processor on the processor path. */
    public EventBindProcessor() {
    }

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
        super.init(environment);
        HeaderCache headers = new HeaderCache(HeaderSearch.of(environment.getOptions().get(INCLUDE_PATH)));
        step = new SpecStep(new SpecValidator(headers, backendNames), new ModelFactory(headers),
                environment.getMessager(), environment.getFiler(), services);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(EventBackend.class.getCanonicalName(), NativeFunctions.class.getCanonicalName());
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(INCLUDE_PATH, FAIL_ON);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        Set<Element> specs = new LinkedHashSet<>(round.getElementsAnnotatedWith(EventBackend.class));
        specs.addAll(round.getElementsAnnotatedWith(NativeFunctions.class));
        for (Element spec : specs) {
            processSafely((TypeElement) spec);
        }
        if (round.processingOver() && !services.isEmpty()) {
            try {
                services.write(processingEnv.getFiler());
            } catch (IOException | RuntimeException e) {
                error(Messages.of(Messages.PROCESSOR_FAILURE, "cannot write " + ServicesFile.PATH + ": " + e), null);
            }
        }
        return false;
    }

    /** Whatever goes wrong inside becomes an error on the spec; javac itself never sees an exception. */
    private void processSafely(TypeElement spec) {
        try {
            if (spec.getSimpleName().contentEquals(processingEnv.getOptions().getOrDefault(FAIL_ON, ""))) {
                throw new IllegalStateException("failure requested by -A" + FAIL_ON);
            }
            step.process(spec);
        } catch (IOException | RuntimeException e) {
            error(Messages.of(Messages.PROCESSOR_FAILURE, e.toString()), spec);
        }
    }

    private void error(String message, Element element) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, message, element);
    }
}
