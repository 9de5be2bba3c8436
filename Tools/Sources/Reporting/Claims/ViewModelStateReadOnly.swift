import ChangeRequests
import SourceReading

extension ClaimChecks {
    /// 004: the view model exposes its state read-only (`readonly` in the header), and only its
    /// inputs can be set. Measured on the goods screen's view-model interfaces: their public
    /// settable members, a callback the controller sets (a function type) counted as an input.
    static func viewModelStateReadOnly(_ binding: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 商品首頁: readonly"
        guard !binding.isEmpty else { return untested(source, missing: "binding") }
        let found = binding.map { a in
            (
                a,
                a.logicInterfaces.flatMap { interface in
                    interface.members.filter { $0.access == .settable }.map { (interface.type, $0) }
                }
            )
        }
        let isInput = { (member: SourceFile.Member) in member.type.contains("->") }
        let verdicts = found.map { _, settable in
            settable.allSatisfy { isInput($0.1) } ? Claim.Verdict.holds : .doesNotHold
        }
        let figure = found.map { a, settable in
            "\(a.name): "
                + (settable.isEmpty
                    ? "nothing settable"
                    : settable.map { "\($0.0).\($0.1.name) (\(isInput($0.1) ? "a callback" : "state"))" }
                        .joined(separator: ", "))
        }.joined(separator: "; ")
        let why = zip(found, verdicts).map { entry, verdict in
            let (a, settable) = entry
            return verdict == .holds
                ? "\(a.name): `private(set)` on `banners` and on the rows, where 004's `dataSource` is readwrite; what can be set is the callback a failed like calls"
                : "\(a.name) exposes settable state: "
                    + settable.filter { !isInput($0.1) }.map { "\($0.0).\($0.1.name)" }.joined(separator: ", ")
        }.joined(separator: "; ")
        return Claim(
            source: source, figure: "the public settable members of the goods screen's view models. \(figure)",
            verdicts: zip(found, verdicts).map { Claim.ArchitectureVerdict($0.0.name, $1) }, why: why)
    }
}
