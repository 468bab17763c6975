package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** One mistake, one diagnostic: a wrong {@code Op} constant is one error asking for the op the method fits. */
class WrongOpTest {

    @Test
    void aWrongOpConstantIsOneErrorNamingTheOnlyUnboundOpTheMethodFits() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(
                "@Bind(value = Op.EVENT_RECORD, symbol = \"cudaEventRecord\"",
                "@Bind(value = Op.EVENT_WAIT, symbol = \"cudaEventRecord\"");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.OP_SHAPE.breach("EVENT_WAIT is int f(MemorySegment event),"
                + " not int eventRecord(MemorySegment, MemorySegment); did you mean Op.EVENT_RECORD?"))
                .inFile(spec).onLineContaining("Op.EVENT_WAIT, symbol = \"cudaEventRecord\"");
    }

    @Test
    void aSignatureThatFitsSeveralUnboundOpsGetsNoGuess() {
        JavaFileObject spec = Compilations.cudaRuntimeWith(
                "@Bind(value = Op.EVENT_RECORD, symbol = \"cudaEventRecord\")\n"
                        + "    int eventRecord(MemorySegment event, MemorySegment stream);",
                "@Bind(value = Op.EVENT_RECORD, symbol = \"cudaEventRecord\")\n"
                        + "    int eventRecord(MemorySegment event);");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.OP_SHAPE.breach("EVENT_RECORD is int f(MemorySegment event,"
                + " MemorySegment stream), not int eventRecord(MemorySegment)")).inFile(spec)
                .onLineContaining("int eventRecord(MemorySegment event);");
    }
}
