import Foundation
import Testing

@testable import MVXCommand

@Suite("Killing a hung command")
struct ProcessTreeTests {
    @Test("Killing a command kills the processes it started in process groups of their own")
    func killsTheProcessesBelow() throws {
        let process = Process()
        process.executableURL = URL(filePath: "/bin/sh")
        // perl: on macOS and in every Debian, and able to leave its parent's process group, as
        // SwiftPM's test runner does.
        let runner = "$| = 1; setpgrp(0, 0); print qq(started\\n); sleep 30; print qq(survived\\n)"
        process.arguments = ["-c", "perl -e '\(runner)' & wait"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        try? output.fileHandleForWriting.close()
        var text = ""
        while !text.contains("started\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        #expect(ProcessTree.children(of: process.processIdentifier).count == 1)

        ProcessTree.killAll(from: process.processIdentifier)
        process.waitUntilExit()
        text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text == "started\n", "the end of the pipe comes when its last writer dies")
    }
}
