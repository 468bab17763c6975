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
        assertThat(compilation).hadErrorContaining(Rule.OP_SHAPE.breach("EVENT_WAIT is\n"
                + "      int f(MemorySegment event), as cudaError_t cudaEventSynchronize(cudaEvent_t event) or\n"
                + "      int f(MemorySegment event, long timeout), as ze_result_t zeEventHostSynchronize("
                + "ze_event_handle_t hEvent, uint64_t timeout) or\n"
                + "      int f(int count, MemorySegment events), as cl_int clWaitForEvents(cl_uint num_events, const"
                + " cl_event *event_list)\n"
                + "    and not int eventRecord(MemorySegment, MemorySegment); did you mean Op.EVENT_RECORD?"))
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
        assertThat(compilation).hadErrorContaining(Rule.OP_SHAPE.breach("EVENT_RECORD is\n"
                + "      int f(MemorySegment event, MemorySegment stream), as cudaError_t cudaEventRecord(cudaEvent_t event,"
                + " cudaStream_t stream) or\n"
                + "      int f(MemorySegment stream, MemorySegment event), as ze_result_t zeCommandListAppendSignalEvent("
                + "ze_command_list_handle_t hCommandList, ze_event_handle_t hEvent) or\n"
                + "      int f(MemorySegment stream, MemorySegment event*), as cl_int clEnqueueMarkerWithWaitList("
                + "cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event *event_wait_list,"
                + " cl_event *event) with the wait list a @Constant or\n"
                + "      void f(MemorySegment stream, MemorySegment event), as void vkCmdWriteTimestamp(VkCommandBuffer"
                + " commandBuffer, VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query) with"
                + " pipelineStage and query a @Constant\n"
                + "    and not int eventRecord(MemorySegment)")).inFile(spec)
                .onLineContaining("int eventRecord(MemorySegment event);");
    }
}
