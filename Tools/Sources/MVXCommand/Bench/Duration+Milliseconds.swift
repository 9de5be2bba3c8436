import SourceReading

extension Duration {
    /// The duration in milliseconds, the unit of every time the bench reports.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}

extension Double {
    /// Milliseconds as the bench's tables show them: three significant figures, so that a like's
    /// few microseconds read as such and a second-long open does not print four decimals.
    var shownMilliseconds: String { Markdown.significant(self) }
}
