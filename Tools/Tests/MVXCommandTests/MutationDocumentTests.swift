import Foundation
import LabTestSupport
import MutationTesting
import SourceReading
import Testing

@testable import MVXCommand

/// MUTATION.md: written from runs, merged per architecture, read back by the report; the reviewed
/// equivalents; the coverage export; and the command's refusals of bad input.
@Suite("Mutation document")
struct MutationDocumentTests {
    private static let text = "func f() {\n    x = true\n}\n"
    private static let mutants = MutantGenerator.mutants(path: "Sources/MVC/A.swift", text: text)

    private func run(_ architecture: String, outcomes: [MutantResult.Outcome], equivalence: String? = nil)
        -> ArchitectureMutation
    {
        var coverage = CodeCoverage()
        coverage.lines = 4
        coverage.linesCovered = 3
        return ArchitectureMutation(
            architecture: architecture, screen: "Profile", commit: "abc", fingerprint: "f-\(architecture)",
            results: zip(Self.mutants, outcomes).map { MutantResult($0, outcome: $1, equivalence: equivalence) },
            coverage: coverage)
    }

    @Test("Scores leave stillborn and reviewed equivalent mutants out; survivors are all listed")
    func scores() throws {
        let mutation = run("MVC", outcomes: [.killed, .survived], equivalence: "cannot matter")
        #expect(mutation.built == 2)
        #expect(mutation.equivalent == 1)
        #expect(mutation.score == 100)
        #expect(mutation.rawScore == 50)
        let document = MutationDocument.render([mutation], keeping: nil, order: ["MVC/Profile"])
        #expect(document.contains("cannot matter"))
        let summary = try #require(MutationDocument.summaries(in: document)["MVC/Profile"])
        #expect(summary.score == "100.00%")
        #expect(summary.killed == 1)
        #expect(summary.counted == 1)
        #expect(summary.lineCoverage == "75.00%")
        #expect(summary.fingerprint == "f-MVC")
        #expect(summary.commit == "abc")
    }

    @Test("A mutant only the sessions killed counts in the score, not in the specs' score; families are scored")
    func sessions() throws {
        let mutation = run("MVC", outcomes: [.killed, .killedBySessions])
        #expect(mutation.killed == 2)
        #expect(mutation.killedBySpecs == 1)
        #expect(mutation.killedBySessions == 1)
        #expect(mutation.score == 100)
        #expect(mutation.specsScore == 50)
        let document = MutationDocument.render([mutation], keeping: nil, order: ["MVC/Profile"])
        let summary = try #require(MutationDocument.summaries(in: document)["MVC/Profile"])
        #expect(summary.score == "100.00%")
        #expect(summary.specsScore == "50.00%")
        #expect(summary.killedBySessions == 1)
        #expect(document.contains("| Family | Built | Counted | Killed by specs | By sessions | Survived | Score |"))
        let families = try #require(MutationDocument.families(in: document)["MVC/Profile"])
        #expect(families[.conditions] == MutationDocument.GroupCount(counted: 1, killedBySpecs: 1))
        #expect(families[.resets] == MutationDocument.GroupCount(counted: 1, killedBySessions: 1))
        #expect(families[.resets]?.specsScore == 0)
    }

    @Test("A run of one architecture keeps the others' rows and sections")
    func merge() throws {
        let first = MutationDocument.render(
            [run("MVC", outcomes: [.killed, .killed]), run("MVP", outcomes: [.survived, .stillborn])], keeping: nil,
            order: ["MVC/Profile", "MVP/Profile"])
        let second = MutationDocument.render(
            [run("MVC", outcomes: [.survived, .killed])], keeping: first, order: ["MVC/Profile", "MVP/Profile"])
        let summaries = MutationDocument.summaries(in: second)
        #expect(summaries["MVC/Profile"]?.killed == 1)
        #expect(summaries["MVP/Profile"] == MutationDocument.summaries(in: first)["MVP/Profile"])
        #expect(second.contains("## MVP/Profile"))
        #expect(second.components(separatedBy: "## MVC/Profile").count == 2)
    }

    @Test("A review applied to a written document marks the survivor and rescores, running nothing")
    func review() throws {
        let document = MutationDocument.render(
            [run("MVP", outcomes: [.killed, .killed]), run("MVC", outcomes: [.killed, .survived])], keeping: nil,
            order: ["MVC/Profile", "MVP/Profile"])
        #expect(MutationDocument.summaries(in: document)["MVC/Profile"]?.score == "50.00%")
        let survivor = try #require(Self.mutants.last)
        let entry = EquivalentMutants.entry(for: MutantResult(survivor, outcome: .survived), reason: "cannot matter")
        let reviewed = MutationDocument.review(document, equivalents: EquivalentMutants(markdown: entry))
        let summary = try #require(MutationDocument.summaries(in: reviewed)["MVC/Profile"])
        #expect(summary.score == "100.00%")
        #expect(summary.counted == 1)
        #expect(reviewed.contains("cannot matter"))
        #expect(reviewed.contains("1 survived (1 reviewed as equivalent). Score 100.00%; 50.00%"))
        let families = try #require(MutationDocument.families(in: reviewed)["MVC/Profile"])
        #expect(families[.conditions] == MutationDocument.GroupCount(counted: 1, killedBySpecs: 1, killedBySessions: 0))
        #expect(families[.resets]?.counted == 0)
        #expect(MutationDocument.families(in: document)["MVC/Profile"]?[.resets]?.counted == 1)
        #expect(
            MutationDocument.summaries(in: reviewed)["MVP/Profile"]
                == MutationDocument.summaries(in: document)["MVP/Profile"])
        #expect(MutationDocument.review(reviewed, equivalents: EquivalentMutants(markdown: "")) == document)
    }

    @Test("A reviewed equivalent matches by file, operator and lines, not by line number")
    func equivalents() throws {
        let mutant = try #require(Self.mutants.first { $0.mutationOperator == .flipBoolean })
        let entry = EquivalentMutants.entry(for: MutantResult(mutant, outcome: .survived), reason: "no one reads x")
        let equivalents = EquivalentMutants(markdown: "# Equivalent mutants\n\n" + entry)
        #expect(equivalents.reason(for: mutant) == "no one reads x")
        let moved = MutantGenerator.mutants(path: "Sources/MVC/A.swift", text: "\n\n" + Self.text)
        #expect(equivalents.reason(for: try #require(moved.first { $0.mutationOperator == .flipBoolean })) != nil)
        #expect(Self.mutants.filter { equivalents.reason(for: $0) != nil }.count == 1)
    }

    @Test("A survivor whose lines hold backticks and pipes is listed without a table and read back as itself")
    func survivorItems() throws {
        let text = "func f() {\n    if a || b == true { s = \"`x`\" }\n    x = true\n}\n"
        let mutants = MutantGenerator.mutants(path: "Sources/MVC/B.swift", text: text)
        let survivors = mutants.map { MutantResult($0, outcome: .survived) }
        #expect(survivors.contains { $0.originalLine.contains("`") && $0.originalLine.contains("|") })
        let run = ArchitectureMutation(
            architecture: "MVC", screen: "Profile", commit: "abc", fingerprint: "f", results: survivors, coverage: nil)
        let document = MutationDocument.render([run], keeping: nil, order: ["MVC/Profile"])
        #expect(!document.contains("| Place |"))
        #expect(MutationDocument.survivorKeys(in: document) == Set(mutants.map(\.lineKey)))
        let entries = survivors.map { EquivalentMutants.entry(for: $0, reason: "read") }.joined(separator: "\n")
        let equivalents = EquivalentMutants(markdown: entries)
        #expect(mutants.allSatisfy { equivalents.reason(for: $0) == "read" })
        let reviewed = MutationDocument.review(document, equivalents: equivalents)
        #expect(MutationDocument.summaries(in: reviewed)["MVC/Profile"]?.counted == 0)
    }

    @Test("MUTATION.md and one page per architecture read back as the document they were written from")
    func files() throws {
        let document = MutationDocument.render(
            [run("MVC", outcomes: [.killed, .survived]), run("MVP", outcomes: [.survived, .killedBySessions])],
            keeping: nil, order: ["MVC/Profile", "MVP/Profile"])
        let root = FileManager.default.temporaryDirectory.appending(path: "mutation-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "docs"), withIntermediateDirectories: true)
        try MutationFiles.write(document, architectures: ["MVC", "MVP", "MVVM"], root: root)
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: MutationFiles.folder).path)
        #expect(pages.sorted() == ["MVC.md", "MVP.md"])
        let head = try String(contentsOf: root.appending(path: RepositoryPaths.mutation), encoding: .utf8)
        #expect(!head.contains("## MVC/Profile"))
        #expect(head.contains("[MVP](mutation/MVP.md)"))
        let read = try #require(MutationFiles.read(root: root))
        #expect(MutationDocument.summaries(in: read) == MutationDocument.summaries(in: document))
        #expect(MutationDocument.families(in: read) == MutationDocument.families(in: document))
        #expect(MutationDocument.survivorKeys(in: read) == MutationDocument.survivorKeys(in: document))
        let again = MutationFiles.files(read, architectures: ["MVC", "MVP", "MVVM"])
        #expect(again.map(\.text) == MutationFiles.files(document, architectures: ["MVC", "MVP", "MVVM"]).map(\.text))
    }

    @Test("Every item of the equivalent mutants' pages is read: one the reader cannot parse fails here, not silently")
    func equivalentsFileReads() throws {
        let folder = Roots.lesson.appending(path: RepositoryPaths.equivalentMutants)
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        #expect(pages.count > 1)
        let text = try pages.map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
            .joined(separator: "\n")
        let items = text.components(separatedBy: "\n").drop { !$0.hasPrefix("### ") }.filter { $0.hasPrefix("- ") }
        #expect(items.count > 0)
        #expect(EquivalentMutants(markdown: text).count == items.count)
        #expect(EquivalentMutants(markdown: items.joined(separator: "\n")).count == 0, "an item counts under its file")
    }

    @Test("A screen's unit leaves the screens it does not open out of its fingerprint; Common leaves out nothing")
    func unitScopes() throws {
        let units = Dictionary(uniqueKeysWithValues: MutationUnit.plan(["MVC"], mutants: [:]).map { ($0.screen, $0) })
        #expect(
            units["Profile"].map { Set($0.excludedFolders) } == ["Login", "Cart", "Messages", "Goods"],
            "the profile opens the friend lists")
        #expect(
            units["Login"].map { Set($0.excludedFolders) } == ["Cart", "Messages", "Goods", "Friends"],
            "the login opens the profile")
        #expect(units["Cart"].map { Set($0.excludedFolders) } == ["Profile", "Login", "Messages", "Goods", "Friends"])
        #expect(units["Messages"].map { Set($0.excludedFolders) } == ["Profile", "Login", "Cart", "Goods", "Friends"])
        #expect(
            units["Goods"].map { Set($0.excludedFolders) } == ["Login", "Cart", "Messages", "Friends"],
            "the goods open the profile")
        #expect(
            units["Friends"].map { Set($0.excludedFolders) } == ["Login", "Cart", "Messages", "Goods"],
            "the lists open the profile")
        #expect(units["Common"]?.excludedFolders == [])
        #expect(try #require(units["Profile"]).measuredPaths.contains("Sources/Sessions"))
        #expect(try #require(units["Profile"]).measuredPaths.contains("Tools/Sources/MutationTesting/Generator"))
        #expect(try #require(units["Profile"]).measuredPaths.contains("Tools/Sources/MutationTesting/Schema"))
    }

    @Test("A mutation run plays every spec and every screen's sessions, never the sessions' own tests")
    func behaviourSuiteFilter() throws {
        let filter = try Regex(MutationUnit.behaviourSuiteFilter)
        for id in [
            "MVXTests.CartChangeSpecs/rowBusy(architecture:)", "SessionTests.CartSessionTests/sameEverywhere(seed:)",
        ] {
            #expect(id.contains(filter), "\(id)")
        }
        #expect(!"SessionTests.SessionReachTests/eachInterleaving()".contains(filter))
        #expect(!"ReportingTests.ClaimTests/holds()".contains(filter))
    }

    @Test("Coverage sums llvm-cov's file summaries per target folder")
    func coverage() throws {
        let json = """
            {"data":[{"files":[
            {"filename":"/p/Sources/MVC/A.swift","summary":{"lines":{"count":10,"covered":9},"regions":{"count":4,"covered":2}}},
            {"filename":"/p/Sources/MVC/V/B.swift","summary":{"lines":{"count":10,"covered":10},"regions":{"count":4,"covered":4}}},
            {"filename":"/p/Sources/MVP/A.swift","summary":{"lines":{"count":5,"covered":0},"regions":{"count":1,"covered":0}}}
            ]}],"type":"llvm.coverage.json.export","version":"3.0.1"}
            """
        let coverage = try CodeCoverage.perTarget(llvmCovExport: Data(json.utf8), targets: ["MVC", "MVP"])
        #expect(coverage["MVC"]?.linePercent == 95)
        #expect(coverage["MVC"]?.regionPercent == 75)
        #expect(coverage["MVP"]?.linesCovered == 0)
        #expect(throws: LabError.self) {
            try CodeCoverage.perTarget(llvmCovExport: Data("{}".utf8), targets: [])
        }
    }

    @Test(
        "mvx mutate refuses bad input with one line and a non-zero exit",
        arguments: [
            (["--limit", "0"], 64), (["--frobnicate"], 64), (["--arch"], 64), (["--timeout", "soon"], 64),
            (["--arch", "MVCC", "--list"], 1), (["--list", "--package-path", "/nonexistent"], 1),
            (["--screen", "Cart", "--list"], 1), (["--screen"], 64),
        ] as [([String], Int32)])
    @MainActor
    func badInput(arguments: [String], status: Int32) {
        var errors: [String] = []
        let result = MutateCommand.run(
            arguments, currentDirectory: URL(fileURLWithPath: "/"), output: { _ in },
            errorOutput: { errors.append($0) })
        #expect(result == status)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("mvx: error:") == true)
    }

    @Test(
        "mvx mutate names an unknown screen or architecture of the package in one line, writing nothing",
        arguments: [
            ["--screen", "Kart", "--list"], ["--arch", "MVVC", "--list"], ["--screen", "Cart,Kart", "--list"],
        ])
    @MainActor
    func unknownUnit(arguments: [String]) throws {
        let root = Roots.lesson
        let before = try String(contentsOf: root.appending(path: RepositoryPaths.mutation), encoding: .utf8)
        var errors: [String] = []
        let result = MutateCommand.run(
            arguments + ["--package-path", root.path], currentDirectory: root, output: { _ in },
            errorOutput: { errors.append($0) })
        #expect(result == 1)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("mvx: error: --") == true)
        #expect(try String(contentsOf: root.appending(path: RepositoryPaths.mutation), encoding: .utf8) == before)
    }
}
