package dev.eventbind.processor.model;

import java.util.List;
import java.util.Optional;

/** What the writers need to know about one validated spec: an event backend or a set of plain functions. */
public sealed interface SpecModel permits BackendModel, FunctionsModel {

    /** The spec interface. */
    JavaName spec();

    /** The generated class of raw C-shaped downcalls, implementing the spec ({@code CudaRuntimeFunctions}). */
    JavaName functions();

    /** The name used in messages ("CUDA", "OpenCL"). */
    String name();

    /** The library and how to find it. */
    LibraryModel library();

    /** Every downcall in spec order, bound ops included. */
    List<DowncallModel> calls();

    /**
     * The names the spec brings into the scope of a class implementing it: its constants and nested types, and
     * those of the interfaces it extends; and the simple names of every type of its package. Generated code
     * qualifies or avoids them.
     */
    List<String> scope();

    /**
     * How the spec is deprecated, empty where it is not; every class generated from a deprecated spec is
     * deprecated too.
     */
    Optional<Deprecation> deprecation();
}
