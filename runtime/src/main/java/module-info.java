/**
 * The eventbind runtime: the {@code EventApi} seam, owned events, the fence, the profiler, backend discovery,
 * the spec annotations and native linking.
 *
 * <p>This is the one eventbind module that makes restricted FFM calls: grant it native access with
 * {@code --enable-native-access=dev.eventbind.runtime} (on the class path: {@code ALL-UNNAMED}). Backend
 * modules, eventbind's and third parties', need none of their own.
 */
module dev.eventbind.runtime {
    requires jdk.jfr;

    exports dev.eventbind.api;
    exports dev.eventbind.discovery;
    exports dev.eventbind.event;
    exports dev.eventbind.fence;
    exports dev.eventbind.profile;
    exports dev.eventbind.spec;
    exports dev.eventbind.jfr;
    // Not for applications: the generated code of every backend, in any module, links through it.
    exports dev.eventbind.ffm;

    uses dev.eventbind.discovery.BackendProvider;
}
