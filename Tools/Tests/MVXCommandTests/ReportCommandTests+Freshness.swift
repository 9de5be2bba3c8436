import Catalog
import Foundation
import MutationTesting
import Reporting
import SourceReading
import Testing

@testable import MVXCommand

/// `mvx report` on figures the lab measures apart: the mutation score and the action traces read
/// stale once the code they measured changed.
extension ReportCommandTests {
    @Test("The mutation score shows while MUTATION.md's fingerprint matches the code; then it reads stale")
    func mutationFreshness() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        func report() async throws -> String {
            #expect(await run([], in: folder).status == 0)
            return try String(contentsOf: folder.appending(path: "REPORT.md"), encoding: .utf8)
        }
        #expect(
            try await report().contains(
                "| Mutation score | " + Self.names.map { _ in "not measured" }.joined(separator: " | ")))

        let units = MutationUnit.plan(Self.names, mutants: [:])
        let runs = try units.map { unit in
            ArchitectureMutation(
                architecture: unit.architecture, screen: unit.screen, commit: "c0ffee",
                fingerprint: try unit.fingerprint(packageRoot: folder),
                results: [], coverage: nil)
        }
        try MutationFiles.write(
            MutationDocument.render(runs, keeping: nil, order: units.map(\.name)), architectures: Self.names,
            root: folder)
        #expect(
            try await report().contains(
                "| Mutation score | " + Self.names.map { _ in "0.00%" }.joined(separator: " | ")))

        let cell = folder.appending(path: "Sources/MVP/Profile/View/DraftCell.swift")
        try (String(contentsOf: cell, encoding: .utf8) + "\nprivate let change = 1\n").write(
            to: cell, atomically: true, encoding: .utf8)
        let stale = try await report()
        #expect(
            stale.contains(
                "| Mutation score | "
                    + Self.names.map {
                        $0 == "MVP" ? "0.00% (stale since `c0ffee`: Profile, Login, Goods, Friends, Common)" : "0.00%"
                    }
                    .joined(
                        separator: " | ")),
            "the profile's unit, those of the screens that open the profile, and Common's, which every spec judges")
        #expect(stale.contains("`c0ffee`"))

        let login = folder.appending(path: "Sources/MVC/Login/Scene/LoginViewController.swift")
        try (String(contentsOf: login, encoding: .utf8) + "\nprivate let change = 1\n").write(
            to: login, atomically: true, encoding: .utf8)
        let staleLogin = try await report()
        #expect(
            staleLogin.contains("| Mutation score | 0.00% | 0.00% (stale since `c0ffee`: Login, Common) |"),
            "the profile's score stays")
        #expect(
            staleLogin.contains(
                "| Profile: score (killed / counted) | no mutant | no mutant | no mutant (stale since `c0ffee`) |"))
        let check = await run(["--check"], in: folder)
        #expect(check.status == 1)
        #expect(check.err.count == 1)
        #expect(check.err.first?.hasPrefix("mvx: MUTATION.md is stale for MVC/Login, MVC/Common, MVP/Profile") == true)
    }

    @Test("Traces of other code read stale on the pages, and --check fails until mvx trace runs again")
    func traceFreshness() async throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let units = MutationUnit.plan(Self.names, mutants: [:]).filter { $0.screen == "Common" }
        var fingerprints: [String: String] = [:]
        for unit in units { fingerprints[unit.architecture] = try unit.fingerprint(packageRoot: folder) }
        fingerprints["MVP"] = "older"
        let traces = ActionTraces(
            fingerprints: fingerprints,
            traces: Self.names.map {
                .init(
                    architecture: $0, screen: "Profile", action: "a like", files: ["Sources/\($0)/Profile/A.swift"],
                    types: ["A"], functions: 2)
            })
        let url = folder.appending(path: RepositoryPaths.actionTraces)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(traces).write(to: url)
        #expect(await run([], in: folder).status == 0)
        let page = try String(contentsOf: folder.appending(path: "docs/report/Actions.md"), encoding: .utf8)
        #expect(page.contains("**Stale** for MVP"))
        let check = await run(["--check"], in: folder)
        #expect(check.status == 1)
        #expect(
            check.err == [
                "mvx: docs/lab/traces/actions.json is stale for MVP; run 'mvx trace' (in Tools/) and commit it"
            ])
    }
}
