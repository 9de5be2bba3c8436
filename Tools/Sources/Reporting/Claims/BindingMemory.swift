import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 003, MVVM's drawbacks: binding costs memory on large projects.
    static func bindingMemory(
        callbacks: (name: String, perRow: Double)?, binding: [(name: String, perRow: Double)],
        mvc: (name: String, perRow: Double)?
    ) -> Claim {
        let source = "003, MVVM 的弊端"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, missing: callbacks == nil ? "callbacks" : "binding")
        }
        let verdicts = binding.map { version -> Claim.Verdict in
            version.perRow >= 1.5 * callbacks.perRow
                ? .holds : version.perRow > callbacks.perRow ? .partly : .doesNotHold
        }
        let named = zip(binding, verdicts).map { Claim.ArchitectureVerdict($0.name, $1) }
        let verdict = Claim.combined(named)
        let figure =
            "objects kept per blog row: "
            + ([mvc, callbacks].compactMap { $0 } + binding).map { "\($0.name) \(Markdown.decimal($0.perRow))" }
            .joined(separator: ", ")
            + "; peak memory and time at 100 to 10 000 rows are in docs/lab/BENCHMARKS.md (`swift run -c release --package-path Tools mvx bench --write`), kept out of this file because they vary by machine"
        let why: String =
            switch verdict {
            case .holds:
                "the binding version keeps \(binding.map { "\($0.name) \(Markdown.decimal($0.perRow / max(callbacks.perRow, 0.01)))×" }.joined(separator: ", ")) the objects per row of \(callbacks.name) (the observable row view model and its registrar's storage); BENCHMARKS.md gives the bytes"
            case .partly:
                "the binding version keeps more objects per row than \(callbacks.name), but less than 1.5×; BENCHMARKS.md gives the bytes"
            default:
                "the binding version keeps no more objects per row than \(callbacks.name); BENCHMARKS.md gives the bytes"
            }
        return Claim(
            source: source, figure: figure, verdicts: named, why: why
        )
    }
}
