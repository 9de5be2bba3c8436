import Foundation

/// A mutant as one item of a Markdown list, and back: its lines in code spans, so that no table
/// holds two lines of code side by side, wider than GitHub's column.
public enum MutantBullet {
    /// What a survivor's item says before the review's reason.
    static let equivalentLabel = " Equivalent: "
    static let becomes = " becomes "
    static let deleted = "(deleted)"

    /// A line as a code span; the empty line reads "(deleted)".
    public static func code(_ text: String) -> String {
        if text.isEmpty { return deleted }
        return text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    /// "`operator`: `line` becomes `mutated`."
    static func change(_ mutationOperator: String, original: String, mutated: String) -> String {
        "\(code(mutationOperator)): \(code(original))\(becomes)\(code(mutated))."
    }

    /// A change written by `change` at the start of `text`, and the text after it.
    static func readChange(_ text: Substring) -> (
        mutationOperator: String, original: String, mutated: String, rest: Substring
    )? {
        var rest = text
        guard let mutationOperator = readCode(&rest), rest.hasPrefix(": ") else { return nil }
        rest = rest.dropFirst(2)
        guard let original = readCode(&rest), rest.hasPrefix(becomes) else { return nil }
        rest = rest.dropFirst(becomes.count)
        guard let mutated = readCode(&rest), rest.hasPrefix(".") else { return nil }
        return (mutationOperator, original, mutated, rest.dropFirst())
    }

    /// A code span (or "(deleted)") at the start of `text`, which moves past it.
    static func readCode(_ text: inout Substring) -> String? {
        if text.hasPrefix(deleted) {
            text = text.dropFirst(deleted.count)
            return ""
        }
        if text.hasPrefix("`` "), let end = text.dropFirst(3).range(of: " ``") {
            let code = text[text.index(text.startIndex, offsetBy: 3)..<end.lowerBound]
            text = text[end.upperBound...]
            return String(code)
        }
        if text.hasPrefix("`"), let end = text.dropFirst().firstIndex(of: "`") {
            let code = text[text.index(after: text.startIndex)..<end]
            text = text[text.index(after: end)...]
            return String(code)
        }
        return nil
    }

    /// A survivor of MUTATION.md: "- `path:line`, `operator`: `line` becomes `mutated`. Equivalent: reason".
    static func survivor(_ result: MutantResult, reason: String) -> String {
        "- " + code("\(result.path):\(result.line)") + (result.outcome == .notCovered ? notCovered : "") + ", "
            + change(result.mutationOperator.rawValue, original: result.originalLine, mutated: result.mutatedLine)
            + equivalentLabel + reason
    }

    static let notCovered = " (reached by no test)"

    /// A survivor's item read back: its `Mutant.lineKey`, its operator, and where its reason starts.
    static func readSurvivor(_ line: String) -> (
        key: String, mutationOperator: MutationOperator?, reasonStart: String.Index
    )? {
        guard line.hasPrefix("- ") else { return nil }
        var rest = line.dropFirst(2)
        guard let place = readCode(&rest), let colon = place.lastIndex(of: ":") else { return nil }
        if rest.hasPrefix(notCovered) { rest = rest.dropFirst(notCovered.count) }
        guard rest.hasPrefix(", "), let change = readChange(rest.dropFirst(2)),
            change.rest.hasPrefix(equivalentLabel)
        else { return nil }
        let key = Mutant.lineKey(
            path: String(place[..<colon]), mutationOperator: change.mutationOperator, original: change.original,
            mutated: change.mutated)
        return (
            key, MutationOperator(rawValue: change.mutationOperator),
            change.rest.index(change.rest.startIndex, offsetBy: equivalentLabel.count)
        )
    }
}
