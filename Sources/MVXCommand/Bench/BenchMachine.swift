import Foundation

/// The machine, toolchain and date a benchmark ran on, for BENCHMARKS.md only.
enum BenchMachine {
    static func describe() -> String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
        let date = ISO8601DateFormatter().string(from: Date())
        return """
            - Machine: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(memory) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)
            - Toolchain: \(swiftVersion())
            - Date: \(date)
            """
    }

    private static func swiftVersion() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "unknown" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}
