import SourceReading

extension Duration {
    /// The duration in milliseconds, the unit of every time the bench reports.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

extension Double {
    /// Milliseconds as the bench's tables show them: two decimals, or four below one millisecond,
    /// where a like's few microseconds would otherwise read 0.00. The same on every machine.
    var shownMilliseconds: String {
        guard abs(self) < 1 else { return Markdown.decimal(self) }
        let tenThousandths = Int((self * 10_000).rounded())
        let digits = String(abs(tenThousandths))
        return (tenThousandths < 0 ? "-" : "") + "0." + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
