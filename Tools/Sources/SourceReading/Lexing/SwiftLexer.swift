/// Splits Swift source into line kinds and code tokens, knowing the parts of Swift's grammar
/// that decide what is a comment: nested block comments, single-line, multi-line and raw
/// strings with their interpolations (which hold code, strings and comments of their own),
/// regex literals `#/…/#`, and CRLF or CR line ends.
public struct SwiftLexer {
    public private(set) var lineKinds: [LineKind] = []
    public private(set) var tokens: [Token] = []
    /// The text of string literals, in Unicode scalars, escapes included and interpolations left
    /// out: one range per run of text (what `mvx mutate` reads a format from).
    public private(set) var stringTexts: [Range<Int>] = []
    /// For each line, from 0, the scalar after the last one of code or string on it (not of a
    /// comment); nil for a line without code. A mutant schema puts its switch around this much.
    public private(set) var codeEnds: [Int?] = []

    private enum Context {
        /// Code, either the file itself or an interpolation `\( … )` with its open parentheses.
        case code(isInterpolation: Bool, parens: Int)
        case string(hashes: Int, isMultiline: Bool)
        case blockComment(depth: Int)
        case regex(hashes: Int)
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 0
    private var stack: [Context] = [.code(isInterpolation: false, parens: 0)]
    private var hasCode: [Bool] = []
    private var hasComment: [Bool] = []

    public init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        run()
        lineKinds = zip(hasCode, hasComment).map { code, comment in code ? .code : comment ? .comment : .blank }
    }

    // MARK: - Scanning

    private mutating func run() {
        if !scalars.isEmpty { openLine() }
        while index < scalars.count {
            if let width = newlineWidth(at: index) {
                if case .string(_, isMultiline: false) = stack.last! { stack.removeLast() }  // unterminated
                if case .string = stack.last! { markCode() }
                index += width
                if index < scalars.count {
                    line += 1
                    openLine()
                }
                continue
            }
            switch stack.last! {
            case .blockComment(let depth): scanBlockComment(depth: depth)
            case .string(let hashes, let isMultiline): scanString(hashes: hashes, isMultiline: isMultiline)
            case .regex(let hashes): scanRegex(hashes: hashes)
            case .code(let isInterpolation, let parens): scanCode(isInterpolation: isInterpolation, parens: parens)
            }
        }
    }

    private mutating func scanBlockComment(depth: Int) {
        if starts(with: "/*") {
            replaceTop(.blockComment(depth: depth + 1))
            markComment()
            index += 2
        } else if starts(with: "*/") {
            markComment()
            index += 2
            if depth == 1 { stack.removeLast() } else { replaceTop(.blockComment(depth: depth - 1)) }
        } else {
            if !scalars[index].properties.isWhitespace { markComment() }
            index += 1
        }
    }

    private mutating func scanString(hashes: Int, isMultiline: Bool) {
        markCode()
        let scalar = scalars[index]
        if scalar == "\\", count(of: "#", from: index + 1) >= hashes {
            let afterHashes = index + 1 + hashes
            if afterHashes < scalars.count, scalars[afterHashes] == "(" {
                stack.append(.code(isInterpolation: true, parens: 0))
                index = afterHashes + 1
            } else if isMultiline, let lineEnd = lineEndAfterWhitespace(from: afterHashes) {
                index = lineEnd  // a line continuation: the line end stays a line end
            } else {
                addStringText(index..<min(afterHashes + 1, scalars.count))
                index = min(afterHashes + 1, scalars.count)  // an escape such as \" or \\
            }
        } else if scalar == "\"", isMultiline ? starts(with: "\"\"\"") : true {
            let quotes = isMultiline ? 3 : 1
            if count(of: "#", from: index + quotes) >= hashes {
                stack.removeLast()
                index += quotes + hashes
            } else {
                index += 1
            }
        } else {
            addStringText(index..<index + 1)
            index += 1
        }
    }

    private mutating func addStringText(_ range: Range<Int>) {
        if let last = stringTexts.last, last.upperBound == range.lowerBound {
            stringTexts[stringTexts.count - 1] = last.lowerBound..<range.upperBound
        } else {
            stringTexts.append(range)
        }
    }

    private mutating func scanRegex(hashes: Int) {
        markCode()
        if scalars[index] == "\\" {
            index += 2
        } else if scalars[index] == "/", count(of: "#", from: index + 1) >= hashes {
            stack.removeLast()
            index += 1 + hashes
        } else {
            index += 1
        }
    }

    private mutating func scanCode(isInterpolation: Bool, parens: Int) {
        let scalar = scalars[index]
        if scalar.properties.isWhitespace {
            index += 1
        } else if starts(with: "//") {
            while index < scalars.count, newlineWidth(at: index) == nil {
                if !scalars[index].properties.isWhitespace { markComment() }
                index += 1
            }
        } else if starts(with: "/*") {
            markComment()
            stack.append(.blockComment(depth: 1))
            index += 2
        } else if scalar == "#" {
            scanPound()
        } else if scalar == "\"" {
            markCode()
            let isMultiline = opensMultilineString(at: index)
            stack.append(.string(hashes: 0, isMultiline: isMultiline))
            index += isMultiline ? 3 : 1
        } else if isIdentifierHead(scalar) || scalar == "`" || scalar == "$" {
            scanIdentifier()
        } else if scalar.properties.numericType != nil, scalar.isASCII {
            scanNumber()
        } else {
            markCode()
            index += 1
            if isInterpolation, scalar == "(" {
                replaceTop(.code(isInterpolation: true, parens: parens + 1))
            } else if isInterpolation, scalar == ")" {
                if parens == 0 {
                    stack.removeLast()  // back into the string
                    return
                }
                replaceTop(.code(isInterpolation: true, parens: parens - 1))
            }
            tokens.append(Token(.punctuation, String(scalar), line: line + 1, range: (index - 1)..<index))
        }
    }

    /// `#"…"#` and `#"""…"""#` raw strings, `#/…/#` regex literals, or a `#name` such as `#expect`.
    private mutating func scanPound() {
        markCode()
        let hashes = count(of: "#", from: index)
        let after = index + hashes
        if after < scalars.count, scalars[after] == "\"" {
            let isMultiline = opensMultilineString(at: after)
            stack.append(.string(hashes: hashes, isMultiline: isMultiline))
            index = after + (isMultiline ? 3 : 1)
        } else if after < scalars.count, scalars[after] == "/" {
            stack.append(.regex(hashes: hashes))
            index = after + 1
        } else {
            let pound = index
            index = after
            let start = index
            while index < scalars.count, isIdentifierBody(scalars[index]) { index += 1 }
            tokens.append(Token(.pound, "#" + text(start..<index), line: line + 1, range: pound..<index))
        }
    }

    private mutating func scanIdentifier() {
        markCode()
        let first = index
        let backticked = scalars[index] == "`"
        if backticked || scalars[index] == "$" { index += 1 }
        let start = index
        while index < scalars.count, isIdentifierBody(scalars[index]) { index += 1 }
        let name = text(start..<index)
        if backticked, index < scalars.count, scalars[index] == "`" { index += 1 }
        tokens.append(Token(.identifier, name, line: line + 1, range: first..<index))
    }

    private mutating func scanNumber() {
        markCode()
        let start = index
        while index < scalars.count {
            let scalar = scalars[index]
            let continuesDecimal =
                scalar == "." && index + 1 < scalars.count && scalars[index + 1].properties.numericType != nil
            guard isIdentifierBody(scalar) || continuesDecimal else { break }
            index += 1
        }
        tokens.append(Token(.number, text(start..<index), line: line + 1, range: start..<index))
    }

    // MARK: - Helpers

    private mutating func openLine() {
        hasCode.append(false)
        hasComment.append(false)
        codeEnds.append(nil)
    }

    private mutating func markCode() {
        hasCode[line] = true
        codeEnds[line] = max(codeEnds[line] ?? 0, index + 1)
    }
    private mutating func markComment() { hasComment[line] = true }

    private mutating func replaceTop(_ context: Context) {
        stack[stack.count - 1] = context
    }

    /// 2 for CRLF, 1 for LF or CR, nil when no line ends here.
    private func newlineWidth(at position: Int) -> Int? {
        switch scalars[position] {
        case "\n": 1
        case "\r": position + 1 < scalars.count && scalars[position + 1] == "\n" ? 2 : 1
        default: nil
        }
    }

    /// Whether `"""` here opens a multi-line string: its content must begin on a new line, so
    /// `#"""#` (a raw string holding one quote) does not.
    private func opensMultilineString(at position: Int) -> Bool {
        starts(with: "\"\"\"", at: position) && lineEndAfterWhitespace(from: position + 3) != nil
    }

    /// Where the line ends, when only spaces and tabs come before its end (or the file's).
    private func lineEndAfterWhitespace(from position: Int) -> Int? {
        var cursor = position
        while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" { cursor += 1 }
        return cursor == scalars.count || newlineWidth(at: cursor) != nil ? cursor : nil
    }

    private func starts(with prefix: String, at position: Int? = nil) -> Bool {
        var cursor = position ?? index
        for scalar in prefix.unicodeScalars {
            guard cursor < scalars.count, scalars[cursor] == scalar else { return false }
            cursor += 1
        }
        return true
    }

    private func count(of scalar: Unicode.Scalar, from position: Int) -> Int {
        var cursor = position
        while cursor < scalars.count, scalars[cursor] == scalar { cursor += 1 }
        return cursor - position
    }

    private func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    private func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.properties.isAlphabetic && !scalar.properties.isWhitespace)
    }

    private func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || (scalar.isASCII && scalar.properties.numericType != nil)
    }
}
