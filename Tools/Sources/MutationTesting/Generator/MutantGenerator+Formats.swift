/// A date format's field changed, the bugs that pass with two-digit dates in December: `MM` and
/// `dd` written `M` and `d`, the two swapped, `yyyy` written `YYYY` (the week-based year), `HH`
/// written `hh`.
extension MutantGenerator {
    private static let fieldChanges: [String: String] = ["MM": "M", "dd": "d", "yyyy": "YYYY", "HH": "hh"]

    static func formatEdits(_ source: MutationSource) -> [Edit] {
        var edits: [Edit] = []
        for range in source.stringTexts {
            let fields = dateFields(source, range)
            guard fields.contains(where: { $0.text == "yyyy" || $0.text == "MM" || $0.text == "dd" }),
                fields.count >= 2
            else { continue }
            let line = source.line(at: range.lowerBound)
            for field in fields {
                if let changed = fieldChanges[field.text] {
                    edits.append(
                        Edit(line: line, mutationOperator: .formatField, range: field.range, replacement: changed))
                }
            }
            if let month = fields.first(where: { $0.text == "MM" }), let day = fields.first(where: { $0.text == "dd" })
            {
                let (first, second) = month.range.lowerBound < day.range.lowerBound ? (month, day) : (day, month)
                edits.append(
                    Edit(
                        line: line, mutationOperator: .formatField,
                        range: first.range.lowerBound..<second.range.upperBound,
                        replacement: second.text + source.text(first.range.upperBound..<second.range.lowerBound)
                            + first.text))
            }
        }
        return edits
    }

    /// The runs of one date-pattern letter (`yyyy`, `MM`, `dd`, `HH`, `mm`, `ss`) in a string's text,
    /// each standing alone between characters that are not ASCII letters.
    private static func dateFields(_ source: MutationSource, _ range: Range<Int>) -> [(text: String, range: Range<Int>)]
    {
        var fields: [(text: String, range: Range<Int>)] = []
        var index = range.lowerBound
        func isLetter(_ position: Int) -> Bool {
            range.contains(position) && source.scalars[position].isASCII
                && source.scalars[position].properties.isAlphabetic
        }
        while index < range.upperBound {
            let scalar = source.scalars[index]
            guard isLetter(index) else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound, source.scalars[end] == scalar { end += 1 }
            let run = source.text(index..<end)
            if !isLetter(index - 1), !isLetter(end), ["yyyy", "MM", "dd", "HH", "mm", "ss"].contains(run) {
                fields.append((run, index..<end))
            }
            index = end
            while isLetter(index) { index += 1 }
        }
        return fields
    }
}
