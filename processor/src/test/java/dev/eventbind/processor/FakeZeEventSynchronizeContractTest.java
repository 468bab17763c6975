package dev.eventbind.processor;

/**
 * The Level Zero-shaped backend generated from a spec that binds no stream synchronize, as Level Zero 1.4's
 * immediate command lists have none, passes the whole contract: its {@code streamSynchronize} records an event of its
 * own on the stream and waits for it, on the same fake library.
 */
class FakeZeEventSynchronizeContractTest extends FakeZeContractTest {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.variant("fakeze-event-synchronize", "fakeze",
            "FakeZe", ShapeCorpus.ze("""
                    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "xxCommandListHostSynchronize")
                        int listSynchronize(MemorySegment list, long timeout);
                    """, ""), Compilations.FAKE_ZE_CONTROL).withOwnLoader();

    @Override
    protected FakeLibraryBackend fake() {
        return FAKE;
    }
}
