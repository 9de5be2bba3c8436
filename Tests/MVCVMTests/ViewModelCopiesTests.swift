import Foundation
import Testing

/// MVCVM takes MVVM's view models (the Q&A: "VM层" stays as it is, a controller is added): each
/// view-model file both have is the same file, but where MVVM writes its article's blocks dialect
/// and MVCVM's controllers must observe.
@Suite("MVCVM's view models are MVVM's")
struct ViewModelCopiesTests {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources")

    /// The files that differ, and why.
    private static let differences = [
        "Cart/ViewModel/CartViewModel.swift":
            "MVVM's cart calls its controller back through 003's blocks; MVCVM's is observable, for its controllers to bind",
        "Goods/ViewModel/GoodsViewModel.swift":
            "MVVM's goods load through 004's success and failure blocks; MVCVM's are observable, for its controllers to bind",
    ]

    @Test("Each view model both architectures have is the same file, but for the differences said")
    func sameFiles() throws {
        let manager = FileManager.default
        let mvcvm = Self.sources.appending(path: "MVCVM")
        let files = try #require(manager.enumerator(atPath: mvcvm.path)?.allObjects as? [String])
            .filter { $0.contains("/ViewModel/") && $0.hasSuffix(".swift") }
        var shared = 0
        for file in files {
            guard let theirs = manager.contents(atPath: Self.sources.appending(path: "MVVM/\(file)").path) else {
                continue
            }
            shared += 1
            let ours = try #require(manager.contents(atPath: mvcvm.appending(path: file).path))
            #expect((ours == theirs) == (Self.differences[file] == nil), "\(file)")
        }
        #expect(shared >= 10)
    }
}
