import Foundation

/// The machine, toolchain and date a benchmark ran on, for BENCHMARKS.md only.
enum BenchMachine {
    /// The processor's name: `machdep.cpu.brand_string` on Darwin, /proc/cpuinfo on Linux.
    private static func cpuName() -> String? {
        #if canImport(Darwin)
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var name = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &name, &size, nil, 0) == 0 else { return nil }
            return String(cString: name)
        #else
            return (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
                .split(separator: "\n").first { $0.hasPrefix("model name") }?
                .split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
        #endif
    }

    static func describe() -> String {
        let cpu = cpuName() ?? "unknown CPU"
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
