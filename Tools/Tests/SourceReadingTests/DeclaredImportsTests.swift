import Foundation
import LabTestSupport
import Testing

/// Every module a target imports is one its package declares it depends on, in the lesson and in
/// the lab: a target that builds only because another brought the module in would break alone.
@Suite("Imports declared")
struct DeclaredImportsTests {
    /// What the toolchain gives every target.
    private static let toolchain: Set<String> = [
        "Foundation", "Testing", "Observation", "Dispatch", "Glibc", "Darwin", "XCTest", "FoundationEssentials",
    ]

    /// The package's targets, each with its folder and the modules it declares.
    private static func targets(of root: URL) throws -> [(folder: URL, declared: Set<String>)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A build folder of its own: the one of the package under test is locked while its tests run.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "mvx-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = [
            "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return try targets.map { target in
            let name = try #require(target["name"] as? String)
            let kind = target["type"] as? String
            let folder = (target["path"] as? String) ?? ((kind == "test" ? "Tests/" : "Sources/") + name)
            let dependencies = (target["dependencies"] as? [[String: Any]]) ?? []
            let declared = dependencies.compactMap { dependency in
                dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            return (root.appending(path: folder), Set(declared))
        }
    }

    @Test("Each target of the lesson and the lab imports only the modules its package declares for it")
    func importsAreDeclared() throws {
        var checked = 0
        for root in [Roots.lesson, Roots.lab] {
            for (folder, declared) in try Self.targets(of: root) {
                let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
                for file in files where file.hasSuffix(".swift") {
                    let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
                    for match in text.matches(of: /(?m)^(?:@testable )?import (\w+)/) {
                        let module = String(match.1)
                        #expect(
                            Self.toolchain.contains(module) || declared.contains(module),
                            "\(folder.lastPathComponent)/\(file) imports \(module), which its package does not declare")
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
