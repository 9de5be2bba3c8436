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
        // Reading Swift source: the lexer, the source model, the index store, complexity,
        // coupling, the architectures' declared rules, unit tests, and the text and Markdown
        // primitives every part writes with.
        .target(name: "SourceReading", swiftSettings: strict),
        .target(name: "MutationTesting", dependencies: ["SourceReading"], swiftSettings: strict),
        .target(name: "ChangeRequests", dependencies: ["SourceReading"], swiftSettings: strict),
        // The report's pages, claims and decision, from every part's figures.
        .target(
            name: "Reporting", dependencies: ["SourceReading", "MutationTesting", "ChangeRequests"],
            swiftSettings: strict),
        // The switch `mvx mutate` copies into each target it writes a mutant schema into.
        .target(name: "MutantSwitch", swiftSettings: strict),
        .target(
            name: "MVXCommand",
            dependencies: ["SourceReading", "MutationTesting", "ChangeRequests", "Reporting"]
                + lesson("Harness", "Catalog", "HeadlessUIKit", "Scenario", "Shared", "Sessions"),
            swiftSettings: strict),
        .executableTarget(name: "mvx", dependencies: ["MVXCommand"], swiftSettings: strict),
        // Where the tests find the lab and the lesson.
        .target(name: "LabTestSupport", path: "Tests/LabTestSupport", swiftSettings: strict),
        .testTarget(
            name: "SourceReadingTests", dependencies: ["SourceReading", "LabTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "MutationTestingTests", dependencies: ["MutationTesting", "SourceReading", "LabTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ChangeRequestsTests", dependencies: ["ChangeRequests", "SourceReading", "LabTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["Reporting", "ChangeRequests", "MutationTesting", "SourceReading", "LabTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "MVXCommandTests",
            dependencies: [
                "MVXCommand", "Reporting", "ChangeRequests", "MutationTesting", "SourceReading", "MutantSwitch",
                "LabTestSupport",
            ] + lesson("Catalog", "Scenario", "HeadlessUIKit", "Harness", "Shared"),
            swiftSettings: strict),
    ]
)
