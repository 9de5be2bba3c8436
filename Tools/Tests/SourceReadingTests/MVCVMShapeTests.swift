import Foundation
import LabTestSupport
import SourceReading
import Testing

/// One MVCVM across the screens: a row that changes on its own is an observable row view model,
/// observed by a controller of its cell (the profile's `BlogCellController`, the friend lists'
/// `UserCellController`), so that no list redraws a single row by comparing its rows with a copy.
@Suite("MVCVM keeps one shape")
struct MVCVMShapeTests {
    private static let packageRoot = Roots.lesson

    @Test("A screen that redraws one row has observable row view models and a controller per cell")
    func oneRowThroughItsCellController() throws {
        let files = try PackageSources.load(packageRoot: Self.packageRoot, targets: ["MVCVM"])
        var checked = 0
        for screen in Set(files.map(\.screen)) where !screen.isEmpty {
            let inScreen = files.filter { $0.screen == screen }
            let reloadsOneRow = inScreen.contains { file in
                file.folder == "Controller" && file.tokens.contains { $0.text == "reloadRows" }
            }
            let rowTypes = inScreen.filter {
                $0.folder == "ViewModel"
                    && ($0.fileName.hasSuffix("ItemViewModel.swift")
                        || $0.fileName.hasSuffix("CellViewModel.swift"))
            }.flatMap(\.declarations).filter { [.class, .struct].contains($0.kind) }
            let cellControllers = inScreen.filter {
                $0.folder == "Controller" && $0.fileName.hasSuffix("CellController.swift")
            }
            guard reloadsOneRow else { continue }
            checked += 1
            #expect(!cellControllers.isEmpty, "\(screen) reloads one row without a controller per cell")
            for row in rowTypes {
                #expect(row.kind == .class, "\(screen)'s \(row.name) is a value: no cell's controller can observe it")
            }
        }
        #expect(checked >= 1, "the MVCVM screens that reload one row were found")
    }
}
