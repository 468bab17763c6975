package dev.eventbind.ffm;

import java.util.List;
import java.util.Objects;

/**
 * How to find one backend's shared library: the runtime form of {@link dev.eventbind.spec.Library}.
 *
 * <p>{@link NativeLinker#link} tries, in order: the override (system property {@link #overrideProperty()},
 * else environment variable {@link #overrideEnv()}) alone when it is set; otherwise the jar resource
 * {@link #resource()} when it is on the classpath, then every home (each set variable of {@link #homeVariables()},
 * then {@link #defaultHomes()}) with each of {@link #subdirs()} and each of {@link #names()}, then each name
 * handed to the system loader as it is. Names for another operating system ({@code nvcuda.dll} on Linux) are
 * skipped; the override is used as given.
 *
 * @param backend the backend name, for messages
 * @param resource a classpath resource path of a library shipped in a jar, or empty
 * @param names candidate file names in order of preference (versioned sonames, Windows names)
 * @param homeVariables environment variables naming an install folder
 * @param defaultHomes install folders tried after the set home variables
 * @param subdirs library folders under a home; an empty entry is the home folder itself
 * @param overrideProperty system property naming the only library to load, or empty for none
 * @param overrideEnv environment variable with the same role, or empty for none; the property wins
 * @param loadsByName libraries the vendor's library opens by bare name, and {@code icd:} folders whose ICD files
 *     list them ({@link dev.eventbind.spec.Library#loadsByName()})
 */
public record LibraryPlan(String backend, String resource, List<String> names, List<String> homeVariables,
        List<String> defaultHomes, List<String> subdirs, String overrideProperty, String overrideEnv,
        List<String> loadsByName) {

    /**
     * A plan for a library that opens nothing else by bare name.
     *
     * @param backend the backend name, for messages
     * @param resource a classpath resource path of a library shipped in a jar, or empty
     * @param names candidate file names in order of preference
     * @param homeVariables environment variables naming an install folder
     * @param defaultHomes install folders tried after the set home variables
     * @param subdirs library folders under a home
     * @param overrideProperty system property naming the only library to load, or empty for none
     * @param overrideEnv environment variable with the same role, or empty for none
     */
    public LibraryPlan(String backend, String resource, List<String> names, List<String> homeVariables,
            List<String> defaultHomes, List<String> subdirs, String overrideProperty, String overrideEnv) {
        this(backend, resource, names, homeVariables, defaultHomes, subdirs, overrideProperty, overrideEnv,
                List.of());
    }

    /** Checks that nothing is null and copies the lists. */
    public LibraryPlan {
        loadsByName = List.copyOf(loadsByName);
        Objects.requireNonNull(backend, "backend");
        Objects.requireNonNull(resource, "resource");
        names = List.copyOf(names);
        homeVariables = List.copyOf(homeVariables);
        defaultHomes = List.copyOf(defaultHomes);
        subdirs = List.copyOf(subdirs);
        Objects.requireNonNull(overrideProperty, "overrideProperty");
        Objects.requireNonNull(overrideEnv, "overrideEnv");
    }
}
