package dev.eventbind.binding;

import dev.eventbind.api.BackendUnavailableException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Which of a machine's devices a backend opens on, the same way for every API that lists several: the device the
 * user named (a system property, else an environment variable: a part of its name), otherwise the first of the
 * most preferred kind (a GPU before a CPU before anything else) in the driver's order. A name that matches
 * nothing, or no device at all, is {@link BackendUnavailableException} listing every device found, never a silent
 * fall-back to another device.
 *
 * @param <D> the backend's description of a device
 * @param backend the backend's name, for errors
 * @param property the system property naming the device
 * @param environment the environment variable naming it when the property is not set
 * @param describe one line per device, for errors
 * @param matches whether a device answers to a name the user gave
 * @param preference lower is preferred
 */
public record DeviceChoice<D>(String backend, String property, String environment, Function<D, String> describe,
        BiPredicate<D, String> matches, ToIntFunction<D> preference) {

    /** The name the user configured, if any: the property wins over the environment; blank is none. */
    public Optional<String> configured() {
        return Optional.ofNullable(System.getProperty(property)).filter(name -> !name.isBlank())
                .or(() -> Optional.ofNullable(System.getenv(environment)).filter(name -> !name.isBlank()))
                .map(String::strip);
    }

    /** The device to open on, among {@code devices} in the driver's order. */
    public D choose(List<D> devices) {
        Optional<String> wanted = configured();
        if (wanted.isPresent()) {
            return devices.stream().filter(device -> matches.test(device, wanted.get())).findFirst()
                    .orElseThrow(() -> unavailable("no " + backend + " device matches " + property + "="
                            + wanted.get(), devices));
        }
        return devices.stream().min(Comparator.comparingInt(preference))
                .orElseThrow(() -> unavailable("no " + backend + " device on any platform", devices));
    }

    private BackendUnavailableException unavailable(String summary, List<D> seen) {
        return new BackendUnavailableException(backend, summary,
                seen.stream().map(device -> "found " + describe.apply(device)).toList(), null);
    }
}
