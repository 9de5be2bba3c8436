import SourceReading
import Testing

/// Types, extensions, functions and references, as the coupling analysis reads them.
@Suite("Declaration scanner")
struct DeclarationScannerTests {
    private func scan(_ text: String) -> DeclarationScanner {
        DeclarationScanner(tokens: SwiftLexer(text).tokens)
    }

    @Test("Every type kind is found, and class members are not types")
    func typeKinds() {
        let scanner = scan(
            """
            class A { class func make() {} ; class var x: Int { 1 } }
            struct B {}
            enum C { case a }
            protocol D {}
            actor E {}
            final class F: A {}
            """)
        #expect(scanner.declarations.map(\.name) == ["A", "B", "C", "D", "E", "F"])
        #expect(scanner.declarations.map(\.kind) == [.class, .struct, .enum, .protocol, .actor, .class])
        #expect(scanner.functionCount == 1)
    }

    @Test("Nested types record their parent and keep their own references")
    func nesting() {
        let scanner = scan("struct Outer { let a: Blog\n enum Inner { case x(User) }\n let b: Draft }")
        let outer = scanner.declarations[0]
        let inner = scanner.declarations[1]
        #expect(inner.parent == "Outer")
        #expect(outer.references.map(\.name).contains("Blog"))
        #expect(outer.references.map(\.name).contains("Draft"))
        #expect(!outer.references.map(\.name).contains("User"))
        #expect(inner.references.map(\.name).contains("User"))
    }

    @Test("An extension is found under the last part of its name; the inheritance clause belongs to the type")
    func extensions() {
        let scanner = scan("extension Request.Endpoint: CustomStringConvertible { var x: Blog { fatalError() } }")
        #expect(scanner.declarations.first?.kind == .extension)
        #expect(scanner.declarations.first?.name == "Endpoint")
        #expect(scanner.declarations.first?.references.map(\.name).contains("CustomStringConvertible") == true)
        #expect(scanner.declarations.first?.references.map(\.name).contains("Blog") == true)
    }

    @Test("Names in comments and string text are not references; names in interpolations are")
    func referencesSkipCommentsAndStrings() {
        let scanner = scan("struct A {\n // Blog\n let s = \"User \\(Draft.self)\"\n /* Presenter */ }")
        let names = scanner.declarations[0].references.map(\.name)
        #expect(names.contains("Draft"))
        #expect(!names.contains("Blog"))
        #expect(!names.contains("User"))
        #expect(!names.contains("Presenter"))
    }

    @Test("A type's size runs from its keyword to its closing brace")
    func typeSizes() {
        let file = SourceFile(
            path: "Sources/M/A.swift", target: "M", folder: "",
            text: "/// A.\nstruct A {\n    // note\n    let a = 1\n\n    struct B { let b = 2 }\n}\nlet c = 3\n")
        #expect(file.declarations.map(\.endLine) == [7, 6])
        #expect(file.typeSizes.map(\.code) == [4, 1])
    }

    @Test("Initializers count as functions; calls of .init do not")
    func initializers() {
        let scanner = scan("struct A { init() {} ; init(x: Int) { self.init() } ; func f() { _ = [1].map(A.init) } }")
        #expect(scanner.functionCount == 3)
    }
}
