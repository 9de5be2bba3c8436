import Catalog
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
}
