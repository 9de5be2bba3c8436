import Foundation
import SourceReading

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// Runs a command in a process group of its own, with its output in a file and a time limit: on
/// time-out the group and every process below the command are killed, so a `swift test` that hangs
/// takes its test runner with it. Foundation's `Process` cannot start a process group, hence
/// `posix_spawn`.
enum ChildProcess {
    enum Outcome: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        /// `stop` said so before the command ended: killed on purpose.
        case stopped
    }

    /// Runs `arguments` (the first found on `PATH`) in `directory`, writing stdout and stderr to `log`;
    /// `stop`, asked every millisecond, ends the command early when it says so.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
        log: URL, timeout: Duration, stop: (() -> Bool)? = nil
    ) throws(LabError) -> Outcome {
        let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
        #if canImport(Darwin)
            var fileActions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var fileActions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        defer {
            posix_spawn_file_actions_destroy(&fileActions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_init(&fileActions)
        posix_spawn_file_actions_addopen(&fileActions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        posix_spawnattr_init(&attributes)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &fileActions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw LabError("cannot start \(arguments.joined(separator: " ")): \(String(cString: strerror(spawned)))")
        }

        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { throw LabError("lost the child process \(pid)") }
            if ContinuousClock.now >= deadline {
                ProcessTree.killAll(from: pid)
                _ = waitpid(pid, &status, 0)
                return .timedOut
            }
            if let stop, stop() {
                ProcessTree.killAll(from: pid)
                _ = waitpid(pid, &status, 0)
                return .stopped
            }
            usleep(1_000)
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
