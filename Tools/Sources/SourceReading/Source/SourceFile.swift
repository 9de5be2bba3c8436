/// One Swift file, lexed and scanned: its place in the package (target, screen and layer folder),
/// its line kinds, the types it declares and what they name.
public struct SourceFile: Sendable {
    /// Relative to the package root, for example `Sources/MVC/Profile/View/BlogCell.swift`.
    public let path: String
    public let target: String
    /// The screen folder of an architecture's file (`Profile`, `Login`, or `Common` for what its
    /// screens share); empty for a file at the target's root and for the shared targets.
    public let screen: String
    /// The layer folder (`View`, `Presenter`, …); empty for a file at the target's root.
    public let folder: String
    public let lineKinds: [LineKind]
    public let declarations: [Declaration]
    public let functionCount: Int
    /// Each function's cyclomatic complexity, accessors and computed properties included.
    public let functionComplexities: [FunctionComplexity]
    /// The modules the file imports, which is where its names can come from besides its own target.
    public let imports: [String]
    /// Its code, token by token: what the claims that look inside a type read.
    public let tokens: [Token]

    /// Its statements, asked of many sets of names by the claims.
    public let statements: Statements
    /// The member names it reads or calls through a dot, and those it assigns.
    public let memberUses: (named: Set<String>, assigned: Set<String>)

    /// The hash of the file's text, for this process only: what tells two sets of sources apart cheaply.
    public let textHash: Int

    public init(path: String, target: String, screen: String = "", folder: String, text: String) {
        textHash = text.hashValue
        self.path = path
        self.target = target
        self.screen = screen
        self.folder = folder
        let lexer = SwiftLexer(text)
        lineKinds = lexer.lineKinds
        tokens = lexer.tokens
        let scanner = DeclarationScanner(tokens: lexer.tokens)
        declarations = scanner.declarations
        functionCount = scanner.functionCount
        functionComplexities = ComplexityScanner(tokens: lexer.tokens).functions
        statements = Self.statements(lexer.tokens, lineKinds: lexer.lineKinds)
        memberUses = Self.memberUses(lexer.tokens)
        let topLevel = scanner.topLevelReferences
        imports = zip(topLevel, topLevel.dropFirst()).compactMap { $0.name == "import" ? $1.name : nil }
    }

    public var lines: LineCounts { LineCounts(lineKinds) }

    /// The file's name without its folders, for example `Bindings.swift`.
    public var fileName: String { String(path.split(separator: "/").last ?? "") }

    /// The code lines of each type declared here, from its keyword to its closing brace.
    public var typeSizes: [(name: String, code: Int)] {
        declarations.filter { $0.kind != .extension }.map { declaration in
            (
                declaration.name,
                lineKinds[(declaration.line - 1)..<min(declaration.endLine, lineKinds.count)].count { $0 == .code }
            )
        }
    }

    /// Types declared here: every declaration but extensions.
    public var typeCount: Int { declarations.count { $0.kind != .extension } }
}
