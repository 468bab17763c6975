package dev.eventbind.ffm;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks one of eventbind's restricted entries: a method that hands its caller a way to reach native memory or code
 * with values the caller chooses (a raw downcall class, an adopted address, a linked symbol, a C string read at an
 * address). Such a method calls {@link NativeAccess#checkCaller(String)} first thing, and refuses a caller whose
 * module has no native access under {@code --illegal-native-access=deny}, as the JDK's restricted methods do.
 *
 * <p>Generated backends carry it on {@code XxxFunctions.open()} and on {@code Stream.adopt}/{@code borrow}. It is
 * kept at run time so that the tests can find every entry and try each route to it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Restricted {
}
