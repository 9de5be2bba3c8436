import Catalog
import Foundation
import LabTestSupport
import SourceReading
import Testing

/// docs/UIKIT.md is true and stays true. Every symbol of the kit that an architecture's code names
/// (read from the compiler's index, so that a name an architecture declares itself is never taken
/// for the kit's) is either listed there as UIKit's own, with the same name, signature and the
/// behaviour the code relies on, or named in the first column of a difference table, beside the
/// edit that makes the file compile against UIKit, MJRefresh, MBProgressHUD and Toast-Swift.
@Suite("UIKIT.md names every kit symbol an architecture uses")
struct KitDifferencesTests {
    static let root = Roots.lesson

    /// The sections of UIKIT.md whose tables list differences, and the one that lists UIKit's own.
    static let differenceSections = ["## Differences in the code an architecture writes", "## Third-party libraries"]
    static let sameSection = "## The kit's symbols that are UIKit's"

    /// The code spans of a Markdown text.
    static func spans(_ text: Substring) -> Set<String> {
        Set(text.matches(of: /`([^`]+)`/).map { String($0.1) })
    }

    /// The text of each `## ` section of UIKIT.md whose heading starts with one of `headings`.
    static func sections(startingWith headings: [String]) throws -> [Substring] {
        let page = try String(contentsOf: root.appending(path: "docs/UIKIT.md"), encoding: .utf8)
        return page.components(separatedBy: "\n## ").dropFirst().map { "## " + $0 }
            .filter { section in headings.contains { section.hasPrefix($0) } }.map { Substring($0) }
    }

    static func listed() throws -> (same: Set<String>, different: Set<String>) {
        let same = try sections(startingWith: [sameSection]).reduce(into: Set<String>()) { $0.formUnion(spans($1)) }
        let firstCells = try sections(startingWith: differenceSections).flatMap { section in
            section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Kit |") }
                .compactMap { $0.split(separator: "|", omittingEmptySubsequences: true).first }
        }
        return (same, firstCells.reduce(into: Set<String>()) { $0.formUnion(spans($1)) })
    }

    static func namedByArchitectures() throws -> [String: String] {
        let files = try PackageSources.load(packageRoot: root, targets: ArchitectureCatalog.all.map(\.name))
        return try ModuleReferences.symbols(of: "HeadlessUIKit", referencedFrom: files, packageRoot: root)
    }

    @Test("Every kit symbol an architecture names is UIKit's or a listed difference")
    func everySymbolIsListed() throws {
        let named = try Self.namedByArchitectures()
        let (same, different) = try Self.listed()
        #expect(named.count > 40, "the index gives the kit's symbols: \(named.count)")
        for (name, place) in named.sorted(by: { $0.key < $1.key })
        where !same.contains(name) && !different.contains(name) {
            Issue.record(
                "\(place) names the kit's `\(name)`, which docs/UIKIT.md lists neither as UIKit's nor as a difference")
        }
    }

    @Test("No symbol is listed both as UIKit's and as a difference, and the UIKit list holds no stale name")
    func listsAgree() throws {
        let named = try Self.namedByArchitectures()
        let (same, different) = try Self.listed()
        #expect(same.intersection(different).isEmpty, "listed both ways: \(same.intersection(different).sorted())")
        #expect(
            same.subtracting(named.keys).isEmpty,
            "listed as UIKit's but named by no architecture: \(same.subtracting(named.keys).sorted())")
        let differences = different.intersection(named.keys)
        print(
            "UIKIT.md: \(named.count) kit symbols named by the architectures, \(differences.count) of them listed differences: \(differences.sorted().joined(separator: ", "))"
        )
    }
}
