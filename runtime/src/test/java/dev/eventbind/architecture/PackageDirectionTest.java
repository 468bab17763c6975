package dev.eventbind.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaPackage;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The runtime's package directions, as CONTRIBUTING.md's "A broken dependency direction" lists them:
 * {@code api} (the seam),
 * {@code spec} (the annotations), {@code jfr} and {@code sync} (the spin lock) depend on no other eventbind
 * package; {@code event},
 * {@code fence}, {@code profile} and {@code ffm} sit on the seam ({@code profile} reads a paired clock's host
 * clock through {@code ffm}); {@code discovery} reads the seam and the specs;
 * {@code binding}, what generated backends share, is the top and nothing in the runtime depends on it. No
 * runtime class reaches a backend, the processor, the command or the contract suite. (Where restricted FFM calls
 * may be made is checked across every module by the command's {@code ModuleDirectionTest}.)
 */
class PackageDirectionTest {

    /** What any runtime class may use besides eventbind: the JDK and the build-time annotations. */
    private static final List<String> PLATFORM = List.of("java..", "jdk.jfr..",
            "com.google.errorprone.annotations..", "org.jspecify.annotations..");

    /**
     * Runtime packages not yet {@code @NullMarked}, which NullAway therefore does not check, each with its reason;
     * none today. A package put here must be left out of NullAway in the root POM too
     * ({@code -XepOpt:NullAway:UnannotatedSubPackages}), and leaves both lists when it is marked and clean.
     */
    private static final Map<String, String> NOT_YET_NULL_MARKED = Map.of();

    private static JavaClasses runtime;

    @BeforeAll
    static void importRuntime() {
        runtime = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.eventbind");
    }

    /** Each runtime package and the other eventbind packages it may depend on. */
    static Stream<Object[]> directions() {
        return Stream.of(
                new Object[] {"api", Set.of()},
                new Object[] {"spec", Set.of()},
                new Object[] {"jfr", Set.of()},
                new Object[] {"sync", Set.of()},
                new Object[] {"event", Set.of("api")},
                new Object[] {"ffm", Set.of("api")},
                new Object[] {"fence", Set.of("api", "event")},
                new Object[] {"profile", Set.of("api", "event", "ffm", "jfr", "sync")},
                new Object[] {"discovery", Set.of("api", "spec")},
                new Object[] {"binding", Set.of("api", "discovery", "event", "ffm", "spec", "sync")});
    }

    @ParameterizedTest(name = "{0} depends only on {1}")
    @MethodSource("directions")
    void eachPackageDependsOnlyOnThePackagesBelowIt(String name, Set<String> below) {
        packageRule(name, below).check(runtime);
    }

    static ArchRule packageRule(String name, Set<String> below) {
        List<String> allowed = new ArrayList<>(PLATFORM);
        allowed.add("dev.eventbind." + name + "..");
        below.forEach(other -> allowed.add("dev.eventbind." + other + ".."));
        return classes().that().resideInAPackage("dev.eventbind." + name + "..")
                .should().onlyDependOnClassesThat().resideInAnyPackage(allowed.toArray(String[]::new))
                .allowEmptyShould(false);
    }

    @Test
    void everyRuntimePackageIsNullMarked() {
        Set<JavaPackage> packages = runtime.stream().map(JavaClass::getPackage).collect(Collectors.toSet());
        List<String> unmarked = packages.stream()
                .filter(javaPackage -> !javaPackage.isAnnotatedWith(NullMarked.class))
                .map(JavaPackage::getName)
                .filter(name -> !NOT_YET_NULL_MARKED.containsKey(name))
                .sorted()
                .toList();
        assertEquals(List.of(), unmarked, "packages whose package-info lacks JSpecify's @NullMarked: NullAway skips"
                + " them and users' tools read their types as of unknown nullness");
        List<String> markedSince = packages.stream()
                .filter(javaPackage -> javaPackage.isAnnotatedWith(NullMarked.class))
                .map(JavaPackage::getName)
                .filter(NOT_YET_NULL_MARKED::containsKey)
                .toList();
        assertEquals(List.of(), markedSince, "now @NullMarked: take them off NOT_YET_NULL_MARKED here and off"
                + " NullAway's UnannotatedSubPackages in the root POM, so NullAway checks them");
    }

    @Test
    void theRuntimeNeverReachesBackendsTheProcessorTheCommandOrTheContract() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("dev.eventbind.backend..",
                "dev.eventbind.processor..", "dev.eventbind.cli..", "dev.eventbind.contract..").check(runtime);
    }
}
