extension Duration {
    /// The duration in milliseconds, the unit of every time the bench reports.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
