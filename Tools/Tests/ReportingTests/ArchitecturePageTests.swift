import Testing

@testable import Reporting

@Suite("An architecture's page")
struct ArchitecturePageTests {
    @Test(
        "A type reads by its own name; code outside any type by its file's, whole",
        arguments: [
            ("TEA.CartEffects", "CartEffects"),
            ("Shared.UserAPIManager", "UserAPIManager"),
            ("TEA.Result+Answer.swift (top level)", "Result+Answer.swift (top level)"),
            ("MVC.LMDataSource.swift (top level)", "LMDataSource.swift (top level)"),
        ])
    func shortNames(id: String, name: String) {
        #expect(ArchitecturePage.short(id) == name)
    }
}
