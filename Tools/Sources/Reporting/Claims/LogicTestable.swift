import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, MVC weaknesses and MVP section: MVC's like logic needs its views to be tested; a
    /// layered version's logic is tested alone. Measured from the unit tests: which logic cases
    /// each architecture reaches without the UI kit.
    static func logicTestable(
        mvc: ArchitectureTestability?, layered: [ArchitectureTestability], all: [ArchitectureTestability]
    ) -> Claim {
        let source = "000, MVC weaknesses and MVP section"
        let likeCases = LogicCase.all.indices.filter { LogicCase.all[$0].title.hasPrefix("like:") }
        func likeKitFree(_ t: ArchitectureTestability) -> Int { likeCases.count { t.costs[$0]?.isKitFree == true } }
        let figure =
            "logic cases whose unit test, and the code it builds, names no UI kit type: "
            + all.map { "\($0.architecture) \($0.kitFree)/\(LogicCase.all.count)" }.joined(separator: ", ")
            + "; of the \(likeCases.count) like cases: "
            + all.map { "\($0.architecture) \(likeKitFree($0))" }.joined(separator: ", ")
        guard let mvc, !layered.isEmpty, ([mvc] + layered).allSatisfy({ $0.tested == LogicCase.all.count }) else {
            return Claim(
                source: source, figure: figure, verdict: .notTestedHere,
                why: mvc == nil || layered.isEmpty
                    ? "no architecture declares the role \(mvc == nil ? "mvc" : "layered") in its architecture.json"
                    : "MVC or a layered version has no unit test for some logic case, so there is nothing to compare")
        }
        let verdict: Claim.Verdict
        if layered.contains(where: { likeKitFree($0) < likeCases.count || $0.kitFree < mvc.kitFree }) {
            verdict = .doesNotHold
        } else if layered.allSatisfy({ $0.kitFree == LogicCase.all.count }) && likeKitFree(mvc) == 0 {
            verdict = .holds
        } else {
            verdict = .partly
        }
        let names = layered.map(\.architecture).joined(separator: " and ")
        let why: String =
            switch verdict {
            case .holds:
                "every \(names) logic test runs with no kit type at all, while none of \(mvc.architecture)'s \(likeCases.count) like tests does"
            case .doesNotHold: "\(names) need the kit for a like case, or for more cases than \(mvc.architecture) does"
            default:
                "\(names) test the like without the kit, but not every case, or \(mvc.architecture) reaches a like case without it too"
            }
        return Claim(
            source: source, figure: figure, verdict: verdict, why: why
        )
    }
}
