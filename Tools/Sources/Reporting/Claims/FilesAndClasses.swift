import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, summary 4: the layered versions make more than twice MVC's files and classes.
    static func filesAndClasses(_ mvc: ArchitectureAnalysis?, _ layered: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 4"
        guard let mvc, !layered.isEmpty else {
            return untested(source, missing: mvc == nil ? "mvc" : "layered")
        }
        let ratios = layered.flatMap {
            [
                Double($0.total.files) / Double(max(mvc.total.files, 1)),
                Double($0.total.types) / Double(max(mvc.total.types, 1)),
            ]
        }
        let reaching = ratios.count { $0 >= 2 }
        let verdict: Claim.Verdict = reaching == ratios.count ? .holds : reaching > 0 ? .partly : .doesNotHold
        let figure =
            ([mvc] + layered).map { "\($0.name) \($0.total.files) files, \($0.total.types) types" }.joined(
                separator: "; ") + " ("
            + layered.map {
                "\($0.name) \(ratio($0.total.files, mvc.total.files)) files, \(ratio($0.total.types, mvc.total.types)) types"
            }.joined(separator: "; ") + " of \(mvc.name))"
        let range =
            "\(Markdown.decimal(ratios.min() ?? 0))–\(Markdown.decimal(ratios.max() ?? 0))×"
        let why: String =
            switch verdict {
            case .holds: "every layered version has at least twice \(mvc.name)'s files and types (\(range))"
            case .partly: "\(reaching) of the \(ratios.count) ratios reach twice \(mvc.name)'s (\(range))"
            default:
                "the layered versions have \(range) \(mvc.name)'s files and types, never twice"
            }
        return Claim(
            source: source, figure: figure, verdict: verdict, why: why
        )
    }
}
