/**
 * Support the generated backends call instead of generating it into every one: device handles, the probe
 * logic and the status convention of a C API. Exported for generated code in any module; applications do not
 * call it.
 */
@NullMarked
package dev.eventbind.binding;

import org.jspecify.annotations.NullMarked;
