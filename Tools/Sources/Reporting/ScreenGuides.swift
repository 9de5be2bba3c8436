import Foundation
import SourceReading

/// Where a reader of a screen's page goes next: the contract's section for the screen and the
/// tour's part that follows one action on it, each found from the texts, not named by hand.
public enum ScreenGuides {
    /// The heading of SCENARIO.md's section (`## `) that holds the most bullet ids the screen's
    /// specs name in their `/// Contract:` lines.
    public static func contract(scenario: String, specs: [String]) -> String? {
        let ids = Set(
            specs.flatMap { TextLines.split($0) }.compactMap { line -> [String]? in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("/// Contract: ") else { return nil }
                return text.dropFirst("/// Contract: ".count).split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            }.joined())
        return best(sections(scenario)) { body in ids.count { body.contains("[\($0)]") } }
    }

    /// A page of the tour: where it is from the root, its title, and each architecture's diagram
    /// of the action, from its section (`## <Arch>: …`).
    public struct TourPart: Codable, Equatable, Sendable {
        public let path: String
        public let title: String
        public let diagrams: [String: [String]]

        public init(path: String, title: String, diagrams: [String: [String]] = [:]) {
            self.path = path
            self.title = title
            self.diagrams = diagrams
        }
    }

    /// The tour's part (a page of `docs/tour`, "One … in every architecture") whose links reach the
    /// most files of the screen's folders (`Sources/<Arch>/<Screen>/`).
    public static func tour(_ parts: [(path: String, text: String)], screen: String) -> TourPart? {
        let scored = parts.map { ($0, $0.text.components(separatedBy: "/\(screen)/").count - 1) }.filter { $0.1 > 0 }
        guard let best = scored.max(by: { $0.1 < $1.1 })?.0 else { return nil }
        let title = TextLines.split(best.text).first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
        var diagrams: [String: [String]] = [:]
        for section in sections(best.text) {
            guard let colon = section.heading.firstIndex(of: ":") else { continue }
            let lines = TextLines.split(section.body)
            guard let start = lines.firstIndex(of: "```mermaid"),
                let end = lines[(start + 1)...].firstIndex(of: "```")
            else { continue }
            diagrams[String(section.heading[..<colon])] = Array(lines[start...end])
        }
        return TourPart(path: best.path, title: title ?? best.path, diagrams: diagrams)
    }

    /// The `## ` sections of a page, each heading with its text.
    private static func sections(_ page: String) -> [(heading: String, body: String)] {
        page.components(separatedBy: "\n## ").dropFirst().map { section in
            let heading = section.prefix { $0 != "\n" }
            return (String(heading), String(section.dropFirst(heading.count)))
        }
    }

    private static func best(_ sections: [(heading: String, body: String)], _ score: (String) -> Int) -> String? {
        let scored = sections.map { ($0.heading, score($0.body)) }.filter { $0.1 > 0 }
        return scored.max { $0.1 < $1.1 }?.0
    }
}
