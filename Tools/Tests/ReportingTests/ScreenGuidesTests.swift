import Reporting
import Testing

/// A screen's page links the contract's section and the tour's part for it, found from the texts.
@Suite("Screen guides")
struct ScreenGuidesTests {
    @Test("The contract's section is the one holding most of the ids the screen's specs name")
    func contract() {
        let scenario =
            "# S\n\n## Cart (003)\n\n- [cart.total] a\n- [cart.add] b\n\n## Rows that move\n\n- [rows.like] c\n"
        let specs = ["    /// Contract: cart.total, rows.like\n    @Test func a() {}\n", "/// Contract: cart.add\n"]
        #expect(ScreenGuides.contract(scenario: scenario, specs: specs) == "Cart (003)")
        #expect(ScreenGuides.contract(scenario: scenario, specs: ["/// Contract: rows.like"]) == "Rows that move")
        #expect(ScreenGuides.contract(scenario: scenario, specs: []) == nil)
    }

    @Test("The tour's part is the traced action whose links reach most of the screen's files")
    func tour() {
        let tour = """
            # Tour

            ## What to notice

            [a](../Sources/MVC/Cart/X.swift) [b](../Sources/MVP/Cart/Y.swift)

            ## One like in every architecture

            [c](../Sources/MVC/Profile/Z.swift)

            ## One "+" in every architecture

            [d](../Sources/MVC/Cart/X.swift#L3)
            """
        #expect(ScreenGuides.tour(tour, screen: "Cart") == "One \"+\" in every architecture")
        #expect(ScreenGuides.tour(tour, screen: "Profile") == "One like in every architecture")
        #expect(ScreenGuides.tour(tour, screen: "Goods") == nil)
    }
}
