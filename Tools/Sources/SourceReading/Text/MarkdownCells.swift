import Foundation

/// Code in a Markdown table cell, and back: pipes escaped, backticks around it.
public enum MarkdownCells {
    public static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        if escaped.isEmpty { return "(deleted)" }
        return escaped.contains("`") ? "`` \(escaped) ``" : "`\(escaped)`"
    }

    /// The cells of a table row, splitting on pipes that are not escaped.
    public static func split(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character = " "
        for character in row {
            if character == "|" && previous != "\\" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        cells.append(current)
        return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// A cell's text without its code quotes and escapes; "(deleted)" reads as the empty line.
    public static func unquote(_ cell: String) -> String {
        var text = cell
        if text == "(deleted)" { return "" }
        if text.hasPrefix("`` ") && text.hasSuffix(" ``") {
            text = String(text.dropFirst(3).dropLast(3))
        } else if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 {
            text = String(text.dropFirst().dropLast())
        }
        return text.replacingOccurrences(of: "\\|", with: "|")
    }
}
