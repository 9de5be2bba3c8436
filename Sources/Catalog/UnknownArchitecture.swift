/// `MVX_ARCH` named something the catalog does not hold, most often a typo: the run must stop
/// rather than pass with nothing tested.
public struct UnknownArchitecture: Error, CustomStringConvertible {
    public let names: [String]
    public let known: [String]

    public var description: String {
        "MVX_ARCH names no known architecture: \(names.joined(separator: ", ")) "
            + "(known: \(known.joined(separator: ", ")))"
    }
}
