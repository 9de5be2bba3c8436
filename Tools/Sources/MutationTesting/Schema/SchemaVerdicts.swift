/// What one build's compiler errors say of a schema's mutants: those whose own mutated code the
/// compiler refused (stillborn, with the error), and those whose switch broke the build (to build
/// on their own).
///
/// A switch that breaks its code can break the code around it: a closure whose parameter list no
/// longer parses binds none of its names, and each use of them errs, some inside another mutant's
/// text. So in a file where a switch broke the build, no mutant is refused that round: the broken
/// switches leave the schema, and the next build says what still fails.
public struct SchemaVerdicts: Sendable, Equatable {
    public private(set) var broken: Set<Int> = []
    public private(set) var refused: [Int: String] = [:]
    /// The first error in a file no schema holds: the package does not build outside its mutants.
    public private(set) var outside: CompilerError?

    /// `schemas` are the round's, by path.
    public init(errors: [CompilerError], schemas: [String: MutantSchema]) {
        var refusedByPath: [String: [Int: String]] = [:]
        var brokenPaths: Set<String> = []
        for error in errors {
            guard let schema = schemas[error.path] else {
                outside = outside ?? error
                continue
            }
            let blamed = schema.blamed(
                line: error.line, column: error.column, message: error.message, notes: error.notes)
            for id in blamed.ids {
                // A switch that does not parse says nothing of the mutant, which builds on its own.
                if blamed.isOwnText && !error.isSyntax {
                    refusedByPath[error.path, default: [:]][id] = error.message
                } else {
                    broken.insert(id)
                    brokenPaths.insert(error.path)
                }
            }
        }
        for (path, ids) in refusedByPath where !brokenPaths.contains(path) {
            refused.merge(ids) { first, _ in first }
        }
    }
}
