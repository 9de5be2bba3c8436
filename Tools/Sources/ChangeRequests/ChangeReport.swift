import Foundation
import SourceReading

/// A change request as REPORT.md shows it: what it cost each architecture and the shared code,
/// and the article's promise for it judged per architecture. Measured from the diffs against
/// the base code; that the patched code passes its specs is `mvx change --check`'s part.
public struct ChangeReport: Codable, Equatable, Sendable {
    public let name: String
    public let title: String
    public let provenance: ChangeRequest.Provenance
    /// The `@Test` functions of the change's specs, each run against every architecture.
    public let specCount: Int
    public let shared: ChangeCost?
    /// In the order of the report's architectures; nil where the architecture has no diff.
    public let costs: [ChangeCost?]
    /// The second author's costs, in the same order; nil when no second author wrote the change.
    public let secondCosts: [ChangeCost?]?
    public let promise: ChangePromise
    public let verdicts: [ChangeVerdict]
    /// The promise judged on the second author's diffs, in the same order; nil without them.
    public let secondVerdicts: [ChangeVerdict]?
    /// The unit tests each architecture's diff writes for the change's own logic, in the same order;
    /// nil where the architecture has no diff. Set by the report, which judges them as the logic cases.
    public var caseTests: [ChangeCaseTests?] = []

    /// The title's name, before its colon ("置顶" of "置顶: pinned system messages").
    public var shortTitle: String {
        title.split(separator: ":", maxSplits: 1).first.map { String($0) } ?? title
    }

    /// Whether the article made the change's promise for the architecture: the verdict is its
    /// score; for the others it is information.
    public func isPromised(to architecture: String) -> Bool { promise.madeFor.contains(architecture) }

    /// How far the two authors' existing code edited lie apart for the architecture at the index:
    /// the figure's measured noise. Nil without a second author's diff for it.
    public func authorSpread(_ index: Int) -> Int? {
        guard let first = costs[safe: index] ?? nil, let second = secondCosts?[safe: index] ?? nil else { return nil }
        return abs(first.codeEdited - second.codeEdited)
    }

    /// The screen folders the architectures' diffs add or change files in (`Profile`), or the
    /// folders right under `Sources/<Arch>` for a diff outside any screen.
    public var screens: [String] {
        let paths = costs.compactMap { $0 }.flatMap { $0.filesAdded + $0.filesChanged }
        return Set(
            paths.compactMap { path in
                path.split(separator: "/").count > 2 ? path.split(separator: "/").first.map(String.init) : nil
            }
        )
        .sorted()
    }

    /// One architecture as the measurement needs it: its name and its layers by role.
    public struct Target: Sendable {
        public let name: String
        public let layers: ChangePromise.Layers

        public init(name: String, layers: ChangePromise.Layers) {
            self.name = name
            self.layers = layers
        }
    }

    /// Measures the request's diffs, and the second author's (`second`) when there are.
    public static func measure(
        _ request: ChangeRequest, second: ChangeRequest? = nil, architectures: [Target], packageRoot: URL
    ) throws(LabError) -> ChangeReport {
        func cost(_ name: String, _ patches: [FilePatch], folder: String, testFolder: String?, diff: String? = nil)
            throws(LabError) -> ChangeCost
        {
            var base: [String: String] = [:]
            for patch in patches where !patch.isNew {
                let url = packageRoot.appending(path: patch.path)
                guard let data = FileManager.default.contents(atPath: url.path),
                    let text = String(data: data, encoding: .utf8)
                else {
                    throw LabError("cannot read \(url.path), which \(name)'s diff changes")
                }
                base[patch.path] = text
            }
            do {
                return try ChangeCost.measure(
                    name: name, patches: patches, baseTexts: base, folder: folder, testFolder: testFolder)
            } catch {
                throw LabError(
                    "\(request.name)/\(diff ?? (name.hasSuffix(".diff") ? name : name + ".diff")) does not apply: \(error.description); 'swift run mvx change \(request.name) --open' in Tools/ writes the copy with the hunks that apply and the others beside their files (.rej), to make by hand and --record"
                )
            }
        }
        func measured(_ diffs: [String: [FilePatch]], author: ChangeRequest.Author) throws(LabError)
            -> [ChangeCost?]
        {
            var costs: [ChangeCost?] = []
            for architecture in architectures {
                guard let patches = diffs[architecture.name] else {
                    costs.append(nil)
                    continue
                }
                costs.append(
                    try cost(
                        architecture.name, patches, folder: "Sources/\(architecture.name)/",
                        testFolder: ChangeRequest.testFolder(architecture.name),
                        diff: "\(author.folder)\(architecture.name).diff"))
            }
            return costs
        }
        let costs = try measured(request.diffs, author: request.author)
        let secondCosts = try second.map { second throws(LabError) in
            try measured(second.diffs, author: .second)
        }
        var specCount = 0
        for path in request.specFiles {
            let text = (try? String(contentsOf: packageRoot.appending(path: path), encoding: .utf8)) ?? ""
            specCount += TextLines.split(text).count { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") }
        }
        return ChangeReport(
            name: request.name, title: request.title, provenance: request.provenance, specCount: specCount,
            shared: request.shared.isEmpty
                ? nil : try cost(ChangeRequest.sharedDiff, request.shared, folder: "", testFolder: nil),
            costs: costs, secondCosts: secondCosts, promise: request.promise,
            verdicts: zip(architectures, costs).map { request.promise.verdict($1, layers: $0.layers) },
            secondVerdicts: secondCosts.map { costs in
                zip(architectures, costs).map { request.promise.verdict($1, layers: $0.layers) }
            })
    }
}
