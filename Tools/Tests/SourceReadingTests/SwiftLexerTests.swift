import SourceReading
import Testing

/// The line rule of REPORT.md, case by case: what makes a line code, comment or blank.
@Suite("Swift lexer: line kinds")
struct SwiftLexerTests {
    private func kinds(_ text: String) -> [LineKind] {
        SwiftLexer(text).lineKinds
    }

    @Test("Code, comment and blank lines; a trailing comment leaves the line code")
    func basics() {
        #expect(kinds("let a = 1\n\n// note\nlet b = 2 // trailing\n") == [.code, .blank, .comment, .code])
    }

    @Test("Doc comments, line and block, are comments")
    func docComments() {
        #expect(kinds("/// Doc.\n/** Block\n doc */\nstruct A {}\n") == [.comment, .comment, .comment, .code])
    }

    @Test("Nested block comments end at the matching close; blank lines inside are blank")
    func nestedBlockComments() {
        let text = "/* outer\n/* inner */\n\nstill comment */\nlet a = 1 /* a */ + 2\n"
        #expect(kinds(text) == [.comment, .comment, .blank, .comment, .code])
        #expect(kinds("/* a /* b */ c */ let x = 1\n") == [.code])
    }

    @Test("// and /* inside a string literal are string text, which is code")
    func commentMarkersInStrings() {
        #expect(kinds("let url = \"http://example.com\"\n") == [.code])
        #expect(kinds("let s = \"/* not a comment\"\nlet t = 2\n") == [.code, .code])
    }

    @Test("Multi-line strings: every line is code, blank ones included, and // inside is text")
    func multilineStrings() {
        let text = "let s = \"\"\"\n// not a comment\n\n/* nor this\n\"\"\"\n// a comment\n"
        #expect(kinds(text) == [.code, .code, .code, .code, .code, .comment])
    }

    @Test("A backslash at the end of a multi-line string's line continues it, and the next line still counts")
    func lineContinuations() {
        let plain = "let s = \"\"\"\n    one \\\n    two\n    \"\"\"\n// after\nlet t = 1\n"
        #expect(kinds(plain) == [.code, .code, .code, .code, .comment, .code])
        let raw = "let s = #\"\"\"\n    one \\#\n    two\n    \"\"\"#\n// after\nlet t = 1\n"
        #expect(kinds(raw) == [.code, .code, .code, .code, .comment, .code])
        let spaced = "let s = \"\"\"\n    one \\  \r\n    two\r\n    \"\"\"\r\n// after\r\n"
        #expect(kinds(spaced) == [.code, .code, .code, .code, .comment])
    }

    @Test("#\"\"\"# is a one-line raw string holding a quote, not a multi-line string")
    func rawStringOfOneQuote() {
        #expect(kinds("let quote = #\"\"\"#\n// a comment\nlet t = 1\n") == [.code, .comment, .code])
        #expect(kinds("let quotes = ##\"\"\"\"##\n// a comment\n") == [.code, .comment])
    }

    @Test("Raw strings: quotes and backslashes inside do not end them")
    func rawStrings() {
        #expect(kinds("let r = #\"a \" // b \\(c)\"#\n// comment\n") == [.code, .comment])
        #expect(kinds("let r = ##\"\"\"\n\"\"\"# still\n\"\"\"##\n// c\n") == [.code, .code, .code, .comment])
    }

    @Test("Interpolations hold code, strings and comments of their own")
    func interpolations() {
        let lexer = SwiftLexer("let s = \"a \\(f(\"// x\", /* c */ Blog.self)) b\" // tail\n")
        #expect(lexer.lineKinds == [.code])
        #expect(lexer.tokens.contains { $0.text == "Blog" })
        #expect(!lexer.tokens.contains { $0.text == "x" || $0.text == "c" || $0.text == "tail" })
        let multi = "let s = \"\"\"\n\\(value // comment inside\n)\n\"\"\"\n"
        #expect(kinds(multi) == [.code, .code, .code, .code])
    }

    @Test("Escaped quotes and backslashes stay inside the string")
    func escapes() {
        #expect(kinds("let s = \"a \\\" // b\"\nlet t = \"\\\\\" // c\n") == [.code, .code])
        #expect(SwiftLexer("let t = \"\\\\\" // c\n").tokens.map(\.text) == ["let", "t", "="])
    }

    @Test("Regex literals: // and quotes inside #/…/# are part of the regex")
    func regexLiterals() {
        #expect(kinds("let r = #/https?:\\/\\/\"x\"/#\n// comment\n") == [.code, .comment])
        #expect(kinds("let r = #/a/# // after\n") == [.code])
    }

    @Test("CRLF and CR line ends count one line each")
    func lineEnds() {
        #expect(kinds("let a = 1\r\n\r\n// c\r\nlet b = 2\r\n") == [.code, .blank, .comment, .code])
        #expect(kinds("let a = 1\r// c\r") == [.code, .comment])
    }

    @Test("A missing final newline still counts the last line; an empty file has none")
    func finalNewline() {
        #expect(kinds("let a = 1\n// end") == [.code, .comment])
        #expect(kinds("") == [])
        #expect(kinds("\n") == [.blank])
    }

    @Test("Identifiers are tokens with their line; backticks are removed")
    func tokens() {
        let tokens = SwiftLexer("let `default` = 1\nvar café = Blog()\n").tokens
        #expect(tokens.filter { $0.kind == .identifier }.map(\.text) == ["let", "default", "var", "café", "Blog"])
        #expect(tokens.first { $0.text == "Blog" }?.line == 2)
    }

    @Test("A string's text is found without its quotes and interpolations, escapes kept; comments hold none")
    func stringTexts() {
        let text = #"let s = "a\(b)c\"d" // "e""# + "\n"
        let scalars = Array(text.unicodeScalars)
        let texts = SwiftLexer(text).stringTexts.map { range in
            String(String.UnicodeScalarView(scalars[range]))
        }
        #expect(texts == ["a", #"c\"d"#])
    }
}
