import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// 004's claims on the goods home page can come out each way: each is checked against small
/// made-up goods screens of 004's shape whose types name what crosses its thresholds.
@Suite("004's claims on the goods can fail")
struct GoodsClaimTests {
    private static let model = SourceFile(
        path: "Sources/Shared/Model/Goods.swift", target: "Shared", folder: "Model",
        text: "public struct Goods {\n    public let expressType: Int\n}")

    /// A goods screen from `Layer/File: text` entries, each a whole file, in an architecture that
    /// plays binding, or the roles given.
    private func screen(
        _ files: [String: String], name: String = "M", roles: [ArchitectureDeclaration.ClaimRole] = [.binding]
    ) -> ArchitectureAnalysis {
        let sources = files.sorted { $0.key < $1.key }.map { key, text in
            let parts = key.split(separator: "/").map(String.init)
            return SourceFile(
                path: "Sources/\(name)/Goods/\(parts[0])/\(parts[1]).swift", target: name, screen: "Goods",
                folder: parts[0], text: "import Shared\n" + text)
        }
        let declaration = ArchitectureDeclaration(
            summary: "", layers: ["Scene", "ViewModel", "Controller", "View"].map { .init(name: $0, role: "") },
            logicLayers: ["ViewModel"], viewLayers: ["View"], sceneLayer: "Scene", rules: [],
            claimRoles: roles, bindingTool: [], dataServices: [])
        let all = [Self.model] + sources
        return ArchitectureAnalysis(
            name: name, declaration: declaration, files: all, graph: TypeGraph(files: all), screen: "Goods")
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
        let binder = screen(
            kept.merging(["Controller/Binder": "final class Binder {\n    var goods: Goods?\n}"]) { $1 })
        #expect(verdict(source, binder) == .doesNotHold, "a controller that binds is a controller")
        let both = GoodsClaims.evaluate(screens: [
            "Goods": [
                screen(kept),
                screen(
                    kept.merging(["Controller/Binder": "final class Binder {\n    var goods: Goods?\n}"]) { $1 },
                    name: "B"),
            ]
        ]).first { $0.source == source }
        #expect(both?.verdict == .differs)
        #expect(both?.perArchitecture == [.init("M", .holds), .init("B", .doesNotHold)])
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

    @Test("The freight logic in the view model holds; the cell or the controller reading expressType does not")
    func freightInViewModel() {
        let source = "004, 商品首頁: freightExplain"
        let item =
            "public final class Item {\n    public private(set) var goods: Goods? = nil\n    public var freightExplain: String { goods?.expressType == 0 ? \"包邮\" : \"运费待议\" }\n}"
        let inItem = changed("ViewModel/Item", item)
        #expect(verdict(source, inItem) == .holds)
        let inCell = screen(
            kept.merging([
                "View/Cell":
                    "final class Cell {\n    var item: Item?\n    var text: String { item?.goods?.expressType == 0 ? \"包邮\" : \"\" }\n}"
            ]) { _, new in new })
        #expect(verdict(source, inCell) == .doesNotHold)
        let inController = screen(
            kept.merging([
                "ViewModel/Item": item,
                "Scene/Controller":
                    "final class Controller {\n    let item = Item()\n    var fee: Bool { item.goods?.expressType == 1 }\n}",
            ]) { _, new in new })
        #expect(verdict(source, inController) == .doesNotHold)
        #expect(verdict(source, screen(kept)) == .notTestedHere, "nothing reads expressType")
        let claim = GoodsClaims.evaluate(screens: [
            "Goods": [
                inItem,
                screen(
                    [
                        "View/Cell":
                            "final class Cell {\n    var goods: Goods?\n    var text: String { goods?.expressType == 0 ? \"包邮\" : \"\" }\n}"
                    ], name: "Massive", roles: []),
            ]
        ]).first { $0.source == source }
        #expect(claim?.why.contains("Massive's Cell writes the logic in the cell") == true)
    }

    @Test("Loading through blocks holds at 90% of the observed version's code or less, partly under it, not above")
    func loadCallbacksSaveCode() {
        let source = "004, 商品首頁: block回調"
        /// A view model of `own` code lines (its file's import included) whose one member the scene
        /// names in `uses` statements.
        func version(_ name: String, own: Int, uses: Int, roles: [ArchitectureDeclaration.ClaimRole] = [.binding])
            -> ArchitectureAnalysis
        {
            let body = (0..<(own - 4)).map { "    private var x\($0) = 0" }.joined(separator: "\n")
            let calls = (0..<uses).map { _ in "        model.loadData()" }.joined(separator: "\n")
            return screen(
                [
                    "ViewModel/GoodsViewModel":
                        "public final class GoodsViewModel {\n\(body)\n    public func loadData() {}\n}",
                    "Scene/Controller":
                        "final class Controller {\n    let model = GoodsViewModel()\n    func start() {\n\(calls)\n    }\n}",
                ], name: name, roles: roles)
        }
        func verdict(callbacks: ArchitectureAnalysis, observed: ArchitectureAnalysis) -> Claim.Verdict? {
            GoodsClaims.evaluate(screens: ["Goods": [callbacks, observed]]).first { $0.source == source }?.verdict
        }
        let observed = version("Observed", own: 100, uses: 100)
        #expect(
            verdict(
                callbacks: version("Blocks", own: 80, uses: 100, roles: [.binding, .loadCallbacks]), observed: observed)
                == .holds)
        #expect(
            verdict(
                callbacks: version("Blocks", own: 100, uses: 90, roles: [.binding, .loadCallbacks]), observed: observed)
                == .partly)
        #expect(
            verdict(
                callbacks: version("Blocks", own: 100, uses: 100, roles: [.binding, .loadCallbacks]), observed: observed
            ) == .doesNotHold)
        let claim = GoodsClaims.evaluate(screens: [
            "Goods": [version("Blocks", own: 80, uses: 100, roles: [.binding, .loadCallbacks]), observed]
        ]).first { $0.source == source }
        #expect(
            claim?.figure.contains("Blocks 80 + 100 = 180 code lines (the view model, then its use in 1 files)") == true
        )
        #expect(
            GoodsClaims.evaluate(screens: ["Goods": [observed]]).first { $0.source == source }?.verdict
                == .notTestedHere, "no version loads through blocks")
    }

    @Test("Without an architecture that plays binding, each claim is untested")
    func untested() {
        #expect(GoodsClaims.evaluate(screens: [:]).allSatisfy { $0.verdict == .notTestedHere })
    }
}
