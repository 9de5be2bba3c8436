import SourceReading

/// A copy-paste bug: a property read or written where its sibling of the same type was meant
/// (`friendCountLabel.text = "好友: \(user.blogCount)"`).
extension MutantGenerator {
    static func copyEdits(_ source: MutationSource, _ siblings: SiblingProperties) -> [Edit] {
        let tokens = source.tokens
        var edits: [Edit] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            guard let sibling = siblings.replacements[token.text] else { continue }
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            // A declaration, a key path, an argument label.
            if let previous, ["let", "var", "func", "case", "\\"].contains(previous.text) { continue }
            if let previous, let next, next.text == ":", ["(", ","].contains(previous.text) { continue }
            if let previous, previous.text == ".", index > 1, tokens[index - 2].text.first?.isUppercase == true,
                tokens[index - 2].range.upperBound == previous.range.lowerBound
            {
                continue  // a static member or an enum case of a type
            }
            edits.append(
                Edit(line: token.line, mutationOperator: .swapVariable, range: token.range, replacement: sibling))
        }
        return edits
    }
}
