package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.cli.MiniJson;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void nanosecondsBecomeMicrosecondsWithThreeExactDecimals() {
        assertEquals("0.000", Json.micros(0));
        assertEquals("0.007", Json.micros(7));
        assertEquals("1234.567", Json.micros(1_234_567));
        assertEquals("-0.250", Json.micros(-250));
        assertEquals("9223372036854775.807", Json.micros(Long.MAX_VALUE));
    }

    @Test
    void stringsSurviveAJsonReaderUnchanged() {
        String awkward = "quote \" backslash \\ newline \n tab \t bell \u0007 é";
        assertEquals(awkward, MiniJson.parse(Json.string(awkward)));
    }
}
