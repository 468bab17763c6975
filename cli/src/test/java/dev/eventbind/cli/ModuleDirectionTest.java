package dev.eventbind.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The module directions CONTRIBUTING.md's "A broken dependency direction" lists, over every eventbind module on
 * this class path
 * (runtime, the five backends with their generated code, the processor and the command): restricted FFM calls
 * are made in {@code dev.eventbind.ffm} alone, backends never reach the command, the processor or the contract
 * suite, and the processor reaches no backend and no command. The runtime's own package directions are
 * {@code dev.eventbind.architecture.PackageDirectionTest}.
 */
class ModuleDirectionTest {

    private static JavaClasses eventbind;

    @BeforeAll
    static void importEveryModule() {
        eventbind = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.eventbind");
    }

    @Test
    void everyModuleIsOnTheClassPath() {
        for (String name : new String[] {"dev.eventbind.ffm.NativeLinker", "dev.eventbind.processor.EventBindProcessor",
                "dev.eventbind.backend.host.HostRuntimeEvents", "dev.eventbind.backend.cuda.CudaRuntimeEvents",
                "dev.eventbind.backend.hip.HipRuntimeEvents", "dev.eventbind.backend.opencl.OpenClEvents",
                "dev.eventbind.backend.cuda.driver.CudaDriverEvents", "dev.eventbind.cli.Main"}) {
            assertTrue(eventbind.contain(name), name + " is not on the class path: the rules below would not see it");
        }
    }

    @Test
    void restrictedCallsAreMadeInFfmAlone() {
        // The processor's C front end runs in a JVM of its own at build time, started with native access to link
        // libclang; nothing of it ships in what an application loads.
        noClasses().that().resideOutsideOfPackages("dev.eventbind.ffm..", "dev.eventbind.processor.header.clang..")
                .should().callMethodWhere(RESTRICTED)
                .because("restricted FFM calls live in dev.eventbind.ffm only (docs/architecture.md); the"
                        + " processor's front end links libclang in its own build-time JVM")
                .check(eventbind);
    }

    @Test
    void backendsNeverReachTheCommandTheProcessorOrTheContract() {
        noClasses().that().resideInAPackage("dev.eventbind.backend..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.eventbind.cli..", "dev.eventbind.processor..", "dev.eventbind.contract..")
                .check(eventbind);
    }

    @Test
    void theProcessorReachesNoBackendAndNoCommand() {
        noClasses().that().resideInAPackage("dev.eventbind.processor..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.eventbind.backend..", "dev.eventbind.cli..").check(eventbind);
    }

    /**
     * The JDK's restricted methods eventbind could reach: linking a downcall or upcall, opening a library through
     * the JDK, widening a segment, loading a library through {@code System} or {@code Runtime}.
     */
    private static final DescribedPredicate<JavaMethodCall> RESTRICTED = DescribedPredicate.describe(
            "a restricted method", call -> isRestricted(call.getTargetOwner().getName(), call.getName()));

    private static boolean isRestricted(String owner, String method) {
        if (owner.equals(Linker.class.getName())) {
            return method.equals("downcallHandle") || method.equals("upcallStub");
        }
        if (owner.equals(SymbolLookup.class.getName())) {
            return method.equals("libraryLookup");
        }
        if (owner.equals(MemorySegment.class.getName())) {
            return method.equals("reinterpret");
        }
        if (owner.equals(System.class.getName()) || owner.equals(Runtime.class.getName())) {
            return method.equals("load") || method.equals("loadLibrary");
        }
        return false;
    }
}
