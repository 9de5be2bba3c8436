/// What `mvx trace` found and stores in docs/lab/traces/actions.json: for each architecture and
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

    /// The files a reader opens over every traced action, summed; a file of the architecture's
    /// common code (`Sources/<Arch>/Common/`, its bindings or its store) is read once for all the
    /// screens. Nil for an architecture not traced.
    public func filesOpened(_ architecture: String) -> Int? {
        let own = traces.filter { $0.architecture == architecture }
        guard !own.isEmpty else { return nil }
        let common = "Sources/\(architecture)/Common/"
        let screens = own.map { $0.files.count { !$0.hasPrefix(common) } }.reduce(0, +)
        return screens + Set(own.flatMap { $0.files.filter { $0.hasPrefix(common) } }).count
    }
}
