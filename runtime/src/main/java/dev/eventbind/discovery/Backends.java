package dev.eventbind.discovery;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.spec.Rank;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.jspecify.annotations.Nullable;

/**
 * Every backend on the classpath, in the order discovery prefers them (GPU, then portable, then host; by name
 * within a rank), with what each probe found. Picks the best ready backend, or the one the user names. A provider's
 * {@link BackendProvider#rank()} is the best its devices reach; its probe may report a lower one (a GPU API whose
 * device is a CPU), and once probed it is ranked by that. A probe never ranks a backend above its provider's rank.
 *
 * <p>Each provider is probed at most once per instance; a probe that throws despite its contract, or a provider
 * that cannot even be instantiated, is listed as unavailable with the reason.
 */
public final class Backends {

    /** Backend order: rank, then name ignoring case. */
    private static final Comparator<BackendProvider> ORDER = Comparator.comparing(BackendProvider::rank)
            .thenComparing(BackendProvider::name, String.CASE_INSENSITIVE_ORDER);
    /** Bounds the recovery from broken services entries, which the JDK only promises as best effort. */
    private static final int MAX_BROKEN_ENTRIES = 100;

    private final List<BackendProvider> providers;
    /**
     * Each provider's probe, run once by the first thread that asks and waited for by the others asking for that
     * provider only: a probe that hangs in its driver holds no other provider's.
     */
    private final IdentityHashMap<BackendProvider, FutureTask<BackendProbe>> probes = new IdentityHashMap<>();

    private Backends(Collection<? extends BackendProvider> found) {
        List<BackendProvider> described = new ArrayList<>();
        for (BackendProvider provider : found) {
            described.add(describable(provider));
        }
        described.sort(ORDER);
        this.providers = List.copyOf(described);
    }

    /** {@return the backends registered with {@link ServiceLoader} on the context class loader's classpath} */
    public static Backends discover() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return discover(context != null ? context : Backends.class.getClassLoader());
    }

    /**
     * The backends registered with {@link ServiceLoader} as {@code loader} sees them: {@code provides} clauses of
     * named modules and {@code META-INF/services} entries on the class path.
     *
     * @param loader the class loader to look through
     * @return the backends, in discovery order
     */
    public static Backends discover(ClassLoader loader) {
        List<BackendProvider> found = new ArrayList<>();
        Iterator<BackendProvider> entries = ServiceLoader.load(BackendProvider.class, loader).iterator();
        int broken = 0;
        while (broken < MAX_BROKEN_ENTRIES) {
            try {
                if (!entries.hasNext()) {
                    break;
                }
                found.add(entries.next());
            } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
                // ServiceLoader wraps a missing class, but lets a class that fails to link (built for a newer Java,
                // its superclass missing) escape as it is: either is one provider that cannot be listed.
                // The lookup has moved past the entry either way.
                broken++;
                found.add(new BrokenProvider("unloadable provider " + broken, BrokenProvider.describe(e)));
            }
        }
        return new Backends(found);
    }

    /**
     * These providers, in discovery order.
     *
     * @param providers the backends to choose from
     * @return the backends
     */
    public static Backends of(Collection<? extends BackendProvider> providers) {
        return new Backends(providers);
    }

    /** {@return every provider, in discovery order} */
    public List<BackendProvider> providers() {
        return providers;
    }

    /**
     * {@return every provider's probe, in discovery order by the ranks the probes found; probes a provider on first
     * need only}
     */
    public List<BackendProbe> probes() {
        return providers.stream().map(this::probe)
                .sorted(Comparator.comparing(BackendProbe::rank)
                        .thenComparing(BackendProbe::backend, String.CASE_INSENSITIVE_ORDER))
                .toList();
    }

    /**
     * {@return the first ready backend in discovery order by the ranks the probes found, probing no further than
     * needed: a provider whose declared rank, the best it can reach, puts it after the best ready one found is not
     * probed}
     */
    public Optional<BackendProvider> best() {
        @Nullable BackendProvider best = null;
        @Nullable BackendProbe bestProbe = null;
        for (BackendProvider provider : providers) {
            if (bestProbe != null && before(bestProbe.rank(), bestProbe.backend(), provider.rank(), provider.name())) {
                break; // it and every later one rank after the best found, whatever their probes say
            }
            BackendProbe found = probe(provider);
            if (found.ready() && (bestProbe == null
                    || before(found.rank(), found.backend(), bestProbe.rank(), bestProbe.backend()))) {
                best = provider;
                bestProbe = found;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Whether a backend of rank {@code rank} called {@code name} comes before {@code otherRank}, {@code other}. */
    private static boolean before(Rank rank, String name, Rank otherRank, String other) {
        int byRank = rank.compareTo(otherRank);
        return byRank < 0 || (byRank == 0 && String.CASE_INSENSITIVE_ORDER.compare(name, other) < 0);
    }

    /**
     * The backend called {@code name} when it is ready. The name matches ignoring case, and spaces, hyphens and
     * underscores alike, so the artifact's spelling ({@code cuda-driver}) finds the display name
     * ({@code CUDA driver}); where none matches so, it matches with the separators left out, as an artifact whose name
     * has none is spelled ({@code levelzero} for {@code Level Zero}).
     *
     * @param name the backend name ("cuda", "OpenCL")
     * @return its provider
     * @throws UnknownBackendException when no backend on the classpath has that name
     * @throws BackendUnavailableException when it is there but not ready, with its probe's reason and attempts
     */
    public BackendProvider named(String name) {
        String wanted = key(name);
        String compact = compact(wanted);
        List<BackendProvider> matching = providers.stream()
                .filter(candidate -> key(candidate.name()).equals(wanted)).toList();
        if (matching.isEmpty()) {
            matching = providers.stream().filter(candidate -> compact(key(candidate.name())).equals(compact)).toList();
        }
        if (matching.isEmpty()) {
            throw new UnknownBackendException(name, providers.stream().map(BackendProvider::name).toList());
        }
        // Two providers of one name (a shaded jar beside the original): the first ready one, in class path order.
        for (BackendProvider provider : matching) {
            if (probe(provider).ready()) {
                return provider;
            }
        }
        BackendProvider first = matching.getFirst();
        BackendProbe probe = probe(first);
        List<String> attempts = new ArrayList<>(probe.attempts());
        for (BackendProvider other : matching.subList(1, matching.size())) {
            attempts.add("another provider of that name, " + origin(other) + ": " + probe(other).reason()
                    .orElseThrow());
        }
        throw new BackendUnavailableException(first.name(), probe.reason().orElseThrow()
                + (matching.size() > 1 ? " (" + origin(first) + ")" : ""), attempts, null);
    }

    /** The provider's class and the jar or folder it was loaded from, to tell two of one name apart. */
    private static String origin(BackendProvider provider) {
        Class<?> type = provider.getClass();
        java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
        return type.getName() + (source != null && source.getLocation() != null ? " from " + source.getLocation()
                : "");
    }

    /** A backend name as it is matched: lower case, each run of separators one hyphen. */
    static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", "-");
    }

    /** A {@link #key} without its hyphens, as an artifact whose name has no separator spells it. */
    private static String compact(String key) {
        return key.replace("-", "");
    }

    /**
     * The backend the user named, or the best ready one when {@code name} is null or blank.
     *
     * @param name the backend name, or null or blank for the best ready one
     * @return its provider
     * @throws UnknownBackendException when no backend on the classpath has that name
     * @throws BackendUnavailableException when the named backend, or every backend, is unavailable
     */
    public BackendProvider pick(@Nullable String name) {
        if (name != null && !name.isBlank()) {
            return named(name);
        }
        return best().orElseThrow(() -> new BackendUnavailableException("every", "no backend is ready",
                probes().stream().map(probe -> probe.backend() + ": " + probe.reason().orElseThrow()).toList(),
                null));
    }

    /**
     * What {@code provider} reported when probed, probing it on the first call only.
     *
     * @param provider one of {@link #providers()}
     * @return its probe
     */
    public BackendProbe probe(BackendProvider provider) {
        FutureTask<BackendProbe> task;
        boolean first = false;
        synchronized (probes) {
            task = probes.get(provider);
            if (task == null) {
                task = new FutureTask<>(() -> guardedProbe(provider));
                probes.put(provider, task);
                first = true;
            }
        }
        if (first) {
            task.run(); // on this thread, outside the lock
        }
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true; // the probe runs on regardless: its answer is waited for, as before
                } catch (ExecutionException e) {
                    // guardedProbe returns every failure it may as a probe; what it rethrows is fatal, and not
                    // kept: a later call probes again, as it would had the JVM not run out of memory then
                    synchronized (probes) {
                        probes.remove(provider, task);
                    }
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static BackendProbe guardedProbe(BackendProvider provider) {
        try {
            BackendProbe probe = provider.probe();
            if (probe != null) {
                return capped(probe, provider.rank());
            }
            return BackendProbe.unavailable(provider.name(), provider.rank(), Optional.empty(),
                    "probe returned nothing", List.of());
        } catch (RuntimeException | Error e) {
            rethrowIfFatal(e);
            return BackendProbe.unavailable(provider.name(), provider.rank(), Optional.empty(),
                    "probe failed: " + BrokenProvider.describe(e), List.of());
        }
    }

    /** {@code probe}, ranked no better than its provider's declared rank, which discovery ordered it by. */
    private static BackendProbe capped(BackendProbe probe, Rank best) {
        Rank rank = probe.rank().cappedAt(best);
        return rank == probe.rank() ? probe : new BackendProbe(probe.backend(), rank, probe.ready(), probe.library(),
                probe.version(), probe.reason(), probe.attempts());
    }

    /** The provider itself when it can say its name and rank, else a stand-in that says why not. */
    private static BackendProvider describable(BackendProvider provider) {
        String type = provider.getClass().getName();
        try {
            if (provider.name() == null || provider.rank() == null) {
                return new BrokenProvider(type, "provider reports no name or rank");
            }
            return provider;
        } catch (RuntimeException | Error e) {
            rethrowIfFatal(e);
            return new BrokenProvider(type, "provider cannot describe itself: " + BrokenProvider.describe(e));
        }
    }

    /**
     * Rethrows what leaves the JVM unfit to go on (out of memory, an internal error); any other failure of a
     * provider, a {@code StackOverflowError} or an {@code AssertionError} included, is that provider's alone.
     */
    private static void rethrowIfFatal(Throwable failure) {
        if (failure instanceof VirtualMachineError fatal && !(failure instanceof StackOverflowError)) {
            throw fatal;
        }
    }
}
