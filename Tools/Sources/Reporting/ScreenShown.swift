/// One state of a screen as a person sees it, in the suite's text snapshot, and the architectures
/// whose screens showed exactly that text (the first one's) or something else.
public struct ScreenShown: Codable, Equatable, Sendable {
    public let screen: String
    public let state: String
    public let snapshot: String
    public let sameIn: [String]
    public let otherIn: [String]

    public init(screen: String, state: String, snapshot: String, sameIn: [String], otherIn: [String]) {
        self.screen = screen
        self.state = state
        self.snapshot = snapshot
        self.sameIn = sameIn
        self.otherIn = otherIn
    }
}
