import Foundation
import MutationTesting
import Testing

/// The errors `mvx mutate` reads from a build log, each with the notes the compiler printed under it.
@Suite("Compiler errors")
struct CompilerErrorTests {
    private let root = URL(filePath: "/copy")

    @Test("An error keeps the notes drawn under its source lines, and a later error starts its own")
    func drawnNotes() {
        let log = """
            [3/9] Compiling TEA UserCell.swift
            /copy/Sources/TEA/UserCell.swift:84:5: error: return from initializer without initializing all stored properties
            69 | public struct UserRowLook: Equatable {
            70 |     public let avatar, name: String
               |                |       `- note: 'self.name' not initialized
               |                `- note: 'self.avatar' not initialized
            /copy/Sources/TEA/GoodsCell.swift:69:22: error: immutable value 'self.location' may only be initialized once
            [4/9] Compiling TEA Other.swift
               `- note: unrelated
            """
        let errors = CompilerError.errors(in: log, root: root)
        #expect(
            errors == [
                CompilerError(
                    path: "Sources/TEA/UserCell.swift", line: 84, column: 5,
                    message: "return from initializer without initializing all stored properties",
                    notes: ["'self.name' not initialized", "'self.avatar' not initialized"]),
                CompilerError(
                    path: "Sources/TEA/GoodsCell.swift", line: 69, column: 22,
                    message: "immutable value 'self.location' may only be initialized once"),
            ])
    }

    @Test("A note on a line of its own, as the LLVM style prints it, belongs to the error above")
    func llvmNotes() {
        let log = """
            /copy/Sources/MVP/A.swift:9:5: error: return from initializer without initializing all stored properties
            /copy/Sources/MVP/A.swift:2:9: note: 'self.count' not initialized
            /copy/Sources/MVP/A.swift:12:1: warning: unused
            /copy/Sources/MVP/A.swift:13:1: note: after a warning
            """
        let errors = CompilerError.errors(in: log, root: root)
        #expect(errors.count == 1)
        #expect(errors.first?.notes == ["'self.count' not initialized"])
    }
}
