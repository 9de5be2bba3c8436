import Foundation
import SourceReading

/// The claims' words, kept as data in the lesson's docs/claims, a file per article: under a
/// claim's `## <source>` heading, its quote (`> `), its English, and `Threshold: ` what each
/// verdict needs. The claims' code holds only the measurement.
public struct ClaimTexts: Sendable {
    public struct Text: Equatable, Sendable {
        public var quote = ""
        public var gloss = ""
        public var threshold = ""
    }

    /// The folder of the files, from the lesson's root.
    public static let folder = "docs/claims"

    public private(set) var texts: [String: Text] = [:]

    public init() {}

    /// Every `.md` file of docs/claims.
    public static func load(packageRoot: URL) throws(LabError) -> ClaimTexts {
        let url = packageRoot.appending(path: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            throw LabError("no \(folder) folder at \(packageRoot.path)")
        }
        var result = ClaimTexts()
        for name in names.sorted() where name.hasSuffix(".md") {
            guard let text = try? String(contentsOf: url.appending(path: name), encoding: .utf8) else {
                throw LabError("cannot read \(folder)/\(name)")
            }
            try result.add(parsing: text, file: "\(folder)/\(name)")
        }
        return result
    }

    /// Reads one file's claims.
    public mutating func add(parsing markdown: String, file: String) throws(LabError) {
        var source: String?
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                let key = String(line.dropFirst(3))
                guard texts[key] == nil else { throw LabError("\(file): the claim '\(key)' is there twice") }
                texts[key] = Text()
                source = key
            } else if let key = source, !line.isEmpty {
                if line.hasPrefix("> ") {
                    texts[key]?.quote = String(line.dropFirst(2))
                } else if line.hasPrefix("Threshold: ") {
                    texts[key]?.threshold = String(line.dropFirst(11))
                } else {
                    let gloss = texts[key]?.gloss ?? ""
                    texts[key]?.gloss = gloss.isEmpty ? line : gloss + " " + line
                }
            }
        }
    }

    /// The claims with their words; an error names a claim without them, a text of no claim, or a
    /// text without its quote, English or threshold.
    public func applied(to claims: [Claim]) throws(LabError) -> [Claim] {
        let sources = Set(claims.map(\.source))
        if let stray = texts.keys.sorted().first(where: { !sources.contains($0) }) {
            throw LabError("\(Self.folder) has a text for '\(stray)', which is no claim the report measures")
        }
        var result: [Claim] = []
        for var claim in claims {
            guard let text = texts[claim.source] else {
                throw LabError("\(Self.folder) has no text for the claim '\(claim.source)'")
            }
            guard !text.quote.isEmpty, !text.gloss.isEmpty, !text.threshold.isEmpty else {
                throw LabError("\(Self.folder): the claim '\(claim.source)' needs a quote, its English and a threshold")
            }
            claim.quote = text.quote
            claim.gloss = text.gloss
            claim.threshold = text.threshold
            result.append(claim)
        }
        return result
    }
}
