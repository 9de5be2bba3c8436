import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, summary 5: presenters and view models, many-to-many in theory, degrade to one-to-one.
    /// Each interface of a logic layer (a presenter or view model, or a protocol of them) is counted
    /// with the view types that render it (keep a property of its type, the seed's `@property
    /// viewModel` that its Q&A names as the one-to-one worry) and the implementations behind it (the
    /// classes adopting a protocol; a class is its own). A view that only hands a row's view model on
    /// to its cell does not render it. Measured on every screen, as the claim speaks of the practice.
    static func oneToOne(_ layered: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 5"
        guard !layered.isEmpty else { return untested(source, missing: "layered") }
        var seen: Set<String> = []
        let relations = layered.flatMap { analysis in
            analysis.viewsKeeping.sorted { $0.key < $1.key }.compactMap {
                interface, views -> (architecture: String, name: String, views: Int, implementations: Int)? in
                guard !views.isEmpty, seen.insert("\(analysis.name).\(interface)").inserted else { return nil }
                return (analysis.name, interface, views.count, analysis.implementations[interface]?.count ?? 1)
            }
        }
        let oneToOne = relations.count { $0.views == 1 && $0.implementations == 1 }
        let share = relations.isEmpty ? 0 : Double(oneToOne) / Double(relations.count)
        let verdict: Claim.Verdict =
            relations.allSatisfy({ $0.views <= 1 && $0.implementations <= 1 })
            ? .notTestedHere : share >= 0.75 ? .holds : share >= 0.25 ? .partly : .doesNotHold
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let byArchitecture = layered.map(\.name).firstOccurrences(of: \.self).map { name in
            "\(name): "
                + relations.filter { $0.architecture == name }.map {
                    "\($0.name) \($0.views)"
                        + ($0.implementations == 1 ? "" : " (\($0.implementations) implementations)")
                }.joined(separator: ", ")
        }
        let several = relations.filter { $0.views > 1 || $0.implementations > 1 }
        return Claim(
            source: source,
            figure: "view-side types rendering each presenter / view model, and implementations behind it: "
                + byArchitecture.joined(separator: "; "),
            verdict: verdict,
            why: verdict == .notTestedHere
                ? "each of the \(relations.count) presenters and view models has one view and one implementation, by construction; the claim needs a module that a second view reuses, or an interface with a second implementation"
                : "\(oneToOne) of \(relations.count) presenters and view models are one view to one implementation; "
                    + several.map {
                        "\($0.architecture)'s \($0.name) is \(plural($0.views, "view")) to \(plural($0.implementations, "implementation"))"
                    }.joined(separator: ", ")
                    + " (000's Q&A: \"当只有一个实现时确实是一对一的, 当有多个实现时就是一对多了\")")
    }
}
