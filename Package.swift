// swift-tools-version: 6.0
import PackageDescription

/// Every target builds in Swift 6 language mode with complete strict concurrency (the default of
/// tools version 6). `MemberImportVisibility` makes each file import what it names, so a presenter
/// or view-model file that does not import the UI kit cannot touch a kit type by accident.
let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// Each architecture declares its layers and rules in this file, which the lab's `mvx report`
/// reads; it is not compiled.
let declaration = "architecture.json"

/// The architectures, each a target `Sources/<name>` with its unit tests in `Tests/<name>Tests`.
/// Adding one here, and to `ArchitectureCatalog.all`, gives it its library, its targets, and a
/// place in the catalog, the suite and the tools.
let architectures = ["MassiveMVC", "MVC", "MVP", "MVVM", "MVCVM", "TEA"]

/// What the lab (`Tools/`, a package of its own) reaches the lesson through: the shared code, the
/// kit, the catalog of architectures and the harness that drives their screens.
let harness = ["Shared", "HeadlessUIKit", "Scenario", "Catalog", "Harness", "Sessions"]

/// What no lesson reader steps through (the fake server, the kit, the robots and the sessions'
/// snapshots) builds optimized in every configuration, so the suite's six-fold specs and sessions
/// run in seconds; the architectures and their tests build as the configuration says.
let harnessSettings: [SwiftSetting] = strict + [.unsafeFlags(["-O"])]

let package = Package(
    name: "MVX",
    // Observation (`@Observable`, `withObservationTracking`) needs macOS 14; Linux has no minimum.
    platforms: [.macOS(.v14)],
    products: (architectures + harness).map { .library(name: $0, targets: [$0]) },
    targets: [
        .target(name: "Shared", swiftSettings: harnessSettings),
        .target(name: "HeadlessUIKit", swiftSettings: harnessSettings),
        .target(name: "Scenario", dependencies: ["Shared", "HeadlessUIKit"], swiftSettings: harnessSettings),
    ]
        + architectures.map {
            .target(
                name: $0, dependencies: ["Shared", "HeadlessUIKit", "Scenario"], exclude: [declaration],
                swiftSettings: strict)
        }
        + architectures.map {
            .testTarget(
                name: "\($0)Tests", dependencies: [.target(name: $0), "Shared", "HeadlessUIKit", "Scenario"],
                swiftSettings: strict)
        }
        + [
            .target(
                name: "Catalog", dependencies: ["Scenario", "HeadlessUIKit"] + architectures.map { .target(name: $0) },
                swiftSettings: harnessSettings),
            .target(
                name: "Harness", dependencies: ["Shared", "HeadlessUIKit", "Scenario", "Catalog"],
                swiftSettings: harnessSettings),
            .target(
                name: "Sessions", dependencies: ["Shared", "HeadlessUIKit", "Scenario", "Catalog", "Harness"],
                swiftSettings: harnessSettings),
            .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"], swiftSettings: strict),
            .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Scenario"], swiftSettings: strict),
            .testTarget(name: "DocsTests", swiftSettings: strict),
            .testTarget(
                name: "SessionTests",
                dependencies: ["Sessions", "Harness", "Catalog", "Shared", "Scenario", "HeadlessUIKit"],
                swiftSettings: strict),
            .testTarget(
                name: "MVXTests",
                dependencies: ["Shared", "HeadlessUIKit", "Scenario", "Catalog", "Harness", "Sessions"],
                swiftSettings: strict
            ),
        ]
)
