import Foundation
import LabTestSupport
import SourceReading
import Testing

/// One MVP across the screens: a row's taps reach its screen's presenter through a protocol the
/// presenter adopts (003's `PresentDelegate`), never through the presenter's own type, so that the
/// report counts each presenter as rendered by the one view that owns it.
@Suite("MVP keeps one shape")
struct MVPShapeTests {
    private static let packageRoot = Roots.lesson

    @Test("No MVP cell names the presenter its screen's view controller makes")
    func cellsNameNoListPresenter() throws {
        let files = try PackageSources.load(packageRoot: Self.packageRoot, targets: ["MVP"])
        var checked = 0
        for screen in Set(files.map(\.screen)) where !screen.isEmpty {
            let inScreen = files.filter { $0.screen == screen }
            let presenters = Set(
                inScreen.filter { $0.folder == "Presenter" }.flatMap { $0.declarations.filter { $0.kind == .class } }
                    .map(\.name))
            // The presenters a view controller makes: `CartPresenter(apiManager:)`.
            let made = Set(
                inScreen.filter { $0.fileName.hasSuffix("ViewController.swift") }.flatMap { file in
                    file.tokens.indices.dropLast().filter { file.tokens[$0 + 1].text == "(" }.map {
                        file.tokens[$0].text
                    }
                }
            ).intersection(presenters)
            for cell in inScreen where cell.folder == "View" && cell.fileName.hasSuffix("Cell.swift") {
                let named = Set(cell.tokens.map(\.text)).intersection(made)
                #expect(named.isEmpty, "\(cell.path) names \(named.sorted()), which its view controller makes")
                checked += 1
            }
        }
        #expect(checked >= 5, "the MVP cells were found")
    }
}
