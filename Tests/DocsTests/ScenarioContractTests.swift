import Foundation
import Testing

/// SCENARIO.md is the contract, and each change request's REQUEST.md adds its own: every bullet
/// carries an id, and every id is checked by a spec that names it in a `/// Contract:` line above
/// its `@Test`.
@Suite("SCENARIO.md is covered by specs")
struct ScenarioContractTests {
    /// The behaviour suite's specs, and the specs of each change request (`Changes/<name>/Specs`),
    /// which join the suite on the change's patched copy.
    static var specFolders: [String] {
        let changes = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Changes").path)) ?? []
        return ["Tests/MVXTests/Specs"]
            + changes.sorted().map { "Changes/\($0)/Specs" }.filter {
                FileManager.default.fileExists(atPath: Repository.url($0).path)
            }
    }

    /// The contract's pages: SCENARIO.md, and each change request's "## The contract" section.
    static func contractPages() throws -> [(page: String, text: String)] {
        let changes = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url("Changes").path)) ?? []
        return [("SCENARIO.md", try Repository.text("SCENARIO.md"))]
            + (try changes.sorted().map { "Changes/\($0)/REQUEST.md" }.filter {
                FileManager.default.fileExists(atPath: Repository.url($0).path)
            }.map { page in
                let text = try Repository.text(page)
                let section = text.components(separatedBy: "\n## The contract\n").dropFirst().first ?? ""
                return (page, section.components(separatedBy: "\n## ").first ?? "")
            })
    }

    /// The ids of the contract's bullets, in order.
    static func bulletIds() throws -> [String] {
        try contractPages().flatMap { page, text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.hasPrefix("- ") }
                .compactMap { line in
                    guard let match = line.firstMatch(of: /^- \[([a-z]+\.[A-Za-z]+)\]\s/) else {
                        Issue.record("\(page): a bullet without an id: \(line)")
                        return nil
                    }
                    return String(match.1)
                }
        }
    }

    @Test("Every change request has a contract of its own")
    func changesHaveContracts() throws {
        for (page, text) in try Self.contractPages() where page != "SCENARIO.md" {
            #expect(text.contains("\n- ["), "\(page) has no '## The contract' with bullets")
        }
    }

    /// Each spec (`@Test`) of the behaviour suites, as file:line, with the ids it names.
    static func specs() throws -> [(place: String, ids: [String])] {
        var specs: [(String, [String])] = []
        for folder in specFolders {
            for path in Repository.files(under: folder, withExtension: "swift") {
                let lines = try Repository.text(path).components(separatedBy: "\n")
                for (index, line) in lines.enumerated()
                where line.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") {
                    var ids: [String] = []
                    var above = index - 1
                    while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                        if let match = lines[above].firstMatch(of: /\/\/\/ Contract: (.+)$/) {
                            ids += match.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        }
                        above -= 1
                    }
                    specs.append(("\(path):\(index + 1)", ids))
                }
            }
        }
        return specs
    }

    @Test("Every suite of specs attaches the screens it opened to its result")
    func suitesAttachSnapshots() throws {
        for folder in Self.specFolders {
            for path in Repository.files(under: folder, withExtension: "swift") {
                for line in try Repository.text(path).components(separatedBy: "\n") where line.hasPrefix("@Suite") {
                    #expect(line.contains(".attachesSnapshots"), "\(path): \(line)")
                }
            }
        }
    }

    @Test("Every bullet has an id, and no id is used twice")
    func bulletsHaveUniqueIds() throws {
        let ids = try Self.bulletIds()
        #expect(ids.count >= 40, "SCENARIO.md lost its bullets")
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "ids used twice: \(repeated)")
    }

    @Test("Every spec names the bullets it checks, and each of them exists")
    func specsNameExistingBullets() throws {
        let known = Set(try Self.bulletIds())
        let specs = try Self.specs()
        #expect(specs.count >= 40, "no specs found")
        for spec in specs {
            #expect(!spec.ids.isEmpty, "\(spec.place): a spec without a `/// Contract:` line")
            for id in spec.ids where !known.contains(id) {
                Issue.record("\(spec.place): names \(id), which SCENARIO.md does not have")
            }
        }
    }

    @Test("Every bullet is checked by at least one spec")
    func everyBulletHasASpec() throws {
        let named = Set(try Self.specs().flatMap(\.ids))
        let unchecked = try Self.bulletIds().filter { !named.contains($0) }
        #expect(unchecked.isEmpty, "SCENARIO.md bullets no spec checks: \(unchecked)")
    }
}
