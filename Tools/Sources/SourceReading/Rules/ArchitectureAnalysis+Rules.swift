extension ArchitectureAnalysis {
    /// A rule and the places that break it.
    public struct RuleResult: Codable, Equatable, Sendable {
        public let rule: LayerRule
        /// "file:line: From → To" for every place a type of the layer depends on a forbidden one.
        public let findings: [String]
    }
}
