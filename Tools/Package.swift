// swift-tools-version: 6.0
import PackageDescription

/// The lab: the `mvx` command that measures the lesson (the package one folder up) into REPORT.md,
/// plants bugs in it, times it and builds its change requests. It reaches the architectures only
/// through what the lesson declares (the catalog, the harness, each `architecture.json`, the sources
/// as text and the index store), never through an architecture's module.
let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The lesson's libraries the lab uses.
func lesson(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "MVX") }
}

let package = Package(
    name: "MVXTools",
    platforms: [.macOS(.v14)],
    products: [.executable(name: "mvx", targets: ["mvx"])],
    dependencies: [.package(name: "MVX", path: "..")],
    targets: [
        .target(name: "Measure", swiftSettings: strict),
        // The switch `mvx mutate` copies into each target it writes a mutant schema into.
        .target(name: "MutantSwitch", swiftSettings: strict),
        .target(
            name: "MVXCommand",
            dependencies: ["Measure"] + lesson("Harness", "Catalog", "HeadlessUIKit", "Scenario", "Shared", "Sessions"),
            swiftSettings: strict),
        .executableTarget(name: "mvx", dependencies: ["MVXCommand"], swiftSettings: strict),
        .testTarget(
            name: "MeasureTests",
            dependencies: ["Measure", "MVXCommand", "MutantSwitch"]
                + lesson("Catalog", "Scenario", "HeadlessUIKit", "Harness", "Shared"),
            swiftSettings: strict),
    ]
)
