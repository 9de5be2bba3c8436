import Catalog
import Foundation
import Scenario
import Testing

/// `MVX_ARCH` selects architectures by name; a name the catalog does not hold is an error.
@Suite("Architecture selection")
struct ArchitectureCatalogTests {
    @Test("Unset or empty selects every architecture")
    func unsetSelectsAll() throws {
        let all = ArchitectureCatalog.all.map(\.name)
        #expect(try ArchitectureCatalog.selected(by: [:]).map(\.name) == all)
        #expect(try ArchitectureCatalog.selected(by: ["MVX_ARCH": ""]).map(\.name) == all)
        #expect(try ArchitectureCatalog.selected(by: ["MVX_ARCH": " , "]).map(\.name) == all)
    }

    @Test("Names match case-insensitively, in catalog order")
    func namesSelect() throws {
        #expect(try ArchitectureCatalog.selected(by: ["MVX_ARCH": "mvvm, MVC"]).map(\.name) == ["MVC", "MVVM"])
    }

    @Test("A name the catalog does not hold is an error that lists the known ones")
    func typoIsAnError() {
        #expect {
            try ArchitectureCatalog.selected(by: ["MVX_ARCH": "MVC,MVCC"])
        } throws: { error in
            let unknown = error as? UnknownArchitecture
            return unknown?.names == ["MVCC"] && unknown?.description.contains("MassiveMVC, MVC, MVP, MVVM") == true
        }
    }

    @Test("Each architecture builds the screens it has a folder for, and has a folder for each screen it builds")
    func screensMatchFolders() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources")
        for entry in ArchitectureCatalog.all {
            let folders = try FileManager.default.contentsOfDirectory(
                atPath: sources.appending(path: entry.name).path)
            let screens = Screen.allCases.filter { folders.contains($0.rawValue) }
            #expect(entry.screens == screens, "\(entry.name)")
        }
        #expect(
            ArchitectureCatalog.all.contains { $0.screens == Screen.allCases }, "every screen has at least one version")
    }
}
