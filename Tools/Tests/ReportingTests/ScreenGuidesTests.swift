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

    @Test("The tour's part is the page whose links reach most of the screen's files")
    func tour() {
        let parts = [
            (
                path: "docs/tour/A.md",
                text: "# One like in every architecture\n\n[c](../../Sources/MVC/Profile/Z.swift)\n"
            ),
            (
                path: "docs/tour/B.md",
                text: "# One \"+\" in every architecture\n\n[d](../../Sources/MVC/Cart/X.swift#L3)\n"
                    + "[e](../../Sources/MVP/Cart/Y.swift)\n"
            ),
        ]
        #expect(
            ScreenGuides.tour(parts, screen: "Cart")
                == ScreenGuides.TourPart(path: "docs/tour/B.md", title: "One \"+\" in every architecture"))
        #expect(ScreenGuides.tour(parts, screen: "Profile")?.path == "docs/tour/A.md")
        #expect(ScreenGuides.tour(parts, screen: "Goods") == nil)
        let drawn = ScreenGuides.tour(
            [
                (
                    path: "docs/tour/A.md",
                    text: "# One like\n\n[c](../../Sources/MVC/Profile/Z.swift)\n\n## MVC: the cell\n\nText.\n\n"
                        + "```mermaid\nflowchart LR\n    A --> B\n```\n\n## MVP: no diagram\n\nText.\n"
                )
            ], screen: "Profile")
        #expect(drawn?.diagrams == ["MVC": ["```mermaid", "flowchart LR", "    A --> B", "```"]])
    }
}
