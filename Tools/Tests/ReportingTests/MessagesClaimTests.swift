import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// 002's claims, measured on the system messages, can come out each way: each is checked against
/// small made-up screens of 002's shape whose types name what crosses its thresholds.
@Suite("002's claims on the messages can fail")
struct MessagesClaimTests {
    private static let shared = [
        SourceFile(
            path: "Sources/Shared/Model/Message.swift", target: "Shared", folder: "Model",
            text: "public struct Message {}"),
        SourceFile(
            path: "Sources/Shared/API/MessageAPI.swift", target: "Shared", folder: "API",
            text: "public protocol MessageAPI {}"),
        SourceFile(
            path: "Sources/HeadlessUIKit/Views/UIFont.swift", target: "HeadlessUIKit", folder: "Views",
            text: "public final class UIFont {}"),
    ]

    /// A messages screen of 002's shape from `Layer/File: text` entries, each a whole file, with
    /// `Service` declared as its DataService.
    private func screen(
        _ files: [String: String], roles: [ArchitectureDeclaration.ClaimRole] = [.dataService], name: String = "M"
    ) -> ArchitectureAnalysis {
        let sources = files.sorted { $0.key < $1.key }.map { key, text in
            let parts = key.split(separator: "/").map(String.init)
            return SourceFile(
                path: "Sources/\(name)/Messages/\(parts[0])/\(parts[1]).swift", target: name, screen: "Messages",
                folder: parts[0], text: "import HeadlessUIKit\nimport Shared\n" + text)
        }
        let declaration = ArchitectureDeclaration(
            summary: "", layers: ["Scene", "ViewModel", "View"].map { .init(name: $0, role: "") },
            logicLayers: ["ViewModel"], viewLayers: ["View"], sceneLayer: "Scene", rules: [], claimRoles: roles,
            bindingTool: [], dataServices: ["Service"])
        let all = Self.shared + sources
        return ArchitectureAnalysis(
            name: name, declaration: declaration, files: all, graph: TypeGraph(files: all), screen: "Messages")
    }

    /// 002's shape kept: a glue controller, a DataService over frame models that read the message.
    private let kept = [
        "Scene/Controller": "final class Controller {\n    let service = Service()\n    let cell = Cell()\n}",
        "ViewModel/Service":
            "public final class Service {\n    public private(set) var array: [FrameModel] = []\n    let api: (any MessageAPI)? = nil\n    func make() { _ = FrameModel() }\n}",
        "ViewModel/FrameModel": "public struct FrameModel {\n    let message: Message? = nil\n}",
        "View/Cell": "final class Cell {}",
    ]

    private func verdict(
        _ source: String, _ analyses: [ArchitectureAnalysis], testability: [ArchitectureTestability] = []
    ) -> Claim.Verdict? {
        MessagesClaims.evaluate(screens: ["Messages": analyses], testability: testability).first {
            $0.source == source
        }?.verdict
    }

    private func changed(_ key: String, _ text: String) -> ArchitectureAnalysis {
        screen(kept.merging([key: text]) { _, new in new })
    }

    @Test("controller真正关心的只是View和DataService: holds, partly, does not hold, not tested here")
    func controllerKnowsViewAndDataService() {
        let source = "002, Controller部分: the controller"
        #expect(verdict(source, [screen(kept)]) == .holds)
        let namesFrameModel =
            "final class Controller {\n    let service = Service()\n    func more(_ model: FrameModel) {}\n}"
        #expect(verdict(source, [changed("Scene/Controller", namesFrameModel)]) == .partly)
        let namesMessage = "final class Controller {\n    let service = Service()\n    func more(_ m: Message) {}\n}"
        #expect(verdict(source, [changed("Scene/Controller", namesMessage)]) == .doesNotHold)
        #expect(verdict(source, [screen(kept, roles: [.binding])]) == .notTestedHere)
    }

    @Test("dataService关心的只是ViewModel: holds, partly, does not hold")
    func dataServiceKnowsViewModels() {
        let source = "002, Controller部分: the DataService"
        #expect(verdict(source, [screen(kept)]) == .holds)
        let readsMessage =
            "public final class Service {\n    public private(set) var array: [FrameModel] = []\n    func make(_ m: Message) {}\n}"
        #expect(verdict(source, [changed("ViewModel/Service", readsMessage)]) == .partly)
        let namesCell =
            "public final class Service {\n    public private(set) var array: [FrameModel] = []\n    var cell: Cell?\n}"
        #expect(verdict(source, [changed("ViewModel/Service", namesCell)]) == .doesNotHold)
    }

    @Test("ViewModel关心的只是Model层数据结构: holds, partly, does not hold")
    func viewModelKnowsModel() {
        let source = "002, Controller部分: the view model"
        #expect(verdict(source, [screen(kept)]) == .holds)
        let measures = "public struct FrameModel {\n    let message: Message? = nil\n    let font = UIFont()\n}"
        #expect(verdict(source, [changed("ViewModel/FrameModel", measures)]) == .partly)
        let namesService = "public struct FrameModel {\n    let message: Message? = nil\n    var service: Service?\n}"
        #expect(verdict(source, [changed("ViewModel/FrameModel", namesService)]) == .doesNotHold)
    }

    @Test("systemMessageArray 加上readonly: holds, partly, does not hold, not tested here")
    func dataServiceArrayReadOnly() {
        let source = "002, DataService部分: readonly"
        #expect(verdict(source, [screen(kept)]) == .holds)
        let objects =
            "public final class FrameModel {\n    public var isShowMore = false\n    let message: Message? = nil\n}"
        #expect(verdict(source, [changed("ViewModel/FrameModel", objects)]) == .partly)
        let settable = "public final class Service {\n    public var array: [FrameModel] = []\n}"
        #expect(verdict(source, [changed("ViewModel/Service", settable)]) == .doesNotHold)
        let noArray = "public final class Service {\n    public func count() -> Int { 0 }\n}"
        #expect(verdict(source, [changed("ViewModel/Service", noArray)]) == .notTestedHere)
    }

    @Test("各个模块解耦并可单独测试: holds, partly, does not hold, not tested here, against a contrast without a DataService")
    func partsTestedAlone() {
        let source = "002, 引入DataService: 单独测试"
        let cases = LogicCase.all.filter { $0.screen == "Messages" }
        func tests(
            _ architecture: String = "M", kitFree: Int, building: [String] = ["Service"], tested: Int? = nil
        ) -> ArchitectureTestability {
            var seen = 0
            return ArchitectureTestability(
                architecture: architecture,
                costs: LogicCase.all.map { logicCase in
                    guard logicCase.screen == "Messages" else { return nil }
                    seen += 1
                    guard seen <= (tested ?? cases.count) else { return nil }
                    return UnitTestCost(
                        caseId: logicCase.title, place: "T.swift:1", codeLines: 5,
                        kitTypes: seen <= kitFree ? [] : ["UITableView"], objectsBuilt: building)
                })
        }
        let analysis = [screen(kept), screen(kept, roles: [.mvc], name: "C")]
        func judged(_ service: ArchitectureTestability, contrast: Int) -> Claim.Verdict? {
            verdict(source, analysis, testability: [service, tests("C", kitFree: contrast)])
        }
        #expect(judged(tests(kitFree: cases.count), contrast: 1) == .holds)
        #expect(
            judged(tests(kitFree: cases.count), contrast: cases.count) == .partly,
            "the contrast tests every case alone too: the DataService is not what buys it")
        #expect(judged(tests(kitFree: 1), contrast: 0) == .doesNotHold)
        #expect(judged(tests(kitFree: 0), contrast: 0) == .doesNotHold)
        #expect(judged(tests(kitFree: cases.count, building: ["Controller"]), contrast: 0) == .doesNotHold)
        #expect(judged(tests(kitFree: cases.count, tested: 1), contrast: 0) == .notTestedHere)
        #expect(verdict(source, [screen(kept)], testability: [tests(kitFree: cases.count)]) == .notTestedHere)
    }
}
