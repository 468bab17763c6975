package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A record whose C function takes the queue first ({@code zeCommandListAppendSignalEvent(list, event)}) is a shape
 * of its own, told from {@code cudaEventRecord(event, stream)} by the header's roles: the generated call passes
 * the handles in the C function's order.
 */
class RecordOrderTest {

    @Test
    void aRecordTakingTheQueueFirstIsCalledWithTheQueueFirst() throws IOException {
        JavaFileObject spec = Compilations.cudaRuntimeWith("symbol = \"cudaEventRecord\"", "symbol = \"fakeSignal\"");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).succeeded();
        String events = compilation.generatedSourceFile("test.CudaRuntimeEvents").orElseThrow()
                .getCharContent(true).toString();
        assertTrue(events.contains("public void eventRecord(Event event, Stream stream) throws DriverException {"),
                events);
        assertTrue(events.contains("functions.eventRecord(stream.address(), event.address())"), events);
    }
}
