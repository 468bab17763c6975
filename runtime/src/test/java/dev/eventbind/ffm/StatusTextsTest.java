package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.BackendUnavailableException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class StatusTextsTest {

    private static final Map<Integer, StatusTexts.Text> TABLE = Map.of(
            35, new StatusTexts.Text("cudaErrorInsufficientDriver", ""),
            600, new StatusTexts.Text("cudaErrorNotReady", "device not ready"));

    @Test
    void theVendorFunctionIsAskedOncePerCode() {
        AtomicInteger asked = new AtomicInteger();
        StatusTexts texts = new StatusTexts(code -> {
            asked.incrementAndGet();
            return "name" + code;
        }, code -> "message" + code, TABLE);

        texts.lookup(7);
        texts.lookup(7);
        StatusTexts.Text text = texts.lookup(7);

        assertEquals(1, asked.get());
        assertEquals(new StatusTexts.Text("name7", "message7"), text);
    }

    @Test
    void aCodeTheVendorCannotNameComesFromTheTable() {
        StatusTexts texts = new StatusTexts(code -> null, code -> " ", TABLE);

        assertEquals(new StatusTexts.Text("cudaErrorNotReady", "device not ready"), texts.lookup(600));
        assertEquals(new StatusTexts.Text("cudaErrorInsufficientDriver", null), texts.lookup(35));
        assertEquals(new StatusTexts.Text(null, null), texts.lookup(1));
    }

    @Test
    void aHeaderRowNamesItsStatusWithoutMessageOrLiteral() {
        assertEquals(new StatusTexts.Text("CL_SUCCESS", null, null), new StatusTexts.Text("CL_SUCCESS"));
    }

    @Test
    void aMissingOptionalNameFunctionReadsAsNoName() {
        StatusTexts texts = new StatusTexts(code -> {
            throw new BackendUnavailableException("CUDA", "cudaGetErrorName is missing", List.of(), null);
        }, code -> null, TABLE);

        assertEquals("cudaErrorNotReady", texts.lookup(600).name());
        assertEquals(new StatusTexts.Text(null, null), StatusTexts.fromTable(Map.of()).lookup(600));
    }
}
