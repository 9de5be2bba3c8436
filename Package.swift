// swift-tools-version: 6.0
import PackageDescription

/// Every target builds in Swift 6 language mode with complete strict concurrency (the default of
/// tools version 6). `MemberImportVisibility` makes each file import what it names, so a presenter
/// or view-model file that does not import the UI kit cannot touch a kit type by accident.
let strict: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// Each architecture declares its layers, rules and roles in the report's claims in this file,
/// which `mvx report` reads; it is not compiled.
let declaration = "architecture.json"

let package = Package(
    name: "MVX",
    // Observation (`@Observable`, `withObservationTracking`) needs macOS 14; Linux has no minimum.
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "MassiveMVC", targets: ["MassiveMVC"]),
        .library(name: "MVC", targets: ["MVC"]),
        .library(name: "MVP", targets: ["MVP"]),
        .library(name: "MVVM", targets: ["MVVM"]),
        .executable(name: "mvx", targets: ["mvx"]),
    ],
    targets: [
        .target(name: "Shared", swiftSettings: strict),
        .target(name: "HeadlessUIKit", swiftSettings: strict),
        .target(name: "Scenario", dependencies: ["Shared", "HeadlessUIKit"], swiftSettings: strict),
        .target(
            name: "MassiveMVC", dependencies: ["Shared", "HeadlessUIKit", "Scenario"], exclude: [declaration],
            swiftSettings: strict),
        .target(
            name: "MVC", dependencies: ["Shared", "HeadlessUIKit", "Scenario"], exclude: [declaration],
            swiftSettings: strict),
        .target(
            name: "MVP", dependencies: ["Shared", "HeadlessUIKit", "Scenario"], exclude: [declaration],
            swiftSettings: strict),
        .target(
            name: "MVVM", dependencies: ["Shared", "HeadlessUIKit", "Scenario"], exclude: [declaration],
            swiftSettings: strict),
        .target(
            name: "Catalog", dependencies: ["Scenario", "MassiveMVC", "MVC", "MVP", "MVVM"], swiftSettings: strict),
        .target(
            name: "Harness", dependencies: ["Shared", "HeadlessUIKit", "Scenario", "Catalog"], swiftSettings: strict),
        .target(name: "Measure", swiftSettings: strict),
        .target(
            name: "MVXCommand",
            dependencies: [
                "Measure", "Harness", "Catalog", "HeadlessUIKit", "Shared", "MVC", "MVP", "MVVM",
            ],
            swiftSettings: strict),
        .executableTarget(name: "mvx", dependencies: ["MVXCommand"], swiftSettings: strict),
        .testTarget(
            name: "MassiveMVCTests", dependencies: ["MassiveMVC", "Shared", "HeadlessUIKit", "Scenario"],
            swiftSettings: strict),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "Shared", "HeadlessUIKit"], swiftSettings: strict),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "Shared"], swiftSettings: strict),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "Shared"], swiftSettings: strict),
        .testTarget(name: "DocsTests", swiftSettings: strict),
        .testTarget(
            name: "MeasureTests", dependencies: ["Measure", "MVXCommand", "Catalog", "Scenario", "HeadlessUIKit"],
            swiftSettings: strict),
        .testTarget(
            name: "MVXTests",
            dependencies: ["Shared", "HeadlessUIKit", "Scenario", "Catalog", "Harness"],
            swiftSettings: strict
        ),
    ]
)
