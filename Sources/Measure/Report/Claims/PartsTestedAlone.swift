extension ClaimChecks {
    /// 002: with a DataService between them, the controller, the DataService and the view models
    /// are decoupled and each can be tested alone. Measured from the unit tests of the messages'
    /// logic cases: which need a UI kit type, and which build a view or a controller.
    static func partsTestedAlone(_ shaped: [(ArchitectureAnalysis, ArchitectureTestability?)]) -> Claim {
        let source = "002, 引入DataService: 单独测试"
        let quote = "在中间引入一个DataSerVice来对Controller进行瘦身，并达到对每个模块解耦并可单独测试"
        let gloss =
            "A DataService in the middle slims the controller down, decouples every module, and lets each be tested alone."
        let threshold =
            "holds: every messages logic case has a unit test that names no UI kit type and builds no view or controller; partly: every case is tested, some with the kit or a view; does not hold: no case is tested without them; not tested here while a case has no unit test"
        let cases = LogicCase.all.indices.filter { LogicCase.all[$0].screen == MessagesClaims.screen }
        guard !shaped.isEmpty else {
            return untested(source, quote, gloss, threshold: threshold, missing: "dataService")
        }
        let measured = shaped.map { a, tests in
            let costs = cases.map { tests?.costs[safe: $0] ?? nil }
            let viewTypes = Set(
                a.types.filter { a.declaration.viewLayers.contains($0.layer) || $0.layer == a.declaration.sceneLayer }
                    .map(\.name))
            let alone = costs.compactMap { $0 }.filter { $0.isKitFree && viewTypes.isDisjoint(with: $0.objectsBuilt) }
            return (a, costs, alone)
        }
        let figure = measured.map { a, costs, alone in
            "\(a.name): \(alone.count) of \(cases.count) messages logic cases tested alone; the tests build "
                + Set(costs.compactMap { $0 }.flatMap(\.objectsBuilt)).sorted().joined(separator: ", ")
        }.joined(separator: ". ")
        guard measured.allSatisfy({ !$0.1.contains(nil) }) else {
            return Claim(
                source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
                verdict: .notTestedHere, why: "a messages logic case has no unit test in an architecture of 002's shape"
            )
        }
        let verdicts = measured.map { _, _, alone -> Claim.Verdict in
            alone.count == cases.count ? .holds : alone.isEmpty ? .doesNotHold : .partly
        }
        let why = zip(measured, verdicts).map { entry, verdict in
            let (a, _, _) = entry
            return switch verdict {
            case .holds:
                "\(a.name)'s frame model is made from a message and read, and its DataService is driven with a fake server alone; no test builds the controller, which is glue with no logic of its own to test"
            case .partly: "\(a.name) needs the kit or a view for some messages cases"
            default: "\(a.name) tests no messages case without the kit or a view"
            }
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure:
                "the messages' logic cases, unit-tested without a UI kit type and without building a view or a controller. \(figure)",
            threshold: threshold, verdict: Claim.combined(verdicts), why: why)
    }
}
