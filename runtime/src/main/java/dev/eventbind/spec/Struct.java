package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record of the spec's header that the backend's hand-written code fills or reads: the processor generates
 * {@code <Spec>Structs}, a class beside the spec with one nested class per record, named as the record is, holding
 * its size and alignment and an accessor pair for each field, every offset and width the header's as the C
 * compiler of the target lays it out. Hand-written code then writes
 * {@code VkCommandPoolCreateInfo.allocate(arena).flags(2).queueFamilyIndex(family)} rather than a value at a byte
 * offset it worked out itself, and a field the header does not have is a compile-time error on the spec.
 *
 * <p>An integer field reads and writes as the Java integer of its width ({@code byte}, {@code short}, {@code int},
 * {@code long}; unsigned ones keep their bits), a {@code float} or {@code double} as itself, a pointer as a
 * {@link java.lang.foreign.MemorySegment}, a {@code char} array as a {@link String} (read only), and a member of
 * record or array type as the {@link java.lang.foreign.MemorySegment} of its bytes. A bit-field has no accessor.
 * Needs the spec's {@code header}. A spec with several writes them in {@link Structs}: as a repeated annotation,
 * javac would keep no place in the source for a diagnostic on one of them.
 */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.CLASS)
public @interface Struct {

    /** {@return the record's name in the header: a typedef or a struct tag ("VkQueueFamilyProperties")} */
    String value();

    /**
     * The fields given accessors, each a member name or a path through members of record type
     * ({@code "limits.timestampPeriod"}, whose accessor is {@code limitsTimestampPeriod}); empty for every field of
     * the record itself, those of its anonymous members included.
     *
     * @return the fields' names or paths
     */
    String[] fields() default {};

    /**
     * A constant of the header ({@code "VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO"}) that {@code allocate} writes
     * into the record's first field, which tells an API what the record is; empty for none.
     *
     * @return the constant's name
     */
    String type() default "";
}
