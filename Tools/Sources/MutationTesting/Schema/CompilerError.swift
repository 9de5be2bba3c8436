import Foundation

/// A compiler error in one of a package's files, as a build log prints it, with the notes printed
/// under it (`'self.name' not initialized` names what an initializer left unset).
public struct CompilerError: Sendable, Equatable {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    /// Found by the parser alone: a switch that does not parse says nothing of its mutant.
    public var isSyntax = false
    public var notes: [String] = []

    public init(path: String, line: Int, column: Int, message: String, isSyntax: Bool = false, notes: [String] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isSyntax = isSyntax
        self.notes = notes
    }

    /// The errors of a build log, with paths relative to `root`. A note belongs to the error above
    /// it, in either of the compiler's styles: drawn under the error's source lines
    /// (`` `- note: … ``) or on a line of its own (`File.swift:3:9: note: …`).
    public static func errors(in log: String, root: URL) -> [CompilerError] {
        let prefix = root.standardizedFileURL.path + "/"
        var errors: [CompilerError] = []
        var notesBelong = false
        for line in log.split(separator: "\n") {
            guard let marker = line.range(of: ": error: ") else {
                if notesBelong, let note = line.range(of: "note: ") {
                    errors[errors.count - 1].notes.append(String(line[note.upperBound...]))
                } else if line.hasPrefix("/") || line.hasPrefix("[") {
                    notesBelong = false
                }
                continue
            }
            notesBelong = false
            let place = line[..<marker.lowerBound].split(separator: ":")
            guard place.count >= 3, let number = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
            else { continue }
            var path = place[..<(place.count - 2)].joined(separator: ":")
            if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
            errors.append(
                CompilerError(path: path, line: number, column: column, message: String(line[marker.upperBound...])))
            notesBelong = true
        }
        return errors
    }
}
