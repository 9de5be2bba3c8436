/// One function's cyclomatic complexity: 1 plus its decision points (McCabe), as
/// `ComplexityScanner` counts them. A function is a `func`, an initializer, a `deinit`, a
/// subscript, or a property's accessor (`get`, `set`, `didSet`, `willSet`, or a computed
/// property's body): in the architectures, a view model's computed output holds logic too.
public struct FunctionComplexity: Codable, Equatable, Sendable {
    /// `func change`, `init`, `deinit`, `subscript`, `get totalText`, `didSet state`.
    public let name: String
    /// The line of the keyword that declares it.
    public let line: Int
    /// The line of its body's closing brace.
    public let endLine: Int
    /// Its decision points: `if`, `guard`, `for`, `while`, `repeat`, `catch`, each `case` and
    /// `default` of a `switch`, one less for each `fallthrough`; a closure's count in its function's.
    public let decisions: Int

    public init(name: String, line: Int, endLine: Int, decisions: Int) {
        self.name = name
        self.line = line
        self.endLine = endLine
        self.decisions = decisions
    }

    /// McCabe's number: the independent paths through the function, one when it decides nothing.
    public var complexity: Int { decisions + 1 }
}
