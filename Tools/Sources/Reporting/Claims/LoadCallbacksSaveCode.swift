import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004: loading through block callbacks (`loadData:success:failure:configFooter:`) spares the view
    /// from observing the view model's loading state. Measured on the goods screen, where the
    /// package builds both: MVVM loads through 004's callbacks, MVCVM binds observed loading state.
    /// The loading code is the screen view model's (`GoodsViewModel`, 004's `SUGoodsViewModel1`)
    /// own, plus what the rest of the screen writes to use it.
    static func loadCallbacksSaveCode(callbacks: [ArchitectureAnalysis], observed: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: block回調"
        guard !callbacks.isEmpty, !observed.isEmpty else {
            return untested(
                source, missing: callbacks.isEmpty ? "loadCallbacks" : "binding")
        }
        let type = "GoodsViewModel"
        func cost(_ a: ArchitectureAnalysis) -> (own: Int, use: Int, files: Int)? {
            guard let interface = a.logicInterfaces.first(where: { $0.type == type }),
                let file = a.files.first(where: { $0.name.hasSuffix("/\(type).swift") })
            else { return nil }
            return (file.lines.code, interface.useCode, interface.useFiles.count)
        }
        let costs = (callbacks + observed).map { ($0.name, cost($0)) }
        let figure = costs.map { name, cost in
            cost.map {
                "\(name) \($0.own) + \($0.use) = \($0.own + $0.use) code lines (the view model, then its use in \($0.files) files)"
            }
                ?? "\(name) has no \(type)"
        }.joined(separator: "; ")
        let measured = costs.compactMap { name, cost in cost.map { (name, $0.own + $0.use) } }
        let base = measured.filter { name, _ in observed.contains { $0.name == name } }
        guard measured.count == costs.count, let least = base.min(by: { $0.1 < $1.1 }), least.1 > 0 else {
            return Claim(
                source: source, figure: figure, verdict: .notTestedHere,
                why: "a version has no \(type) on its goods screen")
        }
        let tested = measured.filter { name, _ in callbacks.contains { $0.name == name } }
        let verdicts = tested.map { _, total -> Claim.Verdict in
            let share = Double(total) / Double(least.1)
            return share <= 0.9 ? .holds : share < 1 ? .partly : .doesNotHold
        }
        let why = tested.map { name, total in
            "\(name)'s blocks cost \(total) code lines where \(least.0)'s observed loading state costs \(least.1) (\(ratio(total, least.1))): "
                + (total * 10 <= least.1 * 9
                    ? "the blocks carry the outcome of each load, where the observed version keeps it as state (the HUD, the spinners, the footer, the error, the toasts) and binds each"
                    : total < least.1 ? "less, but by under a tenth" : "the blocks save nothing here")
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: figure, verdicts: zip(tested, verdicts).map { Claim.ArchitectureVerdict($0.0, $1) },
            why: why
                + "; the two versions differ in more than their loading (MVCVM binds in controllers of its own), which the size section shows"
        )
    }
}
