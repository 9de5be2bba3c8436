extension ClaimChecks {
    /// 003, 2.1: MVVM's view model has more code than MVP's presenter, for the observation of its
    /// data. Measured on the cart's logic layers.
    static func viewModelHasMoreCode(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "003, MVVM中的ViewModel"
        let quote = "对比MVP中的P，代码变多了，多了对dataArray的监听，监听到变化以后调用self.successBlock()"
        let gloss =
            "Compared with MVP's presenter, the view model has more code: it observes its dataArray and calls successBlock on each change."
        let threshold =
            "on the cart, the code lines of the logic layers (section 1): holds: every binding version's are more than the callback version's; does not hold: none's are; partly otherwise"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, quote, gloss, threshold: threshold, missing: callbacks == nil ? "callbacks" : "binding")
        }
        let base = CartClaims.logicCode(callbacks)
        let figure =
            "code lines of the cart's logic layers: "
            + ([callbacks] + binding).map {
                "\($0.name) \(CartClaims.logicCode($0)) (\($0.declaration.logicLayers.joined(separator: ", ")))"
            }.joined(separator: ", ")
        let more = binding.map { CartClaims.logicCode($0) > base }
        let verdict: Claim.Verdict = more.allSatisfy { $0 } ? .holds : more.contains(true) ? .partly : .doesNotHold
        let why = binding.map { version in
            let code = CartClaims.logicCode(version)
            return "\(version.name)'s \(code) against \(callbacks.name)'s \(base) (\(ratio(code, base)))"
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold, verdict: verdict, why: why
        )
    }
}
