package dev.eventbind.processor;

import com.google.auto.service.AutoService;
import com.sun.source.util.Trees;
import dev.eventbind.processor.header.FrontEnd;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.header.HeaderSearch;
import dev.eventbind.processor.header.Target;
import dev.eventbind.processor.model.ModelFactory;
import dev.eventbind.processor.source.ErrorTypes;
import dev.eventbind.processor.source.SpecReader;
import dev.eventbind.processor.validation.CompilationClaims;
import dev.eventbind.processor.validation.Rule;
import dev.eventbind.processor.validation.SpecValidator;
import dev.eventbind.processor.validation.ValidationReport;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.NativeFunctions;
import java.io.IOException;
import java.lang.annotation.AnnotationTypeMismatchException;
import java.lang.annotation.IncompleteAnnotationException;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import org.jspecify.annotations.Nullable;

/**
 * Turns {@link EventBackend} and {@link NativeFunctions} specs into FFM implementations. Each spec is checked on
 * its own and every mistake is reported; a spec with errors generates nothing while the others still do. A spec
 * that mentions something javac cannot resolve yet waits for a later round, and is left to javac's own error
 * when none resolves it.
 *
 * <p>Options: {@value #INCLUDE_PATH} lists folders (separated by the platform's path separator) searched for
 * spec headers before the vendors' usual locations; {@value #TARGET} (a target triple: {@code x86_64-linux-gnu},
 * {@code aarch64-linux-gnu}, {@code x86_64-pc-windows-msvc}, {@code arm64-apple-macos}) is the platform headers
 * are read for, by default the one javac runs on; {@value #STD} is the C dialect ({@code gnu17} unless given);
 * {@value #DEFINE} adds macros ({@code NAME[=VALUE]}, separated by commas); {@value #LIBCLANG} names the libclang
 * the C front end loads; {@value #HEADER_CHECKS}{@code =skip} builds without header checks.
 */
@AutoService(Processor.class)
// @AutoService is read at build time only; no user of this class needs its module (lint "exports").
@SuppressWarnings("exports")
public final class EventBindProcessor extends AbstractProcessor {

    /** The processor option naming header folders. */
    public static final String INCLUDE_PATH = "eventbind.includePath";

    /** The processor option naming the target operating system. */
    public static final String TARGET = "eventbind.target";

    /** The processor option adding preprocessor macros. */
    public static final String DEFINE = "eventbind.define";

    /** The processor option naming the C dialect. */
    public static final String STD = "eventbind.std";

    /** The processor option naming the libclang the C front end loads. */
    public static final String LIBCLANG = "eventbind.libclang";

    /** The processor option that, set to {@code skip}, builds without header checks. */
    public static final String HEADER_CHECKS = "eventbind.headerChecks";

    /**
     * A test hook: when set to a spec's simple name, processing that spec throws once its first generated class
     * is rendered, so tests can check that an internal failure becomes a diagnostic instead of a javac crash, and
     * leaves no generated class behind.
     */
    static final String FAIL_ON = "eventbind.internal.failOn";

    /** Stack frames a processor failure quotes: enough to find the fault, short enough to read. */
    private static final int FRAMES = 12;

    private final ServicesFile services = new ServicesFile();
    private final CompilationClaims claims = new CompilationClaims();
    private final Set<String> deferred = new LinkedHashSet<>();
    private final ValidationReport optionProblems = new ValidationReport();
    private boolean optionsReported;
    private SpecStep step;

    /** For javac, which finds the processor on the processor path. */
    public EventBindProcessor() {
    }

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
        super.init(environment);
        Map<String, String> options = environment.getOptions();
        HeaderCache headers = new HeaderCache(HeaderSearch.of(options.get(INCLUDE_PATH)),
                target(options.get(TARGET), options.get(STD), options.get(DEFINE)),
                new FrontEnd(options.get(LIBCLANG)), skipChecks(options.get(HEADER_CHECKS)));
        step = new SpecStep(new SpecReader(environment.getElementUtils()),
                new SpecValidator(headers, claims, environment.getElementUtils()),
                new ModelFactory(trees(environment)), environment.getMessager(), environment.getFiler(), services,
                declaredInSources(environment), options.getOrDefault(FAIL_ON, ""));
    }

    private Target target(@Nullable String triple, @Nullable String std, @Nullable String defines) {
        try {
            return Target.of(triple, std, defines);
        } catch (IllegalArgumentException e) {
            String message = String.valueOf(e.getMessage());
            optionProblems.report(Rule.BAD_OPTION, "-A" + (message.contains("dialect") ? STD : TARGET) + ": "
                    + message, null);
            return Target.current();
        }
    }

    private boolean skipChecks(@Nullable String value) {
        if (value == null || value.isBlank() || value.strip().equals("check")) {
            return false;
        }
        if (value.strip().equals("skip")) {
            return true;
        }
        optionProblems.report(Rule.BAD_OPTION, "-A" + HEADER_CHECKS + ": \"" + value + "\" is neither check nor"
                + " skip", null);
        return false;
    }

    /** Whether a type is declared in this compilation's sources (not a stale class file from an earlier build). */
    private static Predicate<String> declaredInSources(ProcessingEnvironment environment) {
        Trees trees = trees(environment);
        if (trees == null) {
            // Not javac: the Filer's own refusal is then the only clash check.
            return name -> false;
        }
        return name -> {
            TypeElement type = environment.getElementUtils().getTypeElement(name);
            return type != null && trees.getPath(type) != null;
        };
    }

    /** javac's trees, for the model to name a spec's constants; none under another compiler. */
    private static @Nullable Trees trees(ProcessingEnvironment environment) {
        try {
            return Trees.instance(environment);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(EventBackend.class.getCanonicalName(), NativeFunctions.class.getCanonicalName());
    }

    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(INCLUDE_PATH, TARGET, STD, DEFINE, LIBCLANG, HEADER_CHECKS, FAIL_ON);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (!optionsReported) {
            optionProblems.printTo(processingEnv.getMessager());
            optionsReported = true;
        }
        Set<TypeElement> specs = new LinkedHashSet<>();
        for (String name : deferred) {
            TypeElement again = processingEnv.getElementUtils().getTypeElement(name);
            if (again != null) {
                specs.add(again);
            }
        }
        deferred.clear();
        for (Element spec : round.getElementsAnnotatedWith(EventBackend.class)) {
            specs.add((TypeElement) spec);
        }
        for (Element spec : round.getElementsAnnotatedWith(NativeFunctions.class)) {
            specs.add((TypeElement) spec);
        }
        for (TypeElement spec : specs) {
            if (!ErrorTypes.mentions(spec)) {
                processSafely(spec);
            } else if (!round.processingOver()) {
                deferred.add(spec.getQualifiedName().toString());
            }
        }
        if (round.processingOver() && !services.isEmpty()) {
            try {
                services.write(processingEnv.getFiler());
            } catch (IOException | RuntimeException e) {
                failure("cannot write " + ServicesFile.PATH + ": " + e, null);
            }
        }
        return false;
    }

    /** Whatever goes wrong inside becomes an error on the spec; javac itself never sees an exception. */
    private void processSafely(TypeElement spec) {
        try {
            step.process(spec);
        } catch (AnnotationTypeMismatchException | IncompleteAnnotationException e) {
            // javac has already rejected the annotation value and said why; nothing useful to add.
        } catch (IOException | RuntimeException e) {
            failure(e + "\n" + Arrays.stream(e.getStackTrace()).limit(FRAMES).map(frame -> "\tat " + frame)
                    .collect(Collectors.joining("\n")), spec);
        }
    }

    private void failure(String particulars, @Nullable Element element) {
        ValidationReport report = new ValidationReport();
        report.report(Rule.PROCESSOR_FAILURE, particulars, element);
        report.printTo(processingEnv.getMessager());
    }
}
