extension ArchitectureAnalysis {
    /// A rule and the places that break it.
    public struct RuleResult: Codable, Equatable, Sendable {
        public let rule: LayerRule
        /// "file:line: From → To" for every place a type of the layer depends on a forbidden one.
        public let findings: [String]
    }

    /// A type that holds logic, and the view types that stand in the way of testing it alone.
    public struct LogicType: Codable, Equatable, Sendable {
        public let name: String
        public let layer: String
        /// The UI kit and view types it names; empty when it can be tested without a view.
        public let namesOfViewTypes: [String]
    }
}
