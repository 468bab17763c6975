package dev.eventbind.ffm;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.lang.foreign.SymbolLookup;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Walks a {@link LibraryPlan}'s candidates in order until one opens, recording one line per attempt:
 * the candidate, the path it resolved to, and the loader's message. Names that can only belong to another
 * operating system ({@code nvcuda.dll} on Linux) are not candidates; the override is always tried as given.
 * A jar resource for another platform than this one ({@link Platform}) is never found, and when nothing else
 * loads the search says so: "no host library for macos-aarch64".
 *
 * <p>An empty or relative {@code LD_LIBRARY_PATH} entry (a trailing or doubled {@code :} is common) makes the
 * system loader search the working directory; each such entry is warned about once per process, naming it. It
 * makes a backend unavailable only where a file in the working directory would really be loaded: a bare name of
 * the plan's own found there first is refused without being opened, and so is the whole backend when the vendor's
 * library would itself open one of the names it loads by bare name ({@link LibraryPlan#loadsByName()}: the CUDA
 * runtime's {@code libcuda.so.1}, the libraries OpenCL's ICD files list) from there, since that file's
 * constructor would run as it loads. A library is always reported by the absolute path it was loaded from;
 * should the loader report a relative one, it is made absolute and a warning says it came from the working
 * directory.
 */
final class LibrarySearch {

    private static final System.Logger LOG = System.getLogger(LibrarySearch.class.getName());
    private static final String SEARCH_PATH = "system search path";
    private static final String ICD = "icd:";
    private static final String VULKAN = "vulkan:";
    /** A manifest's {@code "library_path": "..."} member, however the JSON around it is laid out. */
    private static final Pattern LIBRARY_PATH = Pattern.compile("\"library_path\"\\s*:\\s*\"([^\"]*)\"");
    /**
     * Where in each {@code LD_LIBRARY_PATH} entry glibc's loader looks, in its order: the {@code glibc-hwcaps}
     * subfolders of the CPU levels (2.33 and later), the legacy hardware-capability subfolders (before 2.37), then the
     * entry itself. Whichever the CPU supports, a file in any of them may be the one loaded.
     */
    private static final List<String> HWCAPS_SUBFOLDERS = List.of("glibc-hwcaps/x86-64-v4", "glibc-hwcaps/x86-64-v3",
            "glibc-hwcaps/x86-64-v2", "glibc-hwcaps/power10", "glibc-hwcaps/power9", "glibc-hwcaps/z16",
            "glibc-hwcaps/z15", "glibc-hwcaps/z14", "glibc-hwcaps/z13", "tls/haswell/x86_64", "tls/haswell",
            "tls/x86_64", "tls", "haswell/x86_64", "haswell", "x86_64", "");
    /** What separates {@code LD_LIBRARY_PATH}'s entries: glibc's loader takes a semicolon as it takes a colon. */
    private static final String ENTRY_SEPARATOR = "[:;]";
    private static final java.util.Set<String> WARNED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private final LibraryPlan plan;
    private final Function<String, @Nullable String> env;
    private final NativeLoader loader;
    private final OsFamily os;
    private final Platform platform;
    private final List<String> names;
    private final List<String> attempts = new ArrayList<>();
    /** Whether the jar resource for this platform was looked for and is in no jar. */
    private boolean noPlatformResource;

    LibrarySearch(LibraryPlan plan, Function<String, @Nullable String> env, NativeLoader loader, OsFamily os) {
        this(plan, env, loader, os, Platform.current());
    }

    LibrarySearch(LibraryPlan plan, Function<String, @Nullable String> env, NativeLoader loader, OsFamily os,
            Platform platform) {
        this.plan = plan;
        this.env = env;
        this.loader = loader;
        this.os = os;
        this.platform = platform;
        this.names = plan.names().stream().filter(os::fits).toList();
    }

    /**
     * The outcome of a search.
     *
     * @param outcome the library that opened, or why none did
     * @param attempts every attempt, one line each, in order
     */
    record Result(NativeLoader.Outcome outcome, List<String> attempts) {
    }

    Result run() {
        warnAboutWorkingDirectoryEntries();
        // Read only where an entry could reach the working directory: the manifests and ICD files are then moot.
        for (String name : searchesWorkingDirectory() ? loadedByName() : List.<String>of()) {
            Optional<Path> planted = fromWorkingDirectory(name);
            if (planted.isPresent()) {
                attempts.add(name + " (opened by the " + plan.backend() + " library itself) -> " + planted.get()
                        + ": refused: an empty or relative LD_LIBRARY_PATH entry would make the vendor's loader open"
                        + " it from the working directory; to load it on purpose, put its folder in LD_LIBRARY_PATH"
                        + " as an absolute path");
                return finish(null, "the working directory holds " + planted.get().getFileName()
                        + ", which the " + plan.backend() + " library would load through LD_LIBRARY_PATH");
            }
        }
        Optional<Candidate> override = override();
        if (override.isPresent()) {
            // Used alone: a user who points at one install must never silently get another.
            NativeLoader.Opened opened = attempt(override.get());
            return finish(opened, "override " + override.get().label() + " could not be loaded");
        }
        NativeLoader.@Nullable Opened opened = fromResource();
        for (Candidate candidate : candidates()) {
            if (opened != null) {
                break;
            }
            opened = attempt(candidate);
        }
        return finish(opened, failure());
    }

    private String failure() {
        if (noPlatformResource) {
            // The jar is where this backend's library comes from: its absence for this platform is the news.
            return "no " + plan.backend() + " library for " + platform;
        }
        return names.isEmpty() && attempts.isEmpty()
                ? "no candidate name is for " + os + " (skipped " + String.join(", ", plan.names()) + ")"
                : "no candidate library could be loaded";
    }

    /** Every home with every subfolder and name, then every name for the system search path. */
    private List<Candidate> candidates() {
        List<Candidate> all = new ArrayList<>();
        homes().forEach((label, folder) -> {
            for (String subdir : plan.subdirs()) {
                for (String name : names) {
                    all.add(new Candidate(Path.of(label, subdir, name).toString(),
                            Path.of(folder, subdir, name).toString()));
                }
            }
        });
        for (String name : names) {
            all.add(new Candidate(name, name));
        }
        return all;
    }

    private Result finish(NativeLoader.@Nullable Opened opened, String failure) {
        return new Result(opened != null ? opened : new NativeLoader.Failed(failure), List.copyOf(attempts));
    }

    /** The override in force, if any; the system property wins over the environment variable. */
    private Optional<Candidate> override() {
        String property = plan.overrideProperty().isEmpty() ? null : System.getProperty(plan.overrideProperty());
        if (property != null && !property.isBlank()) {
            return Optional.of(new Candidate(plan.overrideProperty() + "=" + property.strip(), property.strip()));
        }
        String variable = plan.overrideEnv().isEmpty() ? null : env.apply(plan.overrideEnv());
        if (variable != null && !variable.isBlank()) {
            return Optional.of(new Candidate("$" + plan.overrideEnv() + "=" + variable.strip(), variable.strip()));
        }
        return Optional.empty();
    }

    private NativeLoader.@Nullable Opened fromResource() {
        String resource = platform.expand(plan.resource());
        if (resource.isEmpty()) {
            return null;
        }
        Optional<URL> url = ResourceLibraries.locate(resource);
        if (url.isEmpty()) {
            attempts.add("resource " + resource + " -> not on the classpath");
            noPlatformResource = plan.resource().contains(Platform.TOKEN);
            return null;
        }
        try {
            Path file = ResourceLibraries.extract(resource, url.get());
            return attempt(new Candidate("resource " + resource, file.toString()));
        } catch (IOException e) {
            attempts.add("resource " + resource + " -> " + url.get() + ": could not be extracted: " + e);
            return null;
        }
    }

    /** Home label ("$CUDA_PATH" or the folder itself) to folder: set variables first, then the defaults. */
    private Map<String, String> homes() {
        Map<String, String> byFolder = new LinkedHashMap<>();
        for (String variable : plan.homeVariables()) {
            String folder = env.apply(variable);
            if (folder != null && !folder.isBlank()) {
                byFolder.putIfAbsent(folder.strip(), "$" + variable);
            }
        }
        for (String folder : plan.defaultHomes()) {
            byFolder.putIfAbsent(folder, folder);
        }
        Map<String, String> byLabel = new LinkedHashMap<>();
        byFolder.forEach((folder, label) -> byLabel.put(label, folder));
        return byLabel;
    }

    /** Opens one candidate and records it; the opened library, or null. */
    private NativeLoader.@Nullable Opened attempt(Candidate candidate) {
        String target = candidate.target();
        String where = NativeLoader.isPath(target) ? Path.of(target).toAbsolutePath().normalize().toString()
                : SEARCH_PATH;
        Optional<Path> planted = NativeLoader.isPath(target) ? Optional.empty() : fromWorkingDirectory(target);
        if (planted.isPresent()) {
            attempts.add(candidate.label() + " -> " + planted.get() + ": refused: LD_LIBRARY_PATH has an empty or "
                    + "relative entry that would load it from the working directory; name the file in "
                    + (plan.overrideProperty().isEmpty() ? "an absolute path" : plan.overrideProperty())
                    + " to load it on purpose");
            return null;
        }
        return switch (loader.open(NativeLoader.isPath(target) ? where : target)) {
            case NativeLoader.Opened(SymbolLookup lookup, String file) -> {
                String opened = absolute(file);
                attempts.add(candidate.label() + " -> " + where + ": loaded " + opened);
                yield new NativeLoader.Opened(lookup, opened);
            }
            case NativeLoader.Failed(String error) -> {
                attempts.add(candidate.label() + " -> " + where + ": " + error);
                yield null;
            }
        };
    }

    /** Whether {@code LD_LIBRARY_PATH} has an empty or relative entry, which the loader reads from here. */
    private boolean searchesWorkingDirectory() {
        String path = env.apply("LD_LIBRARY_PATH");
        if (path == null || path.isEmpty() || os == OsFamily.WINDOWS) {
            return false;
        }
        for (String entry : path.split(ENTRY_SEPARATOR, -1)) {
            if (!entry.startsWith("/")) {
                return true;
            }
        }
        return false;
    }

    /** Warns once per process about each empty or relative entry of {@code LD_LIBRARY_PATH}, naming it. */
    private void warnAboutWorkingDirectoryEntries() {
        String path = env.apply("LD_LIBRARY_PATH");
        if (path == null || path.isEmpty() || os == OsFamily.WINDOWS) {
            return;
        }
        String[] entries = path.split(ENTRY_SEPARATOR, -1);
        for (int i = 0; i < entries.length; i++) {
            String entry = entries[i];
            if (!entry.startsWith("/") && WARNED.add(entry)) {
                LOG.log(Level.WARNING, (entry.isEmpty() ? "LD_LIBRARY_PATH has an empty entry (entry " + (i + 1)
                        + " of " + entries.length + ", a leading, trailing or doubled ':' or ';')"
                        : "LD_LIBRARY_PATH has a relative entry, '" + entry + "'")
                        + ": the system loader searches the working directory there. eventbind refuses a library"
                        + " that would be loaded from it; remove the entry or make it absolute.");
            }
        }
    }

    /** The names the vendor's library opens by bare name, {@code icd:} folders and {@code vulkan:} manifests read. */
    private List<String> loadedByName() {
        List<String> loaded = new ArrayList<>();
        for (String entry : plan.loadsByName()) {
            if (entry.equals(VULKAN)) {
                loaded.addAll(vulkanLibraries());
                continue;
            }
            if (!entry.startsWith(ICD)) {
                loaded.add(entry);
                continue;
            }
            loaded.addAll(openClLibraries(entry.substring(ICD.length())));
        }
        return loaded;
    }

    /**
     * The libraries ocl-icd opens by bare name: the first line of each {@code .icd} file in its vendors folder
     * ({@code folder}, or {@code OPENCL_VENDOR_PATH}); where {@code OCL_ICD_VENDORS} is set, the {@code .icd} files of
     * that folder, or that one {@code .icd} file (a bare one looked for in the vendors folder and the working
     * directory), or else that library itself; and the libraries {@code OCL_ICD_FILENAMES} lists.
     */
    private List<String> openClLibraries(String folder) {
        Path vendorPath = Path.of(orDefault("OPENCL_VENDOR_PATH", folder).strip());
        String vendors = orDefault("OCL_ICD_VENDORS", "").strip();
        List<String> loaded = new ArrayList<>();
        List<Path> icds = new ArrayList<>();
        if (vendors.isEmpty() || Files.isDirectory(Path.of(vendors))) {
            Path place = vendors.isEmpty() ? vendorPath : Path.of(vendors);
            try (java.util.stream.Stream<Path> files = Files.list(place)) {
                files.filter(f -> f.toString().endsWith(".icd") && Files.isRegularFile(f)).sorted().forEach(icds::add);
            } catch (IOException | RuntimeException unreadable) {
                // no readable ICD folder: the loader will find no vendor library there either
            }
        } else if (vendors.endsWith(".icd")) {
            icds.add(vendors.contains("/") ? Path.of(vendors) : vendorPath.resolve(vendors));
            icds.add(Path.of(vendors));
        } else if (!vendors.contains("/")) {
            loaded.add(vendors); // a library ocl-icd opens as it is named
        }
        for (Path file : icds) {
            try {
                String library = Files.readString(file).lines().findFirst().orElse("").strip();
                if (!library.isEmpty() && !library.contains("/")) {
                    loaded.add(library);
                }
            } catch (IOException | RuntimeException unreadable) {
                // This file the loader cannot read either; the others are still checked.
            }
        }
        for (String named : orDefault("OCL_ICD_FILENAMES", "").split(":", -1)) {
            if (!named.isBlank() && !named.contains("/")) {
                loaded.add(named.strip());
            }
        }
        return loaded;
    }

    /**
     * The bare {@code library_path} names of the Vulkan loader's manifests: its drivers' ({@code icd.d}) and layers'
     * (implicit ones load into every instance, explicit ones when enabled), in the folders it reads (under
     * {@code XDG_CONFIG_HOME}, {@code XDG_CONFIG_DIRS}, {@code /etc}, {@code XDG_DATA_HOME} and
     * {@code XDG_DATA_DIRS}) and the files and folders its variables name. All of them, whichever the loader would
     * pick: a name planted for any of them is refused.
     */
    private List<String> vulkanLibraries() {
        String home = Optional.ofNullable(env.apply("HOME")).orElse("");
        List<String> bases = new ArrayList<>();
        bases.add(orDefault("XDG_CONFIG_HOME", home + "/.config"));
        bases.addAll(List.of(orDefault("XDG_CONFIG_DIRS", "/etc/xdg").split(":", -1)));
        bases.add("/etc");
        bases.add(orDefault("XDG_DATA_HOME", home + "/.local/share"));
        bases.addAll(List.of(orDefault("XDG_DATA_DIRS", "/usr/local/share:/usr/share").split(":", -1)));
        List<Path> places = new ArrayList<>();
        for (String base : bases) {
            for (String kind : List.of("icd.d", "implicit_layer.d", "explicit_layer.d")) {
                if (!base.isBlank()) {
                    places.add(Path.of(base, "vulkan", kind));
                }
            }
        }
        for (String variable : List.of("VK_DRIVER_FILES", "VK_ICD_FILENAMES", "VK_ADD_DRIVER_FILES", "VK_LAYER_PATH",
                "VK_ADD_LAYER_PATH", "VK_IMPLICIT_LAYER_PATH", "VK_ADD_IMPLICIT_LAYER_PATH")) {
            for (String named : orDefault(variable, "").split(":", -1)) {
                if (!named.isBlank()) {
                    places.add(Path.of(named));
                }
            }
        }
        List<String> names = new ArrayList<>();
        for (Path place : places) {
            List<Path> manifests;
            try (java.util.stream.Stream<Path> files = Files.isDirectory(place) ? Files.list(place)
                    : java.util.stream.Stream.of(place)) {
                manifests = files.filter(f -> f.toString().endsWith(".json") && Files.isRegularFile(f)).sorted()
                        .toList();
            } catch (IOException | RuntimeException unreadable) {
                continue; // a folder the loader cannot list either
            }
            for (Path manifest : manifests) {
                try {
                    Matcher library = LIBRARY_PATH.matcher(Files.readString(manifest));
                    while (library.find()) {
                        String name = library.group(1);
                        if (!name.isEmpty() && !name.contains("/") && !names.contains(name)) {
                            names.add(name);
                        }
                    }
                } catch (IOException | RuntimeException unreadable) {
                    // This manifest the loader cannot read either; the others are still checked.
                }
            }
        }
        return names;
    }

    private String orDefault(String variable, String fallback) {
        String value = env.apply(variable);
        return value == null || value.isBlank() ? fallback : value;
    }

    /**
     * The file in the working directory that the loader would open for bare {@code name}: found through the
     * first {@code LD_LIBRARY_PATH} entry that has the file, when that entry is empty or relative.
     */
    private Optional<Path> fromWorkingDirectory(String name) {
        String path = env.apply("LD_LIBRARY_PATH");
        if (path == null || path.isEmpty() || os == OsFamily.WINDOWS) {
            return Optional.empty();
        }
        for (String entry : path.split(ENTRY_SEPARATOR, -1)) {
            if (entry.startsWith("/")) {
                if (Files.exists(Path.of(entry, name))) {
                    return Optional.empty(); // found there first; a subfolder the CPU may not take decides nothing
                }
                continue;
            }
            for (String subfolder : HWCAPS_SUBFOLDERS) {
                Path candidate = Path.of(entry.isEmpty() ? "." : entry, subfolder, name);
                if (Files.exists(candidate)) {
                    return Optional.of(candidate.toAbsolutePath().normalize());
                }
            }
        }
        return Optional.empty();
    }

    /** {@code reported} as an absolute path; a relative one can only have come from the working directory. */
    static String absolute(String reported) {
        // A bare name is what a loader that cannot say reports: nothing to resolve it against.
        if (reported.startsWith("/") || !reported.contains("/")) {
            return reported;
        }
        String resolved = Path.of(reported).toAbsolutePath().normalize().toString();
        LOG.log(Level.WARNING, "A library was loaded from the working directory: " + resolved);
        return resolved;
    }

    /**
     * One thing to hand the loader.
     *
     * @param label how the attempt line names it ("$CUDA_PATH/lib64/libcudart.so.13")
     * @param target the path or bare name to open
     */
    private record Candidate(String label, String target) {
    }
}
