package dev.eventbind.processor.model;

import java.util.List;

/**
 * How the generated code finds its shared library; the fields of {@code dev.eventbind.ffm.LibraryPlan}.
 *
 * @param resource a library shipped as a classpath resource, or empty
 * @param names candidate file names in order
 * @param homeVariables environment variables naming an install folder
 * @param defaultHomes install folders tried when no variable is set
 * @param subdirs library folders under a home
 * @param overrideProperty the system property that names the only library to load
 * @param overrideEnv the environment variable with the same role
 * @param loadsByName what the vendor's library opens by bare name ({@code icd:} folders included)
 */
public record LibraryModel(String resource, List<String> names, List<String> homeVariables,
        List<String> defaultHomes, List<String> subdirs, String overrideProperty, String overrideEnv,
        List<String> loadsByName) {

    public LibraryModel {
        loadsByName = List.copyOf(loadsByName);
        names = List.copyOf(names);
        homeVariables = List.copyOf(homeVariables);
        defaultHomes = List.copyOf(defaultHomes);
        subdirs = List.copyOf(subdirs);
    }
}
