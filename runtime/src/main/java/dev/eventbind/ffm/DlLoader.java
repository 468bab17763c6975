package dev.eventbind.ffm;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Loads libraries with libc's own {@code dlopen}, {@code dlerror}, {@code dlsym} and {@code dlinfo}, so that each
 * failed candidate records the dynamic loader's message and a loaded one reports the file it really is.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
final class DlLoader implements NativeLoader {

    /** Resolve every undefined symbol at open: a lazy binding failure later would abort the whole process. */
    private static final int RTLD_NOW = 2;
    private static final int RTLD_DI_LINKMAP = 2;
    /** {@code struct link_map}: {@code l_addr} then {@code char *l_name}. */
    private static final long LINK_MAP_NAME_OFFSET = ADDRESS.byteSize();

    private final MethodHandle dlopen;
    private final MethodHandle dlerror;
    private final MethodHandle dlsym;
    private final MethodHandle dlinfo;

    private DlLoader(MethodHandle dlopen, MethodHandle dlerror, MethodHandle dlsym, MethodHandle dlinfo) {
        this.dlopen = dlopen;
        this.dlerror = dlerror;
        this.dlsym = dlsym;
        this.dlinfo = dlinfo;
    }

    /** The libc loader on Linux, or null where the default lookup does not export the dl functions. */
    static @Nullable DlLoader fromLibc() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) {
            return null;
        }
        Linker linker = Linker.nativeLinker();
        SymbolLookup libc = linker.defaultLookup();
        Optional<MemorySegment> open = libc.find("dlopen");
        Optional<MemorySegment> error = libc.find("dlerror");
        Optional<MemorySegment> sym = libc.find("dlsym");
        Optional<MemorySegment> info = libc.find("dlinfo");
        if (open.isEmpty() || error.isEmpty() || sym.isEmpty() || info.isEmpty()) {
            return null;
        }
        return new DlLoader(
                linker.downcallHandle(open.get(), FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_INT)),
                linker.downcallHandle(error.get(), FunctionDescriptor.of(ADDRESS)),
                linker.downcallHandle(sym.get(), FunctionDescriptor.of(ADDRESS, ADDRESS, ADDRESS)),
                linker.downcallHandle(info.get(), FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS)));
    }

    @Override
    public Outcome open(String target) {
        // dlerror is per thread: the open and the read of its message must not interleave with another open.
        synchronized (DlLoader.class) {
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment handle = (MemorySegment) dlopen.invokeExact(arena.allocateFrom(target), RTLD_NOW);
                if (handle.equals(MemorySegment.NULL)) {
                    return new Failed(lastError());
                }
                return new Opened(name -> find(handle, name), fileOf(handle, target));
            } catch (Throwable t) {
                return new Failed("dlopen failed: " + t);
            }
        }
    }

    private String lastError() throws Throwable {
        String message = CStrings.readTrusted((MemorySegment) dlerror.invokeExact());
        return message != null ? message : "dlopen returned NULL without a message";
    }

    private Optional<MemorySegment> find(MemorySegment handle, String name) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment address = (MemorySegment) dlsym.invokeExact(handle, arena.allocateFrom(name));
            return address.equals(MemorySegment.NULL) ? Optional.empty() : Optional.of(address);
        } catch (Throwable t) {
            return Optional.empty();
        }
    }

    /** The path the loader opened (a bare name resolves through the search path), from the link map. */
    private String fileOf(MemorySegment handle, String target) throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            int status = (int) dlinfo.invokeExact(handle, RTLD_DI_LINKMAP, out);
            if (status != 0) {
                return target;
            }
            MemorySegment linkMap = out.get(ADDRESS, 0).reinterpret(LINK_MAP_NAME_OFFSET + ADDRESS.byteSize());
            String name = CStrings.readTrusted(linkMap.get(ADDRESS, LINK_MAP_NAME_OFFSET));
            return name == null || name.isEmpty() ? target : name;
        }
    }
}
