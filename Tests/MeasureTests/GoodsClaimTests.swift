import Testing

@testable import Measure

/// 004's claims on the goods home page can come out each way: each is checked against small
/// made-up goods screens of 004's shape whose types name what crosses its thresholds.
@Suite("004's claims on the goods can fail")
struct GoodsClaimTests {
    private static let model = SourceFile(
        path: "Sources/Shared/Model/Goods.swift", target: "Shared", folder: "Model", text: "public struct Goods {}")

    /// A goods screen from `Layer/File: text` entries, each a whole file, in an architecture that
    /// plays binding.
    private func screen(_ files: [String: String]) -> ArchitectureAnalysis {
        let sources = files.sorted { $0.key < $1.key }.map { key, text in
            let parts = key.split(separator: "/").map(String.init)
            return SourceFile(
                path: "Sources/M/Goods/\(parts[0])/\(parts[1]).swift", target: "M", screen: "Goods",
                folder: parts[0], text: "import Shared\n" + text)
        }
        let declaration = ArchitectureDeclaration(
            summary: "", layers: ["Scene", "ViewModel", "View"].map { .init(name: $0, role: "") },
            logicLayers: ["ViewModel"], viewLayers: ["View"], sceneLayer: "Scene", rules: [], claimRoles: [.binding],
            bindingTool: [], dataServices: [])
        let all = [Self.model] + sources
        return ArchitectureAnalysis(
            name: "M", declaration: declaration, files: all, graph: TypeGraph(files: all), screen: "Goods")
    }

    /// 004's shape: an item view model that exposes the goods read-only, a cell and a controller
    /// that name only the view model.
    private let kept = [
        "Scene/Controller": "final class Controller {\n    let item = Item()\n    let cell = Cell()\n}",
        "ViewModel/Item":
            "public final class Item {\n    public private(set) var goods: Goods? = nil\n    public var userId: String { \"\" }\n    public var didFail: (() -> Void)?\n}",
        "View/Cell": "final class Cell {\n    var item: Item?\n}",
    ]

    private func verdict(_ source: String, _ analysis: ArchitectureAnalysis) -> Claim.Verdict? {
        GoodsClaims.evaluate(screens: ["Goods": [analysis]]).first { $0.source == source }?.verdict
    }

    private func changed(_ key: String, _ text: String) -> ArchitectureAnalysis {
        screen(kept.merging([key: text]) { _, new in new })
    }

    @Test("The view and the controller naming no model holds, and fails when the cell names the goods")
    func viewNamesNoModel() {
        let source = "004, 商品首頁: view和 view controller 都不能直接引用model"
        #expect(verdict(source, screen(kept)) == .holds)
        #expect(verdict(source, changed("View/Cell", "final class Cell {\n    var goods: Goods?\n}")) == .doesNotHold)
        #expect(
            verdict(source, changed("Scene/Controller", "final class Controller {\n    let goods: Goods? = nil\n}"))
                == .doesNotHold)
    }

    @Test("Exposing the model read-only holds; settable is partly; copying the fields does not hold")
    func itemViewModelExposesModel() {
        let source = "004, 商品首頁: 子視圖模型暴露數據模型"
        #expect(verdict(source, screen(kept)) == .holds)
        #expect(
            verdict(
                source, changed("ViewModel/Item", "public final class Item {\n    public var goods: Goods? = nil\n}"))
                == .partly)
        #expect(
            verdict(
                source,
                changed(
                    "ViewModel/Item",
                    "public final class Item {\n    private let goods: Goods? = nil\n    public var nickName: String { \"\" }\n}"
                )) == .doesNotHold)
    }

    @Test("A view model whose only setter is a callback holds; settable rows do not")
    func viewModelStateReadOnly() {
        let source = "004, 商品首頁: readonly"
        #expect(verdict(source, screen(kept)) == .holds)
        #expect(
            verdict(
                source,
                changed(
                    "ViewModel/Item",
                    "public final class Item {\n    public var rows: [String] = []\n    public var didFail: (() -> Void)?\n}"
                ))
                == .doesNotHold)
    }

    @Test("Without an architecture that plays binding, each claim is untested")
    func untested() {
        #expect(GoodsClaims.evaluate(screens: [:]).allSatisfy { $0.verdict == .notTestedHere })
    }
}
