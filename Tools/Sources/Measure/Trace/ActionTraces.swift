/// What `mvx trace` found and stores in docs/traces/actions.json: for each architecture and
/// screen, the files and types of the architecture's own code that one user action ran, from the
/// tap to the server and back.
public struct ActionTraces: Codable, Equatable, Sendable {
    public struct Trace: Codable, Equatable, Sendable {
        public let architecture: String
        public let screen: String
        public let action: String
        /// Files under `Sources/<Arch>/` with a function that ran, from the package root.
        public let files: [String]
        /// The types those functions belong to.
        public let types: [String]
        public let functions: Int

        public init(
            architecture: String, screen: String, action: String, files: [String], types: [String], functions: Int
        ) {
            self.architecture = architecture
            self.screen = screen
            self.action = action
            self.files = files
            self.types = types
            self.functions = functions
        }
    }

    /// Each architecture's code and suite when it was traced, as its `Common` mutation unit
    /// fingerprints them: the report says a trace is stale once they differ.
    public let fingerprints: [String: String]
    public let traces: [Trace]

    public init(fingerprints: [String: String], traces: [Trace]) {
        self.fingerprints = fingerprints
        self.traces = traces
    }

    /// The files a reader opens over every traced action, summed; nil for an architecture not traced.
    public func filesOpened(_ architecture: String) -> Int? {
        let own = traces.filter { $0.architecture == architecture }
        return own.isEmpty ? nil : own.map(\.files.count).reduce(0, +)
    }
}
