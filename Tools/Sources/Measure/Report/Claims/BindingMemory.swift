extension ClaimChecks {
    /// 003, MVVM's drawbacks: binding costs memory on large projects.
    static func bindingMemory(
        callbacks: (name: String, perRow: Double)?, binding: [(name: String, perRow: Double)],
        mvc: (name: String, perRow: Double)?
    ) -> Claim {
        let source = "003, MVVM 的弊端"
        let quote = "对于过大的项目，数据绑定和数据转化需要花费更多的内存（成本）。"
        let gloss = "On large projects, data binding and data conversion cost more memory."
        let threshold =
            "by the objects a screen keeps per blog row: holds when the binding version keeps at least 1.5× the callback version's; partly when more, but less than 1.5×; does not hold when no more"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, quote, gloss, threshold: threshold, missing: callbacks == nil ? "callbacks" : "binding")
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
            + "; peak memory and time at 100 to 10 000 rows are in BENCHMARKS.md (`swift run -c release mvx bench --write`), kept out of this file because they vary by machine"
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
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold, verdicts: named, why: why
        )
    }
}
