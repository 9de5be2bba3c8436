extension ClaimChecks {
    /// 004: the freight text's logic (包邮, 运费 ¥, 运费待议 by `expressType`) belongs in the item view
    /// model, exposed read-only as `freightExplain`, not in the cell. Measured by where the goods'
    /// `expressType` is read: the field the logic decides on.
    static func freightInViewModel(_ binding: [ArchitectureAnalysis], all: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: freightExplain"
        let quote = "把上面這段代碼寫在ViewModel中,通過暴露一個只讀(readonly)的freightExplain屬性供cell獲取展示,而不是Cell中編寫這段又臭又長的邏輯代碼"
        let gloss =
            "The freight logic goes in the view model, which exposes a read-only `freightExplain` for the cell to show, rather than a long stretch of logic in the cell."
        let threshold =
            "by the files of the goods screen that read the goods' `expressType`, the field the freight text is decided on: holds: each is in a logic layer (a view model); does not hold: one is outside them (the cell, the controller); not tested here while no file reads it"
        guard !binding.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "binding") }
        let field = "expressType"
        func readers(_ a: ArchitectureAnalysis) -> [ArchitectureAnalysis.FieldReader] {
            (a.modelFieldReaders[field] ?? []).sorted { $0.type < $1.type }
        }
        let figure =
            "the files that read `expressType`: "
            + all.map { a in
                "\(a.name) "
                    + (readers(a).isEmpty
                        ? "none" : readers(a).map { "\($0.type) (\($0.layer))" }.joined(separator: ", "))
            }.joined(separator: "; ")
        guard binding.allSatisfy({ !readers($0).isEmpty }) else {
            return Claim(
                source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
                verdict: .notTestedHere, why: "a binding version reads no `expressType` on its goods screen")
        }
        let outside = binding.map { a in
            (a, readers(a).filter { !a.declaration.logicLayers.contains($0.layer) })
        }
        let verdicts = outside.map { $0.1.isEmpty ? Claim.Verdict.holds : .doesNotHold }
        let why = outside.map { a, outside in
            outside.isEmpty
                ? "\(a.name)'s " + readers(a).map { "`\($0.type)`" }.joined(separator: ", ")
                    + " decides the freight text, which its cell only shows"
                : "\(a.name) decides the freight outside its view models, in "
                    + outside.map(\.type).joined(separator: ", ")
        }.joined(separator: "; ")
        let others = all.filter { a in !binding.contains { $0.name == a.name } }
        let contrast = others.flatMap { a in
            readers(a).filter { a.declaration.viewLayers.contains($0.layer) }.map { (a.name, $0.type) }
        }
        return Claim(
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
            verdicts: zip(outside, verdicts).map { Claim.ArchitectureVerdict($0.0.name, $1) },
            why: why
                + (contrast.isEmpty
                    ? ""
                    : "; "
                        + contrast.map { "\($0.0)'s \($0.1) writes the logic in the cell, as 004 warns against" }
                        .joined(separator: "; ")))
    }
}
