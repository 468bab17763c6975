/**
 * The eventbind annotation processor. javac runs it from the processor path
 * ({@code annotationProcessorPaths}); its only API is the processor class and its options.
 */
// JavaPoet and AutoService have no module descriptor of their own (lint "requires-automatic").
@SuppressWarnings("requires-automatic")
module dev.eventbind.processor {
    // The processor's public type is a javax.annotation.processing.Processor.
    requires transitive java.compiler;
    // javac's tree API, used when the compiler is javac (another compiler gets a plainer check).
    requires static jdk.compiler;
    requires dev.eventbind.runtime;
    requires com.palantir.javapoet;
    requires static com.google.auto.service;
    // JSpecify's @NullMarked on every package: NullAway checks them at compile time; nothing at run time.
    requires static org.jspecify;

    exports dev.eventbind.processor;

    provides javax.annotation.processing.Processor with dev.eventbind.processor.EventBindProcessor;
}
