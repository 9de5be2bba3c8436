import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 002: with a DataService between them, the controller, the DataService and the view models
    /// are decoupled and each can be tested alone. Measured from the unit tests of the messages'
    /// logic cases (which need a UI kit type, which build a view or a controller), in each version
    /// of 002's shape against the contrast: the versions without a DataService whose logic lives
    /// apart all the same (MVC's helpers, MVP's presenter), so the figure can say whether the
    /// DataService is what makes the parts testable alone.
    static func partsTestedAlone(
        _ shaped: [(ArchitectureAnalysis, ArchitectureTestability?)],
        contrast: [(ArchitectureAnalysis, ArchitectureTestability?)]
    ) -> Claim {
        let source = "002, 引入DataService: 单独测试"
        let cases = LogicCase.all.indices.filter { LogicCase.all[$0].screen == MessagesClaims.screen }
        guard !shaped.isEmpty, !contrast.isEmpty else {
            return untested(
                source, missing: shaped.isEmpty ? "dataService" : "mvc or callbacks"
            )
        }
        let measured = (shaped + contrast).map { a, tests in
            let costs = cases.map { tests?.costs[safe: $0] ?? nil }
            let viewTypes = Set(
                a.types.filter { a.declaration.viewLayers.contains($0.layer) || $0.layer == a.declaration.sceneLayer }
                    .map(\.name))
            let alone = costs.compactMap { $0 }.filter { $0.isKitFree && viewTypes.isDisjoint(with: $0.objectsBuilt) }
            return (analysis: a, costs: costs, alone: alone.count)
        }
        let figure = measured.map { a, costs, alone in
            "\(a.name)\(shaped.contains { $0.0.name == a.name } ? " (DataService)" : ""): \(alone) of \(cases.count) tested alone; the tests build "
                + Set(costs.compactMap { $0 }.flatMap(\.objectsBuilt)).sorted().joined(separator: ", ")
        }.joined(separator: ". ")
        guard measured.allSatisfy({ !$0.costs.contains(nil) }) else {
            return Claim(
                source: source, figure: figure, verdict: .notTestedHere,
                why: "a messages logic case has no unit test in a version measured")
        }
        let withService = measured.prefix(shaped.count)
        let contrasts = measured.dropFirst(shaped.count)
        let bestContrast = contrasts.max { $0.alone < $1.alone }!
        let verdicts = withService.map { entry -> Claim.Verdict in
            guard entry.alone == cases.count, entry.alone >= bestContrast.alone else { return .doesNotHold }
            return bestContrast.alone < cases.count ? .holds : .partly
        }
        let why = withService.map { entry in
            "\(entry.analysis.name) tests \(entry.alone) of \(cases.count) cases alone, "
                + contrasts.map { "\($0.analysis.name) \($0.alone)" }.joined(separator: ", ")
        }.joined(separator: "; ")
        return Claim(
            source: source,
            figure:
                "the messages' logic cases unit-tested without a UI kit type and without building a view or a controller. \(figure)",
            verdicts: zip(withService, verdicts).map { Claim.ArchitectureVerdict($0.analysis.name, $1) }, why: why)
    }
}
