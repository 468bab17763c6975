package dev.eventbind.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.EventApi;
import dev.eventbind.spec.Rank;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Listing, ordering and choosing backends. */
class BackendsTest {

    /** A provider whose probe is given; counts its probes. Discovery never opens one here. */
    static class Fixed implements BackendProvider {
        private final String name;
        private final Rank rank;
        private final Supplier<BackendProbe> probe;
        final AtomicInteger probed = new AtomicInteger();

        Fixed(String name, Rank rank, Supplier<BackendProbe> probe) {
            this.name = name;
            this.rank = rank;
            this.probe = probe;
        }

        static Fixed ready(String name, Rank rank) {
            return new Fixed(name, rank, () -> BackendProbe.ready(name, rank, "/lib/" + name, Optional.empty()));
        }

        static Fixed unavailable(String name, Rank rank, String reason) {
            return new Fixed(name, rank, () -> BackendProbe.unavailable(name, rank, Optional.empty(), reason,
                    List.of("lib" + name + ".so -> system search path: not found")));
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public Rank rank() {
            return rank;
        }

        @Override
        public BackendProbe probe() {
            probed.incrementAndGet();
            return probe.get();
        }

        @Override
        public EventApi<?, ?> open() {
            throw new UnsupportedOperationException("discovery never opens a backend");
        }
    }

    /** Registered through a services file in {@link #serviceLoaderFindsRegisteredProvidersAndListsBrokenOnes}. */
    public static final class ListedGpu extends Fixed {
        public ListedGpu() {
            super("ListedGpu", Rank.GPU, () -> BackendProbe.unavailable("ListedGpu", Rank.GPU, Optional.empty(),
                    "noDevice", List.of()));
        }
    }

    /** Registered through a services file in {@link #serviceLoaderFindsRegisteredProvidersAndListsBrokenOnes}. */
    public static final class ListedHost extends Fixed {
        public ListedHost() {
            super("ListedHost", Rank.HOST, () -> BackendProbe.ready("ListedHost", Rank.HOST, null, Optional.empty()));
        }
    }

    private static List<String> names(Backends backends) {
        return backends.providers().stream().map(BackendProvider::name).toList();
    }

    @Test
    void providersAreOrderedByRankThenName() {
        Backends backends = Backends.of(List.of(Fixed.ready("Host", Rank.HOST), Fixed.ready("OpenCL", Rank.PORTABLE),
                Fixed.ready("hip", Rank.GPU), Fixed.ready("CUDA", Rank.GPU)));

        assertEquals(List.of("CUDA", "hip", "OpenCL", "Host"), names(backends));
    }

    @Test
    void bestIsTheFirstReadyInOrderAndLaterOnesAreNotProbed() {
        Fixed cuda = Fixed.unavailable("CUDA", Rank.GPU, "cudaErrorInsufficientDriver");
        Fixed openCl = Fixed.ready("OpenCL", Rank.PORTABLE);
        Fixed host = Fixed.ready("Host", Rank.HOST);
        Backends backends = Backends.of(List.of(host, openCl, cuda));

        assertSame(openCl, backends.best().orElseThrow());
        assertEquals(0, host.probed.get());
    }

    /** A provider declared at {@code declared} whose ready probe finds a device of rank {@code device}. */
    private static Fixed readyOn(String name, Rank declared, Rank device) {
        return new Fixed(name, declared, () -> BackendProbe.ready(name, device, "/lib/" + name, Optional.empty()));
    }

    @Test
    void aGpuBackendWhoseDeviceIsACpuRanksWithThePortableOnesOnceProbed() {
        Fixed vulkan = readyOn("Vulkan", Rank.GPU, Rank.PORTABLE);
        Fixed openCl = Fixed.ready("OpenCL", Rank.PORTABLE);
        Fixed host = Fixed.ready("Host", Rank.HOST);
        Backends backends = Backends.of(List.of(host, openCl, vulkan));

        assertEquals(List.of("Vulkan", "OpenCL", "Host"), names(backends), "before probing: the declared ranks");
        assertSame(openCl, backends.best().orElseThrow(), "OpenCL comes before Vulkan within PORTABLE");
        assertEquals(0, host.probed.get(), "a HOST backend cannot beat a ready PORTABLE one");
        assertEquals(List.of("OpenCL", "Vulkan", "Host"), backends.probes().stream().map(BackendProbe::backend)
                .toList());
        assertEquals(Rank.PORTABLE, backends.probes().get(1).rank());
    }

    @Test
    void aReadyBackendOnAGpuStopsTheSearchAsBefore() {
        Fixed vulkan = readyOn("Vulkan", Rank.GPU, Rank.GPU);
        Fixed openCl = Fixed.ready("OpenCL", Rank.PORTABLE);
        Backends backends = Backends.of(List.of(openCl, vulkan));

        assertSame(vulkan, backends.best().orElseThrow());
        assertEquals(0, openCl.probed.get());
    }

    @Test
    void aProbeRankedAboveItsProviderIsListedAtTheProvidersRank() {
        Fixed boastful = readyOn("Boastful", Rank.PORTABLE, Rank.GPU);
        Fixed cuda = readyOn("CUDA", Rank.GPU, Rank.GPU);
        Backends backends = Backends.of(List.of(boastful, cuda));

        assertEquals(List.of("CUDA", "Boastful"), backends.probes().stream().map(BackendProbe::backend).toList());
        assertEquals(Rank.PORTABLE, backends.probe(boastful).rank());
        assertSame(cuda, backends.best().orElseThrow());
    }

    @Test
    void eachProviderIsProbedOnce() {
        Fixed cuda = Fixed.unavailable("CUDA", Rank.GPU, "cudaErrorInsufficientDriver");
        Backends backends = Backends.of(List.of(cuda));

        backends.best();
        List<BackendProbe> probes = backends.probes();

        assertEquals(1, cuda.probed.get());
        assertEquals(Optional.of("cudaErrorInsufficientDriver"), probes.getFirst().reason());
    }

    @Test
    void noReadyBackendMeansNoBest() {
        Backends backends = Backends.of(List.of(Fixed.unavailable("CUDA", Rank.GPU, "noDevice")));

        assertTrue(backends.best().isEmpty());
        BackendUnavailableException none = assertThrows(BackendUnavailableException.class, () -> backends.pick(""));
        assertEquals(List.of("CUDA: noDevice"), none.attempts());
    }

    @Test
    void aNamedBackendIsChosenIgnoringCaseOverABetterOne() {
        Fixed host = Fixed.ready("Host", Rank.HOST);
        Backends backends = Backends.of(List.of(Fixed.ready("CUDA", Rank.GPU), host));

        assertSame(host, backends.named("hOsT"));
        assertSame(host, backends.pick(" host "));
    }

    @Test
    void anUnknownNameListsTheKnownBackends() {
        Backends backends = Backends.of(List.of(Fixed.ready("Host", Rank.HOST), Fixed.ready("CUDA", Rank.GPU)));

        UnknownBackendException unknown = assertThrows(UnknownBackendException.class, () -> backends.named("metal"));

        assertEquals(List.of("CUDA", "Host"), unknown.known());
        assertEquals("no backend named 'metal' is on the classpath; known backends: CUDA, Host",
                unknown.getMessage());
    }

    @Test
    void aNamedButUnavailableBackendThrowsItsProbesReason() {
        Backends backends = Backends.of(List.of(Fixed.unavailable("HIP", Rank.GPU, "hipErrorNoDevice"),
                Fixed.ready("Host", Rank.HOST)));

        BackendUnavailableException thrown = assertThrows(BackendUnavailableException.class,
                () -> backends.named("hip"));

        assertEquals("HIP", thrown.backend());
        assertTrue(thrown.getMessage().startsWith("HIP backend unavailable: hipErrorNoDevice"), thrown.getMessage());
        assertEquals(List.of("libHIP.so -> system search path: not found"), thrown.attempts());
    }

    @Test
    void theArtifactsSpellingOfANameFindsTheDisplayName() {
        Fixed driver = Fixed.ready("CUDA driver", Rank.GPU);
        Fixed levelZero = Fixed.ready("Level Zero", Rank.GPU);
        Backends backends = Backends.of(List.of(Fixed.ready("CUDA", Rank.GPU), driver, levelZero));

        assertSame(driver, backends.named("cuda-driver"));
        assertSame(driver, backends.named("CUDA_DRIVER"));
        assertSame(driver, backends.named("cuda  driver"));
        assertSame(levelZero, backends.named("levelzero"), "eventbind-backend-levelzero's spelling");
        assertSame(levelZero, backends.named("level-zero"));
        assertSame(driver, backends.named("cudadriver"), "separators left out match as well");
        assertThrows(UnknownBackendException.class, () -> backends.named("cudadrivers"));
    }

    /** A name matched with its separators goes before one matched without them. */
    @Test
    void aNameWithItsSeparatorsMatchesBeforeOneWithout() {
        Fixed compact = Fixed.ready("OpenCL", Rank.GPU);
        Fixed spaced = Fixed.ready("Open CL", Rank.GPU);
        Backends backends = Backends.of(List.of(compact, spaced));

        assertSame(spaced, backends.named("open-cl"));
        assertSame(compact, backends.named("opencl"));
    }

    @Test
    void theUnavailablePrefixAppearsOnceWhetherOrNotTheProbesReasonCarriedIt() {
        String already = "CUDA driver backend unavailable: cuInit failed: CUDA_ERROR_NO_DEVICE";
        String bare = "cuInit failed: CUDA_ERROR_NO_DEVICE";
        String thrownText = "dev.eventbind.api.BackendUnavailableException: " + already;
        for (String reason : List.of(already, bare, thrownText)) {
            Backends backends = Backends.of(List.of(Fixed.unavailable("CUDA driver", Rank.GPU, reason)));

            BackendUnavailableException thrown = assertThrows(BackendUnavailableException.class,
                    () -> backends.named("cuda-driver"));

            assertEquals(Optional.of(bare), backends.probes().getFirst().reason(), reason);
            String firstLine = thrown.getMessage().lines().findFirst().orElseThrow();
            assertEquals("CUDA driver backend unavailable: " + bare, firstLine, reason);
        }
    }

    @Test
    void aProbeThatThrowsAnywayBecomesAnUnavailableProbe() {
        Fixed rogue = new Fixed("Rogue", Rank.GPU, () -> {
            throw new IllegalStateException("driver exploded");
        });
        Fixed host = Fixed.ready("Host", Rank.HOST);
        Backends backends = Backends.of(List.of(rogue, host));

        assertSame(host, backends.best().orElseThrow());
        BackendProbe probe = backends.probe(rogue);
        assertFalse(probe.ready());
        assertTrue(probe.reason().orElseThrow().contains("driver exploded"), probe.reason().orElseThrow());
    }

    @Test
    void aProbeThatThrowsAnErrorIsThatBackendsAloneAndItsCauseIsKept() {
        Fixed uninitialized = new Fixed("Uninitialized", Rank.GPU, () -> {
            throw new ExceptionInInitializerError(new IllegalStateException("no driver in the image"));
        });
        Fixed deep = new Fixed("Deep", Rank.GPU, () -> {
            throw new StackOverflowError();
        });
        Fixed asserting = new Fixed("Asserting", Rank.PORTABLE, () -> {
            throw new AssertionError("should not reach here");
        });
        Fixed host = Fixed.ready("Host", Rank.HOST);
        Backends backends = Backends.of(List.of(uninitialized, deep, asserting, host));

        assertSame(host, backends.best().orElseThrow());
        assertEquals(Optional.of("probe failed: java.lang.ExceptionInInitializerError; caused by"
                + " java.lang.IllegalStateException: no driver in the image"), backends.probe(uninitialized).reason());
        assertEquals(Optional.of("probe failed: java.lang.StackOverflowError"), backends.probe(deep).reason());
        BackendUnavailableException named = assertThrows(BackendUnavailableException.class,
                () -> backends.named("Asserting"));
        assertTrue(named.getMessage().contains("should not reach here"), named.getMessage());
    }

    @Test
    void aProbeThatHangsInItsDriverHoldsNoOtherProvidersProbe() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Fixed hanging = new Fixed("Hanging", Rank.GPU, () -> {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return BackendProbe.unavailable("Hanging", Rank.GPU, Optional.empty(), "wedged", List.of());
        });
        Fixed host = Fixed.ready("Host", Rank.HOST);
        Backends backends = Backends.of(List.of(hanging, host));
        Thread prober = Thread.ofPlatform().start(() -> backends.probe(hanging));
        try {
            assertTrue(entered.await(10, TimeUnit.SECONDS));

            BackendProbe other = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> backends.probe(host));

            assertTrue(other.ready());
        } finally {
            release.countDown();
            prober.join();
        }
        assertEquals(Optional.of("wedged"), backends.probe(hanging).reason(), "probed once, by the first thread");
    }

    @Test
    void ofTwoProvidersOfOneNameTheReadyOneIsPickedAndNeitherIsHidden() {
        Fixed stale = Fixed.unavailable("CUDA", Rank.GPU, "stale copy");
        Fixed current = Fixed.ready("CUDA", Rank.GPU);
        Backends both = Backends.of(List.of(stale, current));

        assertSame(current, both.named("cuda"), "the ready one, though the other is found first");
        assertEquals(List.of("CUDA", "CUDA"), names(both));

        Fixed broken = Fixed.unavailable("CUDA", Rank.GPU, "no driver");
        BackendUnavailableException neither = assertThrows(BackendUnavailableException.class,
                () -> Backends.of(List.of(stale, broken)).named("CUDA"));
        assertTrue(neither.getMessage().contains("stale copy (" + Fixed.class.getName() + " from "),
                neither.getMessage());
        assertTrue(neither.getMessage().contains("another provider of that name, " + Fixed.class.getName()),
                neither.getMessage());
        assertTrue(neither.getMessage().contains("no driver"), neither.getMessage());
    }

    @Test
    void aProviderThatCannotNameItselfIsListedAsUnavailable() {
        Fixed nameless = new Fixed(null, Rank.GPU, () -> {
            throw new AssertionError("a provider without a name is never probed");
        });
        Backends backends = Backends.of(List.of(nameless));

        BackendProbe probe = backends.probes().getFirst();
        assertEquals(Fixed.class.getName(), probe.backend());
        assertEquals(Optional.of("provider reports no name or rank"), probe.reason());
    }

    /**
     * A provider class that fails to link (built for a newer Java, say): ServiceLoader lets its LinkageError escape
     * unwrapped, which used to fail discovery of every backend.
     */
    @Test
    void aProviderClassThatFailsToLinkIsListedAsUnloadableAndTheOthersStillAre(@TempDir Path classpath)
            throws IOException {
        Path services = classpath.resolve("META-INF/services/" + BackendProvider.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, String.join("\n", "dev.eventbind.discovery.FromTheFuture",
                ListedHost.class.getName()) + "\n");

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classpath.toUri().toURL()},
                BackendsTest.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals("dev.eventbind.discovery.FromTheFuture")) {
                    throw new UnsupportedClassVersionError("FromTheFuture has been compiled by a more recent"
                            + " version of the Java Runtime (class file version 75.0)");
                }
                return super.loadClass(name, resolve);
            }
        }) {
            Backends backends = Backends.discover(loader);

            assertEquals(List.of("ListedHost", "unloadable provider 1"), names(backends));
            assertTrue(backends.probes().get(1).reason().orElseThrow().contains("class file version 75.0"),
                    backends.probes().get(1).reason().orElseThrow());
        }
    }

    @Test
    void serviceLoaderFindsRegisteredProvidersAndListsBrokenOnes(@TempDir Path classpath) throws IOException {
        Path services = classpath.resolve("META-INF/services/" + BackendProvider.class.getName());
        Files.createDirectories(services.getParent());
        Files.writeString(services, String.join("\n", ListedHost.class.getName(),
                "dev.eventbind.discovery.NoSuchProvider", ListedGpu.class.getName()) + "\n");

        try (URLClassLoader loader = new URLClassLoader(new URL[] {classpath.toUri().toURL()},
                BackendsTest.class.getClassLoader())) {
            Backends backends = Backends.discover(loader);

            assertEquals(List.of("ListedGpu", "ListedHost", "unloadable provider 1"), names(backends));
            assertEquals("ListedHost", backends.best().orElseThrow().name());
            BackendProbe broken = backends.probes().get(2);
            assertTrue(broken.reason().orElseThrow().contains("NoSuchProvider"), broken.reason().orElseThrow());
        }
    }
}
