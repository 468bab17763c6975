package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.Backends;
import dev.eventbind.discovery.UnknownBackendException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Discovery with the host, CUDA and HIP jars on the classpath of a machine without a GPU driver or device
 * (the real CUDA 13 runtime answers cudaErrorInsufficientDriver, the real HIP runtime "no device"): every backend
 * is listed with its state, and the host backend is the best ready one unless the user names another.
 */
class BackendDiscoveryTest {

    private final Backends backends = Backends.discover();

    @Test
    void everyBackendOnTheClasspathIsListedGpuFirstWithItsState() {
        List<BackendProbe> probes = backends.probes();
        Map<String, BackendProbe> byName = probes.stream()
                .collect(Collectors.toMap(BackendProbe::backend, Function.identity()));
        assertEquals(List.of("CUDA", "HIP", "host"), probes.stream().map(BackendProbe::backend).toList());
        BackendProbe cuda = byName.get("CUDA");
        BackendProbe hip = byName.get("HIP");
        assertAll(
                () -> assertTrue(byName.get("host").ready(), () -> "host: " + byName.get("host").reason()),
                () -> assertFalse(cuda.ready()),
                () -> assertTrue(cuda.reason().orElseThrow().contains("cudaErrorInsufficientDriver"),
                        () -> "CUDA: " + cuda.reason()),
                () -> assertTrue(cuda.library().orElseThrow().endsWith("libcudart.so.13")),
                () -> assertFalse(hip.ready()),
                () -> assertTrue(hip.reason().orElseThrow().matches("(?s).*hipError(NoDevice|InvalidDevice).*"),
                        () -> "HIP: " + hip.reason()));
    }

    @Test
    void theBestReadyBackendIsTheHostWhenNoGpuAnswers() {
        assertEquals("host", backends.best().orElseThrow().name());
        assertEquals("host", backends.pick(null).name());
        assertInstanceOf(HostRuntimeEvents.class, backends.pick("").open());
    }

    @Test
    void aBackendTheUserNamesIsPickedOrRefusedWithItsReason() {
        assertEquals("host", backends.pick("HOST").name());
        BackendUnavailableException cuda = assertThrows(BackendUnavailableException.class,
                () -> backends.pick("cuda"));
        assertTrue(cuda.getMessage().contains("cudaErrorInsufficientDriver"), cuda::getMessage);
        UnknownBackendException unknown = assertThrows(UnknownBackendException.class, () -> backends.pick("metal"));
        assertTrue(unknown.getMessage().contains("HIP"), unknown::getMessage);
    }
}
