import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 003, MVVM's advice: MVVM increases testability, against the MVC it is "compatible" with.
    /// Measured on the logic cases of one screen: which each version tests without the UI kit, and
    /// the test code it takes.
    static func bindingIncreasesTestability(
        mvc: ArchitectureTestability?, binding: [ArchitectureTestability], screen: String
    ) -> Claim {
        let source = "003, MVVM 的使用建议"
        let cases = LogicCase.all.indices.filter { LogicCase.all[$0].screen == screen }
        func kitFree(_ t: ArchitectureTestability) -> Int { cases.count { t.costs[$0]?.isKitFree == true } }
        func tested(_ t: ArchitectureTestability) -> Int { cases.count { t.costs[$0] != nil } }
        func lines(_ t: ArchitectureTestability) -> Int { cases.reduce(0) { $0 + (t.costs[$1]?.codeLines ?? 0) } }
        guard let mvc, !binding.isEmpty else {
            return untested(source, missing: mvc == nil ? "mvc" : "binding")
        }
        let figure =
            "of the \(cases.count) \(screen.lowercased()) cases, tested without the kit (test code lines): "
            + ([mvc] + binding).map { "\($0.architecture) \(kitFree($0)) (\(lines($0)))" }.joined(separator: ", ")
        guard ([mvc] + binding).allSatisfy({ tested($0) == cases.count }) else {
            return Claim(
                source: source, figure: figure, verdict: .notTestedHere,
                why: "a version has no unit test for some \(screen.lowercased()) case")
        }
        let verdict: Claim.Verdict
        if binding.contains(where: { kitFree($0) < kitFree(mvc) }) {
            verdict = .doesNotHold
        } else if binding.allSatisfy({ kitFree($0) == cases.count }) && kitFree(mvc) < cases.count {
            verdict = .holds
        } else {
            verdict = .partly
        }
        let why =
            binding.map { "\($0.architecture) tests \(kitFree($0)) of \(cases.count) cases on its view model alone" }
            .joined(separator: ", ")
            + "; \(mvc.architecture) \(kitFree(mvc)), since its cart logic sits in the table's data source and hears the cells' taps"
        return Claim(
            source: source, figure: figure, verdict: verdict, why: why
        )
    }
}
