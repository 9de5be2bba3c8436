import Catalog
import Foundation
import LabTestSupport
import SourceReading
import Testing

/// Cyclomatic complexity as `ComplexityScanner` counts it: SwiftLint's `cyclomatic_complexity`
/// definition of a decision, checked on SwiftLint's own examples, then on the package's own code
/// against the compiler's parse of it (`swiftc -frontend -dump-parse`), whose statements are
/// counted by the same definition.
@Suite("Cyclomatic complexity")
struct ComplexityScannerTests {
    private static let packageRoot = Roots.lesson

    private func complexities(_ text: String) -> [String: Int] {
        Dictionary(
            SourceFile(path: "A.swift", target: "A", folder: "", text: text).functionComplexities.map {
                ($0.name, $0.complexity)
            }
        ) { first, _ in first }
    }

    @Test("SwiftLint's triggering example: eleven decisions, complexity 12")
    func swiftLintTriggering() {
        let text = """
            func f1() {
                if true {
                    if true {
                        if false {}
                    }
                }
                if false {}
                let i = 0
                switch i {
                    case 1: break
                    case 2: break
                    case 3: break
                    case 4: break
                    default: break
                }
                for _ in 1...5 {
                    guard true else {
                        return
                    }
                }
            }
            """
        #expect(complexities(text) == ["func f1": 12])
    }

    @Test("A fallthrough takes one case back; a nested function counts apart")
    func swiftLintNonTriggering() {
        let text = """
            func f(code: Int) -> Int {
                switch code {
                case 0: fallthrough
                case 1: return 1
                case 2: return 1
                default: return 1
                }
            }
            func f1() {
                if true {}; if true {}
                func f2() {
                    if true {}
                }
            }
            """
        #expect(complexities(text) == ["func f": 4, "func f1": 3, "func f2": 2])
    }

    @Test("What is not a decision: labels, conditions' cases, a repeat's while, && and ?:, #if")
    func notDecisions() {
        let text = """
            func g(x: Int?, e: E) -> Int {
                button.setTitle("+", for: .normal)
                if let x, case .a = e, x > 1 && x < 3 || x == 9 { return x ?? 0 }
                repeat { } while false
                #if canImport(UIKit)
                let y = x == nil ? 1 : 2
                #endif
                return dictionary[e, default: 0]
            }
            """
        #expect(complexities(text) == ["func g": 3])
    }

    @Test("Accessors, computed properties, initializers and closures")
    func functionsAndClosures() {
        let text = """
            protocol P {
                var a: Int { get }
                func b(x: Int)
            }
            final class C {
                var total: Int { rows.isEmpty ? 0 : 1 }
                var state = 0 {
                    didSet { if state != oldValue { changed() } }
                }
                var name: String {
                    get { if flag { "a" } else { "b" } }
                    set(value) { for _ in value {} }
                }
                static let formatter: F = {
                    if true {}
                    return F()
                }()
                init?(x: Int) {
                    guard x > 0 else { return nil }
                    load { [weak self] result in
                        switch result {
                        case .success: self?.x = 1
                        case .failure: break
                        }
                    }
                }
                deinit { while false {} }
            }
            """
        #expect(
            complexities(text) == [
                "get total": 1, "didSet state": 2, "get name": 2, "set name": 2, "init": 4, "deinit": 2,
            ])
    }

    @Test("A header that goes on over lines: the result type, then the brace, each on a line of its own")
    func headerOverLines() {
        let text = """
            struct S {
                static func make(a: Int, b: Int)
                    -> S
                {
                    if a > b { return S() }
                    return S()
                }
                func plain() throws
                    -> Int
                { 1 }
            }
            """
        #expect(complexities(text) == ["func make": 2, "func plain": 1])
    }

    @Test("The architectures' code: every function's decisions as the compiler's parse of it counts them")
    func agreesWithTheCompiler() throws {
        let targets = ArchitectureCatalog.all.map(\.name)
        let files = try PackageSources.load(packageRoot: Self.packageRoot, targets: targets)
        let compiler = try CompilerParse.decisions(
            of: files.map { Self.packageRoot.appending(path: $0.path).path })
        #expect(compiler.count > 100, "the compiler's parse covers the files")
        var checked = 0
        for file in files {
            let ours = file.functionComplexities.map { "\($0.endLine): \($0.decisions)" }.sorted()
            let theirs = (compiler[Self.packageRoot.appending(path: file.path).path] ?? []).sorted()
            #expect(ours == theirs, "\(file.path): ours \(ours), the compiler's \(theirs)")
            checked += ours.count
        }
        #expect(checked > 300)
    }
}

/// The compiler's parse of Swift files (`swiftc -frontend -dump-parse`), counted with SwiftLint's
/// definition: `if`, `guard`, `for`, `while`, `repeat` statements and each `case` (a switch's
/// cases and default, a do's catch clauses) add one, a `fallthrough` takes one back, each
/// attributed to the function, initializer, deinit or accessor around it.
enum CompilerParse {
    /// For each file, one "end line: decisions" per function with a body.
    static func decisions(of paths: [String]) throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-frontend", "-dump-parse"] + paths.flatMap { ["-primary-file", $0] }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let text = String(data: data, encoding: .utf8), text.contains("(source_file") else {
            throw LabError("swiftc -dump-parse printed no parse")
        }
        return count(text)
    }

    private static let functions: Set<String> = ["func_decl", "constructor_decl", "destructor_decl", "accessor_decl"]
    private static let weights = [
        "if_stmt": 1, "guard_stmt": 1, "for_each_stmt": 1, "while_stmt": 1, "repeat_while_stmt": 1, "case_stmt": 1,
        "fallthrough_stmt": -1,
    ]

    private struct Node {
        let indent: Int
        let kind: String
        let file: String
        let endLine: Int
        var function: Int?
    }

    static func count(_ dump: String) -> [String: [String]] {
        var stack: [Node] = []
        /// Functions by their range, with their file, end line, decisions and whether a body opened.
        var found: [String: (file: String, endLine: Int, decisions: Int, hasBody: Bool)] = [:]
        var order: [String] = []
        var indexes: [String: Int] = [:]
        var seen: Set<String> = []
        for line in dump.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard rest.first == "(" else { continue }
            // A `defer` body is an implicit function to the compiler; SwiftLint counts it in its function.
            let word = String(rest.dropFirst().prefix { $0 != " " && $0 != ")" })
            let kind = rest.contains(" implicit ") && functions.contains(word) ? "implicit \(word)" : word
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            let parentFunction = stack.last?.function
            guard let range = Self.range(in: rest) else {
                stack.append(Node(indent: indent, kind: kind, file: "", endLine: 0, function: parentFunction))
                continue
            }
            let key = "\(kind) \(range.text)"
            var node = Node(
                indent: indent, kind: kind, file: range.file, endLine: range.endLine, function: parentFunction)
            if functions.contains(kind) {
                if found[key] == nil {
                    found[key] = (range.file, node.endLine, 0, false)
                    indexes[key] = order.count
                    order.append(key)
                }
                node.function = indexes[key]
            } else if kind == "brace_stmt", let parent = stack.last, functions.contains(parent.kind),
                let function = parent.function
            {
                found[order[function]]?.hasBody = true
            } else if let weight = weights[kind], let function = parentFunction, seen.insert(key).inserted {
                found[order[function]]?.decisions += weight
            }
            stack.append(node)
        }
        var result: [String: [String]] = [:]
        for key in order {
            guard let function = found[key], function.hasBody else { continue }
            result[function.file, default: []].append("\(function.endLine): \(function.decisions)")
        }
        return result
    }

    /// A node's `range=[<file>:<line>:<column> - line:<line>:<column>]`: its text, file and end line.
    private static func range(in line: Substring) -> (text: Substring, file: String, endLine: Int)? {
        guard let start = line.range(of: "range=["),
            let end = line[start.upperBound...].firstIndex(of: "]"),
            let dash = line[start.upperBound..<end].range(of: " - line:")
        else { return nil }
        let place = line[start.upperBound..<dash.lowerBound].split(separator: ":")
        let endPlace = line[dash.upperBound..<end].split(separator: ":")
        guard place.count >= 3, let endLine = endPlace.first.flatMap({ Int($0) }) else { return nil }
        return (line[start.lowerBound...end], place.dropLast(2).joined(separator: ":"), endLine)
    }
}
