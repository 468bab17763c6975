/**
 * Profiling windows as OpenTelemetry spans: {@link dev.eventbind.otel.WindowSpans} is a
 * {@link dev.eventbind.profile.WindowListener} that turns each placed window into a span.
 *
 * <p>Needs no native access of its own: the runtime and the backend make every native call (grant them access as
 * the runtime's module documentation says).
 */
// OpenTelemetry's API jars are automatic modules, named in their manifests (Automatic-Module-Name).
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.eventbind.otel {
    requires transitive dev.eventbind.runtime;
    // Its OpenTelemetry and Attributes stand on the public API.
    requires transitive io.opentelemetry.api;
    requires io.opentelemetry.context;
    // JSpecify's @NullMarked and @Nullable, for the build's NullAway: compile time only.
    requires static org.jspecify;

    exports dev.eventbind.otel;
}
