package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The Java enums that name the host runtime's calls and counters carry the numbers its C header defines. */
class HostHeaderTest {

    private static final Pattern DEFINE = Pattern.compile("^#define (EBH_\\w+) (\\d+)$", Pattern.MULTILINE);

    private static Map<String, Integer> defines() throws IOException {
        Map<String, Integer> found = new HashMap<>();
        Matcher matcher = DEFINE.matcher(Files.readString(Path.of("src/main/c/eventbind_host.h")));
        while (matcher.find()) {
            found.put(matcher.group(1), Integer.parseInt(matcher.group(2)));
        }
        return found;
    }

    @Test
    void everyFaultableCallCarriesItsHeaderNumber() throws IOException {
        Map<String, Integer> defines = defines();
        for (HostCall call : HostCall.values()) {
            assertEquals(defines.get("EBH_CALL_" + call.name()), call.code(), call.name());
        }
        assertEquals(defines.get("EBH_CALLS"), HostCall.values().length);
    }

    @Test
    void everyCounterCarriesItsHeaderNumber() throws IOException {
        Map<String, Integer> defines = defines();
        for (HostCounter counter : HostCounter.values()) {
            assertEquals(defines.get("EBH_COUNT_" + counter.name()), counter.code(), counter.name());
        }
        assertEquals(defines.get("EBH_COUNTERS"), HostCounter.values().length);
    }
}
