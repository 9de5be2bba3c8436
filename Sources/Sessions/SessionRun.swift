import Catalog

/// How a test run plays the differential sessions. A plain run plays every seed on every
/// architecture and shrinks a divergence into a spec; a run of `mvx mutate` plays only the seeds
/// that reach the mutant, the mutated architecture beside one partner, unshrunk, and tells the
/// mutant switch which seed is playing.
public struct SessionRun: Sendable {
    /// The seeds to play, of those asked for; nil plays them all.
    public var seeds: Set<UInt64>?
    /// Whether a mutant is playing: a divergence then needs only to be seen, not shrunk.
    public var playsMutant: Bool
    /// The architecture of the mutant playing, if one: sessions play it beside its partner only.
    /// Unmutated, every architecture shows the same at every step (the run checks that first), so
    /// differing from one is differing from all.
    public var mutated: String?
    /// Told the seed a session starts playing, then nil once it ends.
    public var announce: (@Sendable (UInt64?) -> Void)?

    public init(
        seeds: Set<UInt64>? = nil, playsMutant: Bool = false, mutated: String? = nil,
        announce: (@Sendable (UInt64?) -> Void)? = nil
    ) {
        self.seeds = seeds
        self.playsMutant = playsMutant
        self.mutated = mutated
        self.announce = announce
    }

    /// Every seed on every architecture, shrunk.
    public static let plain = SessionRun()

    /// The seeds to play out of `range`.
    public func seeds(_ range: ClosedRange<UInt64>) -> [UInt64] {
        guard let seeds else { return Array(range) }
        return range.filter(seeds.contains)
    }

    /// Runs `body` with the seed announced.
    func playing<T>(_ seed: UInt64, _ body: () -> T) -> T {
        guard let announce else { return body() }
        announce(seed)
        defer { announce(nil) }
        return body()
    }

    /// The architectures a session plays: all of them, or the mutated one and its partner.
    func played(_ architectures: [ArchitectureEntry]) -> [ArchitectureEntry] {
        guard playsMutant, let name = mutated,
            let mutated = architectures.first(where: { $0.name == name }),
            let other = SessionSeeds.partner(of: name, among: architectures.map(\.name)),
            let partner = architectures.first(where: { $0.name == other })
        else { return architectures }
        return [mutated, partner]
    }
}
