import Foundation
import LabTestSupport
import SourceReading
import Testing

/// The lab reaches the architectures only through what the lesson declares: no file of it imports
/// an architecture's module, and its manifest depends on none.
@Suite("The lab's boundary")
struct LabBoundaryTests {
    /// The lesson's architectures: its source folders that declare an `architecture.json`.
    private static func architectures() throws -> [String] {
        let sources = Roots.lesson.appending(path: "Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
            FileManager.default.fileExists(atPath: sources.appending(path: "\($0)/architecture.json").path)
        }
    }

    @Test("No lab file imports an architecture, and the lab's manifest names none")
    func noArchitectureImported() throws {
        let names = Set(try Self.architectures())
        #expect(names.count >= 5)
        var files = try PackageSources.texts(in: "Sources", packageRoot: Roots.lab)
        files += try PackageSources.texts(in: "Tests", packageRoot: Roots.lab)
        #expect(files.count > 100)
        for file in files {
            for line in file.text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                #expect(!names.contains(String(words[index + 1])), "\(file.path): \(line)")
            }
        }
        let manifest = try String(contentsOf: Roots.lab.appending(path: "Package.swift"), encoding: .utf8)
        for name in names { #expect(!manifest.contains("\"\(name)\""), "Tools/Package.swift names \(name)") }
    }

    @Test("The lesson's sources read no environment; its tests read it only where CONTRIBUTING says")
    func environmentAtTheEntryPoints() throws {
        let contributing = try String(contentsOf: Roots.lesson.appending(path: "CONTRIBUTING.md"), encoding: .utf8)
        let reads = ["ProcessInfo", "getenv", "setenv", "unsetenv"]
        var readers: [String: Bool] = [:]
        for folder in ["Sources", "Tests"] {
            for file in try PackageSources.texts(in: folder, packageRoot: Roots.lesson) {
                let code = file.text.split(separator: "\n").filter {
                    !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                }
                guard code.contains(where: { line in reads.contains { line.contains($0) } }) else { continue }
                readers[file.path] = folder == "Tests" && contributing.contains("`\(file.path)`")
            }
        }
        #expect(readers.count >= 2, "the specs' and the sessions' entry points")
        for (path, listed) in readers { #expect(listed, "\(path) reads the environment") }
    }
}
