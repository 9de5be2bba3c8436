import ChangeRequests

/// The noise of the change figures, from the changes a second author also wrote: per architecture,
/// how far the two authors' figures lie apart, summed over those changes and scaled to every change;
/// the widest over the architectures is the criterion's band.
struct AuthorNoise {
    let measured: Int
    let total: Int
    /// In lines of existing code edited.
    let edited: Double

    init(_ changes: [ChangeReport], architectures: Int) {
        let both = changes.filter { $0.secondCosts != nil }
        measured = both.count
        total = changes.count
        let scale = both.isEmpty ? 0 : Double(changes.count) / Double(both.count)
        func widest(_ spread: (ChangeReport, Int) -> Int?) -> Double {
            let sums = (0..<architectures).map { index in both.compactMap { spread($0, index) }.reduce(0, +) }
            return (Double(sums.max() ?? 0) * scale).rounded()
        }
        edited = widest { $0.authorSpread($1) }
    }

    func describe(_ band: Double, _ unit: String) -> String {
        guard measured > 0 else { return "not measured: no change has a second author yet" }
        return "two authors: the widest spread between their diffs, over the architectures, summed over the"
            + " \(measured) changes both wrote and scaled to the \(total) (±\(DecisionPage.number(band)) \(unit))"
    }
}
