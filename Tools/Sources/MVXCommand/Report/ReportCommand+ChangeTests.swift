import ChangeRequests
import Foundation
import SourceReading

/// The unit tests a change's diffs write for the change's own logic, judged as the logic cases.
extension ReportCommand {
    /// Each change with its `/// ChangeCase:` tests per architecture: the architecture's unit tests
    /// with its diff applied, each marked test measured as a logic case's, and judged on the base
    /// code and on the classes the change adds (one in a file that imports the kit needs it).
    static func withCaseTests(
        _ changes: [ChangeReport], requests: [ChangeRequest], analyses: [ArchitectureAnalysis], files: [SourceFile],
        packageRoot: URL
    ) throws -> [ChangeReport] {
        let kit = KitNames(files)
        var tests: [String: [(path: String, text: String)]] = [:]
        for analysis in analyses {
            let folder = ArchitectureTestability.testFolder(of: analysis.name)
            tests[analysis.name] =
                FileManager.default.fileExists(atPath: packageRoot.appending(path: folder).path)
                ? try PackageSources.texts(in: folder, packageRoot: packageRoot) : []
        }
        return try zip(changes, requests).map { change, request in
            var change = change
            change.caseTests = try analyses.map { analysis -> ChangeCaseTests? in
                guard let patches = request.diffs[analysis.name] else { return nil }
                let folder = ArchitectureTestability.testFolder(of: analysis.name) + "/"
                var texts = Dictionary(uniqueKeysWithValues: (tests[analysis.name] ?? []).map { ($0.path, $0.text) })
                var newKitClasses: Set<String> = []
                for patch in patches {
                    if patch.path.hasPrefix(folder) {
                        texts[patch.path] = try patch.apply(to: texts[patch.path])
                    } else if patch.isNew, let text = try patch.apply(to: nil), text.contains("import HeadlessUIKit") {
                        let file = SourceFile(path: patch.path, target: analysis.name, folder: "", text: text)
                        newKitClasses.formUnion(file.declarations.filter { $0.kind != .extension }.map(\.name))
                    }
                }
                let patchedTests = texts.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
                let costs = UnitTestScanner.measure(
                    cases: UnitTestScanner.titles(LogicCase.changeMarkerPrefix, in: patchedTests),
                    marker: LogicCase.changeMarkerPrefix, files: patchedTests,
                    kitTypes: kit.types(for: analysis.name, in: files), classes: kit.classes)
                let judged = ArchitectureTestability(architecture: analysis.name, costs: costs).judged(on: analysis)
                return ChangeCaseTests(judged.costs, newKitClasses: newKitClasses)
            }
            return change
        }
    }
}
