import Foundation
import LabTestSupport
import MutationTesting
import SourceReading
import Testing

/// One compiled sample of the mutant schema: every switched mutant runs exactly as that mutant
/// built on its own.
@Suite("Mutant schema, compiled")
struct MutantSchemaRunTests {
    /// A sample with a mutant of every placement: statement lines, a swap, a guard, conditions,
    /// a comparison returned, a copy-paste sibling, two weak captures of one list, each of whose cycles a deinit shows.
    private static let sample = """
        final class Counter {
            var count = 0
            var limit = 3
            var isBusy = false
            var log: [String] = []
            var onDone: (() -> Void)?
            let freed: Box

            init(freed: Box) { self.freed = freed }
            deinit { freed.value = true }

            func add(_ value: Int) -> Bool {
                guard !isBusy else { return false }
                if count + value > limit {
                    log.append("over \\(value)")
                    return false
                }
                count += value
                log.append("add \\(value)")
                return true
            }

            func reset() {
                isBusy = true
                count = 0
                isBusy = false
            }

            func isFull() -> Bool {
                return count == limit
            }

            func schedule() {
                let me = self
                onDone = { [weak self, weak me] in
                    self?.log.append("done")
                    me?.log.append("again")
                }
            }
        }

        final class Box {
            var value = false
        }

        static func run() -> String {
            let freed = Box()
            var trace: [String] = []
            do {
                let counter = Counter(freed: freed)
                counter.schedule()
                trace += ["\\(counter.add(1))", "\\(counter.add(2))", "\\(counter.isFull())", "\\(counter.add(1))"]
                counter.onDone?()
                counter.reset()
                trace += ["\\(counter.count)", "\\(counter.isBusy)"] + counter.log
            }
            return (trace + ["freed \\(freed.value)"]).joined(separator: ",")
        }
        """

    @Test("Compiled once, the sample's schema runs each switched mutant exactly as that mutant built on its own")
    func compiledSample() throws {
        let (schema, mutants) = MutantSchemaTests.schema(Self.sample)
        #expect(schema.switched.count >= 30)
        let switchText = try String(
            contentsOf: Self.root.appending(path: "Sources/MutantSwitch/MutantSwitch.swift"), encoding: .utf8)
        let plain = schema.switched.map { id in "enum Plain\(id) {\n\(mutants[id]!.apply(to: Self.sample))\n}" }
        let entry = """
            let chosen = Int(CommandLine.arguments[1])!
            let plain: [Int: () -> String] = [0: Original.run, \(schema.switched.map { "\($0): Plain\($0).run" }.joined(separator: ", "))]
            print(Schema.run())
            print(plain[chosen]!())
            """
        let program =
            ["enum Original {\n\(Self.sample)\n}", "enum Schema {\n\(schema.text)\n}"] + plain + [entry]
        let ids = schema.switched.map(String.init).joined(separator: ",")
        let switchFile = switchText.replacingOccurrences(
            of: "static let schemaIDs = \"\"", with: "static let schemaIDs = \"\(ids)\"")
        let main = program.joined(separator: "\n\n")
        // Compiled once per text of the sample and the switch, and kept in the build folder.
        let folder = Self.root.appending(path: ".build/mvx-schema-sample/\(FNV1a.hex(of: main + "\u{0}" + switchFile))")
        let binary = folder.appending(path: "sample").path
        if !FileManager.default.isExecutableFile(atPath: binary) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try switchFile.write(to: folder.appending(path: "MutantSwitch.swift"), atomically: true, encoding: .utf8)
            try main.write(to: folder.appending(path: "main.swift"), atomically: true, encoding: .utf8)
            let compile = try Self.run(
                [
                    "swiftc", "-swift-version", "6", "-Onone", "-module-name", "Sample", "-o", binary + ".partial",
                    folder.appending(path: "main.swift").path, folder.appending(path: "MutantSwitch.swift").path,
                ])
            try #require(compile.status == 0, "\(compile.output)")
            try FileManager.default.moveItem(atPath: binary + ".partial", toPath: binary)
        }
        let original = try Self.run([binary, "0"])
        let lines = original.output.split(separator: "\n")
        #expect(lines.count == 2 && lines[0] == lines[1])
        var changed = 0
        for id in schema.switched {
            let result = try Self.run([binary, "\(id)"], environment: ["MVX_MUTANT": "\(id)"])
            let both = result.output.split(separator: "\n")
            #expect(both.count == 2 && both[0] == both[1], "\(mutants[id]!.id): \(result.output)")
            if both.first != lines.first { changed += 1 }
        }
        // The sample shows most of its mutants: a schema that switched nothing would fail here.
        #expect(changed * 2 > schema.switched.count)
        let bad = try Self.run([binary, "0"], environment: ["MVX_MUTANT": "\(mutants.count + 1000)"])
        #expect(bad.status == 64)
    }

    private static let root = Roots.lab

    private static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
