import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 000, summary 3: data binding saves MVVM a great deal of the code MVP's callbacks cost. The
    /// article measures it on its follow example (blocks, then a protocol, then KVO: "代码大概少了一半
    /// 左右"), so the claim is measured on the same path here: how the follow state reaches the
    /// button, not the whole architecture (whose totals are in the size section).
    static func bindingSavesCode(_ callbacks: ArchitectureAnalysis?, _ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "000, summary 3"
        guard let callbacks, !binding.isEmpty else {
            return untested(
                source, missing: callbacks == nil ? "callbacks" : "binding")
        }
        let figure =
            "the follow state's path: "
            + ([callbacks] + binding).map {
                "\($0.name) \($0.followStatePathCode) code lines in \($0.followStatePathFiles.count) files"
            }.joined(separator: "; ") + "; the whole architectures are in section 1"
        let base = callbacks.followStatePathCode
        guard base > 0, binding.allSatisfy({ $0.followStatePathCode > 0 }) else {
            return Claim(
                source: source, figure: figure, verdict: .notTestedHere,
                why: "a version declares no follow state path in its architecture.json")
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
            source: source, figure: figure, verdicts: verdicts, why: whys.joined(separator: "; "))
    }
}
