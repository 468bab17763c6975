package dev.eventbind.processor.model;

import java.util.List;

/** What the writers need to know about one validated spec: an event backend or a set of plain functions. */
public sealed interface SpecModel permits BackendModel, FunctionsModel {

    /** The spec interface. */
    JavaName spec();

    /** The class generated from it, in the spec's package. */
    JavaName generated();

    /** The name used in messages ("CUDA", "OpenCL"). */
    String name();

    /** The library and how to find it. */
    LibraryModel library();

    /** Every downcall in spec order, bound ops included. */
    List<DowncallModel> calls();
}
