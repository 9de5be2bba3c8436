extension ClaimChecks {
    /// 003, MVVM's advice: MVVM increases testability, against the MVC it is "compatible" with.
    /// Measured on the logic cases of one screen: which each version tests without the UI kit, and
    /// the test code it takes.
    static func bindingIncreasesTestability(
        mvc: ArchitectureTestability?, binding: [ArchitectureTestability], screen: String
    ) -> Claim {
        let source = "003, MVVM 的使用建议"
        let quote = "MVVM 可以兼容你当下使用的MVC架构。MVVM 增加你的应用的可测试性。"
        let gloss = "MVVM fits beside the MVC you use today, and it increases your app's testability."
        let threshold =
            "on the \(screen.lowercased())'s logic cases (section 3): holds: each binding version tests every case without a UI kit type and MVC tests fewer that way; does not hold: a binding version tests fewer cases without the kit than MVC; partly otherwise; not tested here while a case has no unit test"
        let cases = LogicCase.all.indices.filter { LogicCase.all[$0].screen == screen }
        func kitFree(_ t: ArchitectureTestability) -> Int { cases.count { t.costs[$0]?.isKitFree == true } }
        func tested(_ t: ArchitectureTestability) -> Int { cases.count { t.costs[$0] != nil } }
        func lines(_ t: ArchitectureTestability) -> Int { cases.reduce(0) { $0 + (t.costs[$1]?.codeLines ?? 0) } }
        guard let mvc, !binding.isEmpty else {
            return untested(source, quote, gloss, threshold: threshold, missing: mvc == nil ? "mvc" : "binding")
        }
        let figure =
            "of the \(cases.count) \(screen.lowercased()) cases, tested without the kit (test code lines): "
            + ([mvc] + binding).map { "\($0.architecture) \(kitFree($0)) (\(lines($0)))" }.joined(separator: ", ")
        guard ([mvc] + binding).allSatisfy({ tested($0) == cases.count }) else {
            return Claim(
                source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
                verdict: .notTestedHere, why: "a version has no unit test for some \(screen.lowercased()) case")
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
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold, verdict: verdict, why: why
        )
    }
}
