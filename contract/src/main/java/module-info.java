/**
 * The contract suite every eventbind backend passes: JUnit tests shipped as a library.
 */
module dev.eventbind.contract {
    requires transitive dev.eventbind.runtime;
    requires transitive org.junit.jupiter.api;
    // JSpecify's @NullMarked and @Nullable, for the build's NullAway: compile time only.
    requires static org.jspecify;

    exports dev.eventbind.contract;
    // JUnit reflects over the suite's test methods.
    opens dev.eventbind.contract to org.junit.platform.commons;
}
