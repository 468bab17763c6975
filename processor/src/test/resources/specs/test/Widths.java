package test;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** Every width of widths.h bound right for LP64; tests change one method at a time. */
@NativeFunctions(
        name = "Widths",
        library = @Library(
                names = {"libwidths.so"},
                overrideProperty = "eventbind.widths.library",
                overrideEnv = "EVENTBIND_WIDTHS_LIBRARY"),
        header = "widths.h")
public interface Widths {

    @Downcall(symbol = "wSize")
    long size(long bytes);

    @Downcall(symbol = "wInt64")
    long int64(long value);

    @Downcall(symbol = "wU64")
    long u64(long value);

    @Downcall(symbol = "wShort")
    short shortValue(short value);

    @Downcall(symbol = "wByte")
    byte byteValue(byte value);

    @Downcall(symbol = "wDouble")
    double doubleValue(double value);

    @Downcall(symbol = "wFloat")
    float floatValue(float value);

    @Downcall(symbol = "wPointer")
    MemorySegment pointer(MemorySegment pointer, MemorySegment names);

    @Downcall(symbol = "wStatus")
    int status(int code);

    @Downcall(symbol = "wAlias")
    int alias(int value);

    @Downcall(symbol = "wVoid")
    void voidValue(int value);

    @Downcall(symbol = "wCallback")
    int callback(MemorySegment callback);

    @Downcall(symbol = "wPlatform")
    int platform(int first);
}
