/**
 * The {@code eventbind} command. Its one API is the {@code Workload} service, through which a backend module
 * brings the work the profile command puts on its streams.
 */
module dev.eventbind.cli {
    // The exported Workload interface speaks in EventApi and DriverException.
    requires transitive dev.eventbind.runtime;
    requires dev.eventbind.backend.host;
    requires dev.eventbind.backend.opencl;
    requires dev.eventbind.backend.levelzero;
    requires dev.eventbind.backend.vulkan;
    // JSpecify's @NullMarked and @Nullable, for the build's NullAway: compile time only.
    requires static org.jspecify;

    exports dev.eventbind.cli.workload;

    uses dev.eventbind.cli.workload.Workload;

    provides dev.eventbind.cli.workload.Workload with
            dev.eventbind.cli.workload.HostWorkload,
            dev.eventbind.cli.workload.OpenClWorkload,
            dev.eventbind.cli.workload.LevelZeroWorkload,
            dev.eventbind.cli.workload.VulkanWorkload;
}
