import Catalog
import Foundation
import LabTestSupport
import Scenario
import SourceReading
import Testing

/// 002 names its layout numbers (`kJBMessageCellTopMargin`, …); every version names them in its
/// own place, so that no version reads cleaner, or dirtier, for a reason that is not its
/// architecture.
@Suite("002's layout constants")
struct MessagesLayoutConstantsTests {
    private static let packageRoot = Roots.lesson

    @Test("Every version's message layout uses named constants, not bare numbers")
    func namedConstants() throws {
        let architectures = ArchitectureCatalog.all.filter { $0.builds(.messages) }.map(\.name)
        let files = try PackageSources.load(packageRoot: Self.packageRoot, targets: architectures)
        let layouts = files.filter { $0.screen == "Messages" && $0.tokens.contains { $0.text == "CGRect" } }
        #expect(Set(layouts.map(\.target)) == Set(architectures), "one layout per version")
        for file in layouts {
            // A constant's declaration holds its number, and a font its size.
            let declarations = Set(file.tokens.filter { $0.text == "static" || $0.text == "ofSize" }.map(\.line))
            let bare = file.tokens.filter {
                $0.kind == .number && !declarations.contains($0.line) && !["0", "2", "4"].contains($0.text)
            }
            #expect(bare.isEmpty, "\(file.path): \(bare.map { "\($0.text) on line \($0.line)" })")
        }
    }
}
