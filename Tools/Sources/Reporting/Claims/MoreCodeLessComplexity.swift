import ChangeRequests
import SourceReading

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
        guard let callbacks, let base = own(callbacks), !binding.isEmpty else {
            return untested(
                source, missing: callbacks == nil ? "callbacks" : "binding")
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
            source: source, figure: figure, verdicts: verdicts, why: whys.joined(separator: "; "))
    }
}
