extension ClaimChecks {
    /// 000, summary 3: data binding saves MVVM a great deal of the code MVP's callbacks cost. The
    /// article measures it on its follow example (blocks, then a protocol, then KVO: "代码大概少了一半
    /// 左右"), so the claim is measured on the same path here: how the follow state reaches the
    /// button, not the whole architecture (whose totals are in the size section).
    static func bindingSavesCode(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 3"
        let quote = "MVVM作为集大成者, 通过数据绑定做数据更新, 减少了大量的代码工作"
        let gloss =
            "MVVM updates the views through data binding, which saves a great deal of code (the article's follow example: about half the code of MVP's callbacks)."
        let threshold =
            "on the path of the follow state from the logic layer to the follow button (the code lines of every statement, outside the scene, that names one of the names the architecture declares as its `followStatePath`: the state, what tells the view of a change, the button): holds: the binding version's path has at most 60% of the callback version's code lines (the article: about half); partly: fewer, but more than 60%; does not hold: as many or more; not tested here while a version declares no path"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, quote, gloss, threshold: threshold, missing: callbacks == nil ? "callbacks" : "binding")
        }
        let figure =
            "the follow state's path: "
            + ([callbacks] + binding).map {
                "\($0.name) \($0.followStatePathCode) code lines in \($0.followStatePathFiles.count) files"
            }.joined(separator: "; ") + "; the whole architectures are in section 1"
        let base = callbacks.followStatePathCode
        guard base > 0, binding.allSatisfy({ $0.followStatePathCode > 0 }) else {
            return Claim(
                source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
                verdict: .notTestedHere, why: "a version declares no follow state path in its architecture.json")
        }
        var verdicts: [Claim.ArchitectureVerdict] = []
        var whys: [String] = []
        for version in binding {
            let code = version.followStatePathCode
            let share = Double(code) / Double(base)
            verdicts.append(.init(version.name, share <= 0.6 ? .holds : share < 1 ? .partly : .doesNotHold))
            whys.append(
                "\(version.name) carries the follow state in \(code) code lines where \(callbacks.name) needs \(base) "
                    + "(\(ratio(code, base))): "
                    + (share <= 0.6
                        ? "about half, as the article says" : share < 1 ? "fewer, but far from half" : "no saving"))
        }
        return Claim(
            source: source, quote: quote, gloss: gloss, figure: figure, threshold: threshold,
            verdicts: verdicts, why: whys.joined(separator: "; "))
    }
}
