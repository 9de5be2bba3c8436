import Foundation
import SourceReading

/// What an article promises a change costs, as the change's REQUEST.md states it under
/// "## The promise", before any diff: the quote, its English, and the thresholds. "Holds:" and
/// "Partly:" each give conditions joined by "and"; a change that meets neither does not hold.
///
/// A condition is a figure of the diff, "≤" or "≥", and a number: `new share` (the share of the
/// change's code lines in new files, in %), `edited` (code lines of existing files edited), or
/// `edited outside <role>` (the same, outside the layers the architecture declares for the role:
/// `scene`, `view` or `logic`, several joined by "or"). So one threshold reads the same in every
/// architecture, whatever its layers are called, and can come out against the article.
///
/// "For:" names the architectures the article made the promise for. The verdict is theirs; on the
/// others' diffs it is information, not their score.
public struct ChangePromise: Codable, Equatable, Sendable {
    public enum Role: String, Codable, CaseIterable, Sendable { case scene, view, logic }

    public struct Condition: Codable, Equatable, Sendable {
        public enum Figure: Codable, Equatable, Sendable {
            case newShare
            case edited(outside: [Role])
        }

        public let figure: Figure
        public let atMost: Bool
        public let value: Double
    }

    /// An architecture's declared layers for each role.
    public struct Layers: Sendable {
        public let byRole: [Role: [String]]

        public init(scene: String, view: [String], logic: [String]) {
            byRole = [.scene: [scene], .view: view, .logic: logic]
        }

        public init(_ declaration: ArchitectureDeclaration) {
            self.init(scene: declaration.sceneLayer, view: declaration.viewLayers, logic: declaration.logicLayers)
        }
    }

    public let quote: [String]
    public let gloss: String
    /// The architectures the article made the promise for, as the "For:" line names them.
    public let madeFor: [String]
    public let holds: [Condition]
    public let partly: [Condition]
    /// The two threshold lines as REQUEST.md writes them.
    public let threshold: String

    /// Reads the promise from REQUEST.md's text.
    public static func parse(_ request: String) throws(LabError) -> ChangePromise {
        let lines = TextLines.split(request)
        guard let start = lines.firstIndex(of: "## The promise") else {
            throw LabError("no '## The promise' section")
        }
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        let quote = section.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        func threshold(_ key: String) throws(LabError) -> (String, [Condition]) {
            guard let line = section.first(where: { $0.hasPrefix(key) }) else {
                throw LabError("the promise has no '\(key)' line")
            }
            let text = String(line.dropFirst(key.count)).trimmingCharacters(in: .whitespaces)
            var conditions: [Condition] = []
            for part in text.components(separatedBy: " and ") { conditions.append(try condition(part)) }
            return (text, conditions)
        }
        guard let forLine = section.first(where: { $0.hasPrefix("For:") }) else {
            throw LabError("the promise has no 'For:' line naming the architectures it was made for")
        }
        let madeFor = forLine.dropFirst("For:".count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        guard !madeFor.isEmpty else { throw LabError("the promise's 'For:' line names no architecture") }
        let (holdsText, holds) = try threshold("Holds:")
        let (partlyText, partly) = try threshold("Partly:")
        let gloss = section.first { line in
            !line.isEmpty && !line.hasPrefix(">") && !["Holds:", "Partly:", "For:"].contains { line.hasPrefix($0) }
        }
        guard !quote.isEmpty, let gloss else {
            throw LabError("the promise needs its quote and its English")
        }
        return ChangePromise(
            quote: quote, gloss: gloss, madeFor: madeFor, holds: holds, partly: partly,
            threshold: "holds when \(holdsText); partly when \(partlyText); otherwise does not hold")
    }

    private static func condition(_ text: String) throws(LabError) -> Condition {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 3, let value = Double(words[words.count - 1].replacingOccurrences(of: "%", with: "")),
            ["≤", "≥"].contains(words[words.count - 2])
        else { throw LabError("'\(text)' is not '<figure> ≤|≥ <number>'") }
        let figure = words.dropLast(2).joined(separator: " ")
        let parsed: Condition.Figure
        if figure == "new share" {
            parsed = .newShare
        } else if figure == "edited" {
            parsed = .edited(outside: [])
        } else if figure.hasPrefix("edited outside ") {
            var roles: [Role] = []
            for name in figure.dropFirst("edited outside ".count).components(separatedBy: " or ") {
                guard let role = Role(rawValue: name) else {
                    throw LabError("'\(name)' is not a role (scene, view, logic)")
                }
                roles.append(role)
            }
            parsed = .edited(outside: roles)
        } else {
            throw LabError("'\(figure)' is not a figure (new share, edited, edited outside <role>)")
        }
        return Condition(figure: parsed, atMost: words[words.count - 2] == "≤", value: value)
    }

    /// The verdict on one architecture's diff, with the figures it read.
    public func verdict(_ cost: ChangeCost?, layers: Layers) -> ChangeVerdict {
        guard let cost else {
            return ChangeVerdict(
                verdict: .notTestedHere, why: "no diff of this architecture: the change is not built in it")
        }
        func value(_ figure: Condition.Figure) -> Double {
            switch figure {
            case .newShare: return 100 * cost.newFileShare
            case .edited(let roles):
                let inside = Set(roles.flatMap { layers.byRole[$0] ?? [] })
                return Double(cost.editedByLayer.filter { !inside.contains($0.key) }.values.reduce(0, +))
            }
        }
        func meets(_ conditions: [Condition]) -> Bool {
            conditions.allSatisfy { $0.atMost ? value($0.figure) <= $0.value : value($0.figure) >= $0.value }
        }
        let verdict: Verdict = meets(holds) ? .holds : meets(partly) ? .partly : .doesNotHold
        var figures: [Condition.Figure] = []
        for figure in (holds + partly).map(\.figure) where !figures.contains(figure) { figures.append(figure) }
        let why = figures.map { figure in
            switch figure {
            case .newShare: return "new files hold \(percent(cost.newFileShare)) of its code lines"
            case .edited(let roles) where roles.isEmpty: return "\(Int(value(figure))) lines of existing code edited"
            case .edited(let roles):
                return
                    "\(Int(value(figure))) edited outside the \(roles.map(\.rawValue).joined(separator: " or ")) layers"
            }
        }
        return ChangeVerdict(verdict: verdict, why: why.joined(separator: "; "))
    }
}

/// A change's promise judged on one architecture's diff.
public struct ChangeVerdict: Codable, Equatable, Sendable {
    public let verdict: Verdict
    public let why: String
}
