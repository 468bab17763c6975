package dev.eventbind.processor;

import static dev.eventbind.processor.CorpusCase.of;

import dev.eventbind.processor.validation.Rule;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * The malformed specs of op shapes combined: shapes the writers cannot pass a bound argument to, spec methods that
 * take a generated member's signature, handle roles the header decides, and the contradictions between a spec and
 * the C function it binds.
 */
final class OpShapeCorpus {

    private OpShapeCorpus() {
    }

    /** The Level Zero-shaped spec with pairs of texts replaced; fails when one is not there. */
    static JavaFileObject zeAll(String... pairs) {
        String text = Compilations.text(Compilations.FAKE_ZE);
        for (int i = 0; i < pairs.length; i += 2) {
            if (!text.contains(pairs[i])) {
                throw new IllegalArgumentException("the Level Zero-shaped spec has no " + pairs[i]);
            }
            text = text.replace(pairs[i], pairs[i + 1]);
        }
        return Compilations.source("FakeZe", text);
    }

    static List<CorpusCase> cases() {
        List<CorpusCase> cases = new ArrayList<>(combinedCases());
        return cases;
    }

    /** Shapes that meet in one spec: the resolver, descriptors and the generated members. */
    private static List<CorpusCase> combinedCases() {
        return List.of(
                of("a resolver taking a descriptor", Rule.BOUND_ARGUMENT, "desc is a @Descriptor, but"
                        + " Op.PROC_ADDRESS is asked for each function with its name, the device and constants only",
                        ShapeCorpus.ze("    @Bind(value = Op.EVENT_DESTROY", """
                                    @Bind(value = Op.PROC_ADDRESS, symbol = "xxGetProcAddressDescFAKE")
                                    MemorySegment procAddress(@From(Op.DEVICE_GET) MemorySegment device,
                                            @Descriptor(record = "xx_wait_desc_t") MemorySegment desc,
                                            MemorySegment name);

                                    @Bind(value = Op.EVENT_DESTROY"""), "@Descriptor(record = \"xx_wait_desc_t\")"),
                of("a spec method taking the generated resolved(device)", Rule.RESERVED_NAME,
                        "resolved(java.lang.foreign.MemorySegment) is declared by the generated class",
                        CorpusCase.cudaPlus("""
                                    @Downcall(symbol = "fakeWaitByPointer")
                                    int resolved(MemorySegment event);
                                """), "int resolved(MemorySegment event);"),
                of("a functions spec taking the generated statusConvention()", Rule.RESERVED_NAME,
                        "statusConvention() is declared by the generated class",
                        CorpusCase.widthsPlus("""
                                    @Downcall(symbol = "platform")
                                    int statusConvention();
                                """), "int statusConvention();"));
    }
}
