// swift-tools-version: 6.0
// A tiny package for the tests of the coupling graph (Tests/SourceReadingTests/IndexedTypeGraphTests):
// its ViewModel layer breaks the rule "names no UI kit or View type" in every way the names in
// the code can hide, and keeps one look-alike that is no breach.
import PackageDescription

let package = Package(
    name: "IndexFixture",
    targets: [
        .target(name: "Shared"),
        .target(name: "HeadlessUIKit"),
        .target(name: "App", dependencies: ["Shared", "HeadlessUIKit"]),
    ]
)
