package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import dev.eventbind.processor.validation.Rule;
import java.util.List;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Where javac has already reported the cause (an unresolved type or constant, a value of the wrong type), the
 * processor adds nothing; and a method rejected on its own still binds its op, so no false second error follows.
 */
class JavacFirstTest {

    private static void onlyJavacReports(JavaFileObject spec, String javacSays) {
        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(javacSays).inFile(spec);
        List<String> ours = compilation.diagnostics().stream().map(d -> d.getMessage(Locale.ROOT))
                .filter(message -> message.contains("[EventBind")).toList();
        assertEquals(List.of(), ours);
    }

    @Test
    void aMisspeltOpConstantIsLeftToJavac() {
        onlyJavacReports(Compilations.cudaRuntimeWith("Op.EVENT_RECORD", "Op.EVENT_RECRD"),
                "an enum annotation value must be an enum constant");
    }

    @Test
    void aMisspeltParameterTypeIsLeftToJavac() {
        onlyJavacReports(Compilations.cudaRuntimeWith("int eventQuery(MemorySegment event)",
                "int eventQuery(MemorySegmnt event)"), "cannot find symbol");
    }

    @Test
    void anUnresolvedSymbolConstantIsLeftToJavac() {
        onlyJavacReports(Compilations.cudaRuntimeWith("symbol = \"cudaEventQuery\"", "symbol = QUERY_SYMBOL"),
                "cannot find symbol");
    }

    @Test
    void aValueOfTheWrongTypeIsLeftToJavac() {
        onlyJavacReports(Compilations.cudaRuntimeWith("flags = 0)", "flags = \"0\")"), "incompatible types");
    }

    @Test
    void aMissingOpIsLeftToJavac() {
        onlyJavacReports(Compilations.cudaRuntimeWith("@Bind(value = Op.EVENT_RECORD, symbol", "@Bind(symbol"),
                "missing a default value for the element 'value'");
    }

    @Test
    void aMissingOverridePropertyIsLeftToJavac() {
        onlyJavacReports(Compilations.cudaRuntimeWith("overrideProperty = \"eventbind.fakecuda.library\",", ""),
                "missing a default value for the element 'overrideProperty'");
    }

    @Test
    void aMethodWithBothAnnotationsStillBindsItsOp() {
        JavaFileObject spec = Compilations.cudaRuntimeWith("@Bind(value = Op.EVENT_WAIT, symbol ="
                + " \"cudaEventSynchronize\")", "@Bind(value = Op.EVENT_WAIT, symbol = \"cudaEventSynchronize\")"
                + " @Downcall(symbol = \"sync\")");

        Compilation compilation = Compilations.compile(spec);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(Rule.BIND_AND_DOWNCALL.rule());
        assertFalse(compilation.errors().getFirst().getMessage(Locale.ROOT).contains("not bound"));
    }
}
