extension ClaimChecks {
    /// 003, MVVM's basic concepts: MVVM adds a little code but lowers the complexity overall.
    /// Measured on the cart, the screen 003 builds both ways: code lines and decision points.
    static func moreCodeLessComplexity(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        /// The screen's own folder: the shared folder (003's `LMDataSource`, the same in both, and
        /// MVVM's binding tool, which the cart does not use) is left out.
        func own(_ a: ArchitectureAnalysis) -> ArchitectureAnalysis.Size? {
            a.screens.first { $0.screen == CartClaims.screen }?.total
        }
        let source = "003, MVVM 的基本概念"
        let quote = "使用MVVM会轻微的增加代码量，但总体上减少了代码的复杂性"
        let gloss = "MVVM slightly increases the amount of code, but reduces its complexity overall."
        let threshold =
            "on the cart, against the callback version: holds: more code lines, at most 25% more (\"slightly\"), and fewer decision points (the cyclomatic complexity of every function less one each, section 1); does not hold: no more code and no fewer decisions, or more decisions with more than 25% more code; partly otherwise"
        guard let callbacks, let base = own(callbacks), !binding.isEmpty else {
            return untested(
                source, quote, gloss, threshold: threshold, missing: callbacks == nil ? "callbacks" : "binding")
        }
        let figure =
            "the cart folder's code lines, decision points and complexity sum (the shared folder left out): "
            + ([callbacks] + binding).compactMap { a in
                own(a).map { "\(a.name) \($0.lines.code), \($0.decisions), \($0.complexity)" }
            }.joined(separator: "; ")
        var verdicts: [Claim.ArchitectureVerdict] = []
        var whys: [String] = []
        for version in binding {
            guard let size = own(version) else { continue }
            let code = Double(size.lines.code) / Double(max(1, base.lines.code))
            let slightlyMore = code > 1 && code <= 1.25
            let lessComplex = size.decisions < base.decisions
            verdicts.append(
                .init(
                    version.name,
                    slightlyMore && lessComplex ? .holds : !slightlyMore && !lessComplex ? .doesNotHold : .partly))
            whys.append(
                "\(version.name): \(ratio(size.lines.code, base.lines.code)) the code, "
                    + "\(size.decisions) decisions against \(base.decisions)")
        }
        return Claim(
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
            verdicts: verdicts, why: whys.joined(separator: "; "))
    }
}
