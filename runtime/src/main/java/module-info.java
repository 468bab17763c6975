/**
 * The eventbind runtime: the {@code EventApi} seam, owned events, the fence, the profiler, backend discovery,
 * the spec annotations and native linking.
 *
 * <p>This module makes eventbind's restricted FFM calls, and checks that the module calling its raw entries
 * (generated backends linking, adopting handles) has native access too: grant it to this module and to the
 * backend modules, {@code --enable-native-access=dev.eventbind.runtime,dev.eventbind.backend.host} (on the class
 * path: {@code ALL-UNNAMED}).
 */
module dev.eventbind.runtime {
    // DeviceWindowEvent, a public type, extends jdk.jfr.Event.
    requires transitive jdk.jfr;
    // The native-access gate reads the JVM's --illegal-native-access mode from its input arguments.
    requires java.management;
    // Error Prone's @GuardedBy, read by the build's checks: compile time only (provided scope, from the parent).
    requires static com.google.errorprone.annotations;
    // JSpecify's @NullMarked and @Nullable, which the build's NullAway checks. Static: never needed at run time.
    // Transitive: they stand on the public API, so the modules compiled against this one read them too (javac's
    // lint "exports" asks for it), and their compilers and checkers see the nullness.
    requires static transitive org.jspecify;

    exports dev.eventbind.api;
    exports dev.eventbind.discovery;
    exports dev.eventbind.event;
    exports dev.eventbind.fence;
    exports dev.eventbind.profile;
    exports dev.eventbind.spec;
    exports dev.eventbind.jfr;
    // Not for applications: the generated code of every backend, in any module, links through them.
    exports dev.eventbind.ffm;
    exports dev.eventbind.binding;

    uses dev.eventbind.discovery.BackendProvider;
}
