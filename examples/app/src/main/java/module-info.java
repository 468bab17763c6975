/** The quick start, as a module: it reads the runtime and the one backend it uses. */
module example.app {
    requires dev.eventbind.runtime;
    requires dev.eventbind.backend.host;
}
