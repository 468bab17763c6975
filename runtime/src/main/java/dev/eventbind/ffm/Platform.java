package dev.eventbind.ffm;

import java.util.Locale;

/**
 * The platform a jar-shipped library is built for, as its resource folder names it ({@code linux-x86_64}): a
 * {@link LibraryPlan#resource()} that contains {@value #TOKEN} is looked up under this platform's folder, so a
 * jar serves exactly the platforms it carries a library for and every other one gets a clear "no library for".
 *
 * @param os the operating system: {@code linux}, {@code macos}, {@code windows}, or {@code os.name} in lower
 *     case without spaces
 * @param arch the architecture: {@code x86_64}, {@code aarch64}, or {@code os.arch} as it is
 */
record Platform(String os, String arch) {

    /** The placeholder in a resource path that stands for the platform folder. */
    static final String TOKEN = "{platform}";

    /** Names the platform to look up instead of this JVM's own ({@code macos-aarch64}); for tests. */
    static final String PROPERTY = "eventbind.platform";

    /** This JVM's platform, or the one system property {@value #PROPERTY} names. */
    static Platform current() {
        String forced = System.getProperty(PROPERTY, "").strip();
        int dash = forced.indexOf('-');
        if (dash > 0 && dash < forced.length() - 1) {
            return new Platform(forced.substring(0, dash), forced.substring(dash + 1));
        }
        return of(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    /** The platform for values of the {@code os.name} and {@code os.arch} system properties. */
    static Platform of(String osName, String osArch) {
        String name = osName.toLowerCase(Locale.ROOT);
        String os = switch (OsFamily.of(osName)) {
            case WINDOWS -> "windows";
            case MACOS -> "macos";
            case UNIX -> name.replace(" ", "");
        };
        String arch = switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64", "x86-64", "x64" -> "x86_64";
            case "aarch64", "arm64" -> "aarch64";
            default -> osArch.toLowerCase(Locale.ROOT);
        };
        return new Platform(os, arch);
    }

    /** {@code resource} with {@value #TOKEN} replaced by this platform's folder name. */
    String expand(String resource) {
        return resource.replace(TOKEN, toString());
    }

    @Override
    public String toString() {
        return os + "-" + arch;
    }
}
