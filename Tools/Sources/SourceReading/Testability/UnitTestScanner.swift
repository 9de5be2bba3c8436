import Foundation

/// Measures an architecture's unit test of each logic case from the lexer's tokens. A test is the
/// function below the case's `/// LogicCase:` marker, plus what it cannot run without: its suite's set-up (stored
/// properties and `init`), and every helper function, property and type of its target that it
/// uses, followed to the end. Its cost is the code lines of all that, the kit types they name and
/// the classes they construct.
public enum UnitTestScanner {
    public static func measure(
        architecture: String, files: [(path: String, text: String)], kitTypes: Set<String>, classes: Set<String>
    ) -> ArchitectureTestability {
        ArchitectureTestability(
            architecture: architecture,
            costs: measure(
                cases: LogicCase.all.map(\.title), marker: LogicCase.markerPrefix, files: files, kitTypes: kitTypes,
                classes: classes))
    }

    /// The same measure for the tests under `marker` lines (a change's `/// ChangeCase:` tests), in
    /// the order of `titles`: nil where no test carries the title.
    public static func measure(
        cases titles: [String], marker: String, files: [(path: String, text: String)], kitTypes: Set<String>,
        classes: Set<String>
    ) -> [UnitTestCost?] {
        let sources = files.map { TestSource(path: $0.path, text: $0.text) }
        let declarations = sources.indices.flatMap { index in sources[index].declarations(file: index) }
        let allClasses = classes.union(declarations.filter(\.isClass).map(\.name))
        let tests = markedTests(marker, sources: sources, declarations: declarations)
        let testIds = Set(tests.values.map(\.id))
        return titles.map { title -> UnitTestCost? in
            guard let test = tests[title] else { return nil }
            let used = closure(of: test, in: declarations, sources: sources, tests: testIds)
            var lines: Set<[Int]> = []
            var names: Set<String> = []
            var constructed: Set<String> = []
            for declaration in used {
                let source = sources[declaration.file]
                for index in declaration.range {
                    let token = source.tokens[index]
                    if source.lineKinds[token.line - 1] == .code { lines.insert([declaration.file, token.line]) }
                    guard token.kind == .identifier else { continue }
                    names.insert(token.text)
                    if index + 1 < source.tokens.count, source.tokens[index + 1].text == "(" {
                        constructed.insert(token.text)
                    }
                }
            }
            return UnitTestCost(
                caseId: title,
                place: "\(sources[test.file].path):\(sources[test.file].tokens[test.range.lowerBound].line)",
                codeLines: lines.count, kitTypes: names.intersection(kitTypes).sorted(),
                objectsBuilt: constructed.intersection(allClasses).subtracting(kitTypes).sorted())
        }
    }

    /// The titles of the `marker` lines in the files, in file order.
    public static func titles(_ marker: String, in files: [(path: String, text: String)]) -> [String] {
        files.flatMap { file in
            TextLines.split(file.text).map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(marker) }
                .map { String($0.dropFirst(marker.count)) }
        }
    }

    /// The function below each marker line, by the case's title.
    private static func markedTests(_ marker: String, sources: [TestSource], declarations: [TestDeclaration])
        -> [String: TestDeclaration]
    {
        var tests: [String: TestDeclaration] = [:]
        for (file, source) in sources.enumerated() {
            for (index, line) in source.lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix(marker) else { continue }
                let title = String(text.dropFirst(marker.count))
                let below = declarations.filter {
                    $0.file == file && $0.kind == .function && source.tokens[$0.range.lowerBound].line > index + 1
                }
                if let test = below.min(by: { $0.range.lowerBound < $1.range.lowerBound }) { tests[title] = test }
            }
        }
        return tests
    }

    /// The test, its suite's set-up, and everything they use from the target, followed to the end;
    /// another case's test (one of `tests`) is never part of it.
    private static func closure(
        of test: TestDeclaration, in declarations: [TestDeclaration], sources: [TestSource], tests: Set<String>
    ) -> [TestDeclaration] {
        var used =
            [test] + declarations.filter { $0.owner == test.owner && ($0.kind == .property || $0.kind == .initializer) }
        var seen = Set(used.map(\.id))
        var next = 0
        while next < used.count {
            let declaration = used[next]
            next += 1
            let source = sources[declaration.file]
            // Names written after a `.` are members of something else (`label.text`), not this target's helpers.
            let names = Set(
                declaration.range.filter {
                    source.tokens[$0].kind == .identifier && ($0 == 0 || source.tokens[$0 - 1].text != ".")
                }.map { source.tokens[$0].text })
            for candidate in declarations where names.contains(candidate.name) && !seen.contains(candidate.id) {
                let isMember = candidate.owner == test.owner && candidate.owner != nil
                let isTopLevel = candidate.owner == nil
                guard isMember || isTopLevel,
                    !tests.contains(candidate.id)
                else { continue }
                seen.insert(candidate.id)
                used.append(candidate)
            }
        }
        return used
    }
}

/// A declaration of a test file, with the tokens it spans.
private struct TestDeclaration {
    enum Kind { case type, function, initializer, property }

    let kind: Kind
    let name: String
    /// The enclosing type, nil at the top level.
    let owner: String?
    let isClass: Bool
    let file: Int
    let range: ClosedRange<Int>

    var id: String { "\(file):\(range.lowerBound)" }
}

/// One test file, lexed.
private struct TestSource {
    let path: String
    let lines: [Substring]
    let tokens: [Token]
    let lineKinds: [LineKind]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lexer = SwiftLexer(text)
        tokens = lexer.tokens
        lineKinds = lexer.lineKinds
    }

    /// The types, functions, initializers and properties the file declares.
    func declarations(file: Int) -> [TestDeclaration] {
        var result: [TestDeclaration] = []
        var depth = 0
        var types: [(name: String, bodyDepth: Int)] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : ""
            if token.kind == .punctuation {
                if token.text == "{" { depth += 1 }
                if token.text == "}" {
                    depth -= 1
                    if let type = types.last, depth < type.bodyDepth { types.removeLast() }
                }
                index += 1
                continue
            }
            let atTypeLevel = types.last.map { depth == $0.bodyDepth } ?? (depth == 0)
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.kind == .identifier, previous != ".", let next, next.kind == .identifier,
                ["class", "struct", "enum", "actor", "protocol", "extension"].contains(token.text),
                let open = firstIndex(of: "{", from: index), let close = matchingBrace(open)
            {
                result.append(
                    TestDeclaration(
                        kind: .type, name: next.text, owner: types.last?.name, isClass: token.text == "class",
                        file: file,
                        range: index...close))
                types.append((next.text, depth + 1))
                index += 2
                continue
            }
            if atTypeLevel, token.text == "func" || (token.text == "init" && previous != "." && next?.text == "("),
                let open = firstIndex(of: "{", from: index), let close = matchingBrace(open)
            {
                result.append(
                    TestDeclaration(
                        kind: token.text == "func" ? .function : .initializer,
                        name: token.text == "func" ? next?.text ?? "" : "init", owner: types.last?.name, isClass: false,
                        file: file, range: index...close))
                index = close + 1
                continue
            }
            if atTypeLevel, token.text == "let" || token.text == "var", let next {
                var end = index
                while end + 1 < tokens.count, tokens[end + 1].line == token.line { end += 1 }
                if let open = (index...end).first(where: { tokens[$0].text == "{" }), let close = matchingBrace(open) {
                    end = close
                }
                result.append(
                    TestDeclaration(
                        kind: .property, name: next.text, owner: types.last?.name, isClass: false, file: file,
                        range: index...end))
                index = end + 1
                continue
            }
            index += 1
        }
        return result
    }

    private func firstIndex(of text: String, from start: Int) -> Int? {
        tokens[start...].firstIndex { $0.kind == .punctuation && $0.text == text }
    }

    private func matchingBrace(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            if tokens[index].text == "{" { depth += 1 }
            if tokens[index].text == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
