import Foundation
import Testing

@testable import MVXCommand

/// The scratch copy `mvx mutate` builds in: a run cut short must not leave build products that no
/// longer match the files.
@Suite("The scratch copy")
struct ScratchPackageTests {
    @Test(
        "A run notes its edits, even in a package never copied before; the next run after one cut short dates every file anew"
    )
    func interruptedRun() throws {
        let package = PackageCopy.newFolder("mvx-scratch")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(
            at: package.appending(path: "Sources/A"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(
            to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try "let a = 1\n".write(to: package.appending(path: "Sources/A/A.swift"), atomically: true, encoding: .utf8)
        let scratch = ScratchPackage(packageRoot: package, folder: ".build-mutate/package")
        let marker = package.appending(path: ".build-mutate/package.editing").path
        try scratch.startEdits()
        #expect(FileManager.default.fileExists(atPath: marker))
        try scratch.sync()
        let copy = scratch.root.appending(path: "Sources/A/A.swift").path
        let old = Date(timeIntervalSince1970: 0)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: copy)

        // Cut short: the marker stays, and the next run gives the copy's files a new date.
        try scratch.startEdits()
        let date = try FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date
        #expect(date.map { $0 > old } == true)

        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: copy)
        scratch.finishEdits()
        #expect(!FileManager.default.fileExists(atPath: marker))
        try scratch.startEdits()
        let kept = try FileManager.default.attributesOfItem(atPath: copy)[.modificationDate] as? Date
        #expect(kept == old, "after a run that finished, the files keep their dates")
    }
}
