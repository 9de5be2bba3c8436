import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 003, 2.1: MVVM's view model has more code than MVP's presenter, for the observation of its
    /// data. Measured on the cart's logic layers.
    static func viewModelHasMoreCode(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "003, MVVM中的ViewModel"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, missing: callbacks == nil ? "callbacks" : "binding")
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
            source: source, figure: figure, verdict: verdict, why: why
        )
    }
}
