extension ClaimChecks {
    /// 000, summary 3: data binding saves MVVM a great deal of the code MVP's callbacks cost.
    static func bindingSavesCode(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 3"
        let quote = "MVVM作为集大成者, 通过数据绑定做数据更新, 减少了大量的代码工作"
        let gloss =
            "MVVM updates the views through data binding, which saves a great deal of code (compared with MVP's callbacks)."
        let threshold =
            "holds: the binding version has at least 10% fewer code lines than the callback version, its binding tool included; partly: fewer, but by less than 10%, or fewer only once its binding tool (which a real app takes from a library) is left out; does not hold: as many or more even without the tool"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, quote, gloss, threshold: threshold, missing: callbacks == nil ? "callbacks" : "binding")
        }
        let base = callbacks.total.lines.code
        var verdicts: [Claim.Verdict] = []
        var whys: [String] = []
        for version in binding {
            let code = version.total.lines.code
            let tool = version.bindingToolCode
            let saved = base - code
            let toolName = version.declaration.bindingTool.joined(separator: ", ")
            if Double(saved) >= 0.1 * Double(base) {
                verdicts.append(.holds)
                whys.append(
                    "\(version.name) needs \(saved) fewer code lines than \(callbacks.name) (\(percent(Double(saved) / Double(max(base, 1))))), its binding tool included"
                )
            } else if saved > 0 || code - tool < base {
                verdicts.append(.partly)
                whys.append(
                    saved > 0
                        ? "\(version.name) needs \(saved) fewer code lines than \(callbacks.name), \(percent(Double(saved) / Double(max(base, 1)))): less, but not a great deal"
                        : "\(version.name)'s \(-saved) extra code lines are less than its binding tool's \(tool) (\(toolName)); without the tool it needs \(base - (code - tool)) fewer than \(callbacks.name): the bindings save code only once the tool comes from a library"
                )
            } else {
                verdicts.append(.doesNotHold)
                whys.append(
                    "\(version.name) needs \(code - tool - base) more code lines than \(callbacks.name) even without its binding tool: the observable state costs more than the callbacks it replaces"
                )
            }
        }
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure: "code lines: \(callbacks.name) \(base); "
                + binding.map {
                    "\($0.name) \($0.total.lines.code), of which the binding tool (\($0.declaration.bindingTool.joined(separator: ", "))) \($0.bindingToolCode)"
                }.joined(separator: "; "),
            threshold: threshold, verdict: Claim.combined(verdicts), why: whys.joined(separator: "; "))
    }
}
