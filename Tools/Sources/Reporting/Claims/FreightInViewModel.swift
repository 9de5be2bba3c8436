import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004: the freight text's logic (包邮, 运费 ¥, 运费待议 by `expressType`) belongs in the item view
    /// model, exposed read-only as `freightExplain`, not in the cell. Measured by where the goods'
    /// `expressType` is read: the field the logic decides on.
    static func freightInViewModel(_ binding: [ArchitectureAnalysis], all: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: freightExplain"
        guard !binding.isEmpty else { return untested(source, missing: "binding") }
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
                source: source, figure: figure, verdict: .notTestedHere,
                why: "a binding version reads no `expressType` on its goods screen")
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
            source: source, figure: figure,
            verdicts: zip(outside, verdicts).map { Claim.ArchitectureVerdict($0.0.name, $1) },
            why: why
                + (contrast.isEmpty
                    ? ""
                    : "; "
                        + contrast.map { "\($0.0)'s \($0.1) writes the logic in the cell, as 004 warns against" }
                        .joined(separator: "; ")))
    }
}
