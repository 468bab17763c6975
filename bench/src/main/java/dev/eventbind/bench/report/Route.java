package dev.eventbind.bench.report;

import org.jspecify.annotations.Nullable;

/** A way of calling the no-op library, as a column of the report, with the JMH class that measures it. */
public enum Route {
    /** The C driver calling through dlsym'd function pointers. */
    C_FLOOR("C floor", null),
    /** The generated backend, critical on the non-blocking ops. */
    GENERATED("generated", "GeneratedBench"),
    /** The hand-written jextract-style binding with the same linker options. */
    HAND_FFM("hand FFM", "HandFfmBench"),
    /** The generated backend of the spec without critical. */
    GENERATED_PLAIN("generated, no critical", "GeneratedPlainBench"),
    /** The hand-written binding without critical. */
    HAND_FFM_PLAIN("hand FFM, no critical", "HandFfmPlainBench"),
    /** The hand-written JNI binding. */
    JNI("JNI", "JniBench"),
    /** JNA direct mapping. */
    JNA_DIRECT("JNA direct", "JnaDirectBench"),
    /** JNA interface mapping. */
    JNA_INTERFACE("JNA interface", "JnaInterfaceBench");

    private final String label;
    private final @Nullable String benchClass;

    Route(String label, @Nullable String benchClass) {
        this.label = label;
        this.benchClass = benchClass;
    }

    /** The column heading. */
    public String label() {
        return label;
    }

    /** The benchmark key of {@code operation} on this route; the C floor has none. */
    public String benchmark(Operation operation) {
        return benchClass + "." + operation.method();
    }

    /** Whether this route is measured by the C driver rather than JMH. */
    public boolean isFloor() {
        return benchClass == null;
    }
}
