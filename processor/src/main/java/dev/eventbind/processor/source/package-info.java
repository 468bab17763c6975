/**
 * The first stage: a spec read once into plain records ({@link dev.eventbind.processor.source.SpecSource}), which
 * the checks and the model read instead of the annotations. Only this package reads annotations; each record
 * keeps the element and annotation mirror its values came from, so a diagnostic still lands on the exact
 * attribute of the spec.
 */
@NullMarked
package dev.eventbind.processor.source;

import org.jspecify.annotations.NullMarked;
