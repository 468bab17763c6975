package dev.eventbind.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** C prototypes and spec names in generated Javadoc: plain ones as code, hostile ones escaped. */
class JavadocsTest {

    @Test
    void aPlainPrototypeIsCode() {
        assertEquals("{@code cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)}",
                Javadocs.code("cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)"));
    }

    @Test
    void aPrototypeThatCouldEndTheCommentOrEscapeIsEscapedCode() {
        assertEquals("<code>int f(int x) __attribute__((deprecated(\"*&#47; &#92;u002a/ &#123;&#64;link&#125;"
                + " &lt;&amp;&gt;\")))</code>", Javadocs.code("int f(int x) __attribute__((deprecated(\"*/"
                + " \\u002a/ {@link} <&>\")))"));
    }

    @Test
    void textKeepsASlashThatEndsNoComment() {
        assertEquals("a/b *&#47; * / x", Javadocs.text("a/b */ * / x"));
    }
}
