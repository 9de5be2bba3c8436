import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, Q&A: MVCVM, whose views only lay out, is better than MVVM, whose views bind.
    static func layoutViewsBetter(_ split: [ArchitectureAnalysis], against binding: [ArchitectureAnalysis]) -> Claim {
        let source = "000, Q&A"
        guard let base = binding.first, !split.isEmpty else {
            return untested(
                source, missing: split.isEmpty ? "layoutViews" : "binding")
        }
        func viewToLogic(_ analysis: ArchitectureAnalysis) -> Int {
            analysis.declaration.logicLayers.reduce(0) {
                $0 + edges(analysis, from: analysis.declaration.viewLayers, to: $1)
            }
        }
        /// The code of the view layers, without the binding tool where the tool lives in them.
        func viewCode(_ analysis: ArchitectureAnalysis) -> Int {
            let views = analysis.declaration.viewLayers
            let code = analysis.layers.filter { views.contains($0.name) }.reduce(0) { $0 + $1.lines.code }
            let toolLayers = Set(
                analysis.types.filter { analysis.declaration.bindingTool.contains($0.name) }.map(\.layer))
            return toolLayers.isDisjoint(with: views) ? code : code - analysis.bindingToolCode
        }
        var verdicts: [Claim.ArchitectureVerdict] = []
        var whys: [String] = []
        for version in split {
            let share = Double(version.total.lines.code) / Double(max(base.total.lines.code, 1))
            let reusable = viewToLogic(version) == 0
            if !reusable {
                verdicts.append(.init(version.name, .doesNotHold))
                whys.append(
                    "\(version.name)'s views name \(viewToLogic(version)) logic-layer types: they are not layout only")
            } else if viewToLogic(base) == 0 {
                verdicts.append(.init(version.name, .partly))
                whys.append("\(base.name)'s views name no logic-layer type either: the split buys no reuse here")
            } else if share <= 1.10 {
                verdicts.append(.init(version.name, .holds))
                whys.append(
                    "\(version.name)'s views name no view-model type where \(base.name)'s name \(viewToLogic(base)), so they can serve another screen, for \(ratio(version.total.lines.code, base.total.lines.code)) the code lines in all"
                )
            } else {
                verdicts.append(.init(version.name, .partly))
                whys.append(
                    "\(version.name)'s views are reusable, but it needs \(ratio(version.total.lines.code, base.total.lines.code)) \(base.name)'s code lines"
                )
            }
        }
        func copied(_ analysis: ArchitectureAnalysis) -> String {
            guard let original = analysis.declaration.copiesFilesOf, analysis.copiedCode > 0 else { return "" }
            return " (\(analysis.copiedCode) of them in \(analysis.copiedFiles.count) files copied unchanged from "
                + "\(original), so \(analysis.total.lines.code - analysis.copiedCode) its own)"
        }
        let figures = ([base] + split).map {
            "\($0.name): \($0.total.lines.code) code lines\(copied($0)), view layer \(viewCode($0)) (binding tool aside), view → view-model dependencies \(viewToLogic($0))"
        }
        return Claim(
            source: source, figure: figures.joined(separator: "; "), verdicts: verdicts,
            why: whys.joined(separator: "; "))
    }
}
