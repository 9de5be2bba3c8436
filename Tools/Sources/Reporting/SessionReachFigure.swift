/// How many of a screen's differential sessions in the suite reach each interleaving that hides
/// bugs (`Sessions.Interleaving`), played on one architecture.
public struct SessionReachFigure: Codable, Equatable, Sendable {
    public struct Count: Codable, Equatable, Sendable {
        public let interleaving: String
        /// Nil when the screen cannot make the interleaving (no other screen to open, no refresh).
        public let sessions: Int?

        public init(interleaving: String, sessions: Int?) {
            self.interleaving = interleaving
            self.sessions = sessions
        }
    }

    public let screen: String
    /// The sessions the suite plays on the screen.
    public let sessions: Int
    public let counts: [Count]

    public init(screen: String, sessions: Int, counts: [Count]) {
        self.screen = screen
        self.sessions = sessions
        self.counts = counts
    }
}
