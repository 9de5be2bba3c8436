import Foundation
import Reporting
import SourceReading

/// Swift's demangler, as the toolchain ships it (`swift demangle`), over the names coverage gives.
enum Demangler {
    /// The types the functions belong to, by their mangled names (a private function's name
    /// starts with its file and a colon).
    static func types(of names: [String], work: URL) throws(LabError) -> [String] {
        guard !names.isEmpty else { return [] }
        let input = work.appending(path: "names.txt")
        let output = work.appending(path: "demangled.txt")
        let mangled = names.map { $0.split(separator: ":").last.map(String.init) ?? $0 }
        do { try Data(mangled.joined(separator: "\n").utf8).write(to: input) } catch {
            throw .init("cannot write \(input.path)")
        }
        try InstrumentedBuild.run(
            [
                "/bin/sh", "-c",
                "swift demangle --simplified --compact < \(InstrumentedBuild.quoted(input.path)) > \(InstrumentedBuild.quoted(output.path))",
            ], in: work, log: work.appending(path: "demangle.log"), what: "swift demangle")
        let lines = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return lines.compactMap(ExecutedFunctions.type(ofDemangled:))
    }
}
