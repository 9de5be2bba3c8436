import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The processes below one process, found by their parents rather than by process group: SwiftPM
/// starts a test runner in a group of its own, so killing a `swift test`'s group leaves the runner
/// of a hung suite running.
enum ProcessTree {
    /// Stops `root` and every process below it, then kills them all. Each process is stopped
    /// before its children are listed, so none can start another meanwhile.
    static func killAll(from root: pid_t) {
        var found: [pid_t] = []
        var next = [root]
        while let process = next.popLast() {
            _ = kill(process, SIGSTOP)
            found.append(process)
            next += children(of: process)
        }
        _ = kill(-root, SIGKILL)
        for process in found { _ = kill(process, SIGKILL) }
    }

    /// The processes whose parent is `parent`, from a snapshot of the process table.
    static func children(of parent: pid_t) -> [pid_t] {
        parents().filter { $0.parent == parent }.map(\.process)
    }

    private static func parents() -> [(process: pid_t, parent: pid_t)] {
        #if canImport(Darwin)
            var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL]
            var length = 0
            guard sysctl(&name, u_int(name.count), nil, &length, nil, 0) == 0 else { return [] }
            let stride = MemoryLayout<kinfo_proc>.stride
            // Room for processes started between the two calls.
            var table = [kinfo_proc](repeating: kinfo_proc(), count: length / stride + 16)
            length = table.count * stride
            guard sysctl(&name, u_int(name.count), &table, &length, nil, 0) == 0 else { return [] }
            return table.prefix(length / stride).map { ($0.kp_proc.p_pid, $0.kp_eproc.e_ppid) }
        #else
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { entry in
                guard let process = pid_t(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let nameEnd = stat.lastIndex(of: ")")
                else { return nil }
                // After the name, in brackets and free to hold spaces: the state, then the parent.
                let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
                guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
                return (process, parent)
            }
        #endif
    }
}
