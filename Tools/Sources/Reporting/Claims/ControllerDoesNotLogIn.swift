import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004, "视图控制器不要做的事": in MVVM the view controller sends no login request, decides no
    /// button's validity and fetches no avatar. Each architecture playing binding declares it as a
    /// rule of the layers between its views and its view models (`mustNotCall` in its
    /// `architecture.json`); the claim reads those rules' results.
    static func controllerDoesNotLogIn(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 视图控制器不要做的事"
        let declared = binding.map { a in (a, a.rules.filter { !$0.rule.mustNotCall.isEmpty }) }
        guard declared.contains(where: { !$0.1.isEmpty }) else {
            return untested(source, missing: "binding with a mustNotCall rule")
        }
        let keeps = declared.map { !$0.1.isEmpty && $0.1.allSatisfy(\.findings.isEmpty) }
        let verdict: Claim.Verdict = keeps.allSatisfy { $0 } ? .holds : keeps.contains(true) ? .partly : .doesNotHold
        let figure = declared.map { a, results in
            results.isEmpty
                ? "\(a.name): no such rule"
                : "\(a.name): "
                    + results.map {
                        "\($0.rule.layer) calls \($0.findings.count) of `\($0.rule.mustNotCall.joined(separator: "`, `"))`"
                    }
                    .joined(separator: ", ")
        }.joined(separator: "; ")
        let why = zip(declared, keeps).map { entry, kept in
            let (a, results) = entry
            return kept
                ? "\(a.name)'s \(results.map(\.rule.layer).joined(separator: " and ")) leave the request, the lookup and the validity rule to its \(a.declaration.logicLayers.joined(separator: ", ")) layer"
                : results.isEmpty
                    ? "\(a.name) declares no such rule"
                    : "\(a.name) breaks it: " + results.flatMap(\.findings).joined(separator: ", ")
        }.joined(separator: "; ")
        return Claim(
            source: source,
            figure:
                "calls of the login's request, avatar lookup and validity rule in the layers each binding architecture forbids them (its rules in section 2). \(figure)",
            verdict: verdict, why: why)
    }
}
