/// A claim of the seed articles, in their words, with the figure that tests it and a verdict.
public struct Claim: Codable, Equatable, Sendable {
    /// What the figure says about the claim.
    public enum Verdict: String, Codable, Sendable {
        case holds, partly
        case doesNotHold = "does not hold"
        case notTestedHere = "not tested here"
    }

    public let source: String
    public let quote: String
    public let gloss: String
    public let figure: String
    public let verdict: Verdict
    public let why: String

    /// Checks each claim against the figures. An architecture the claim does not mention (or
    /// that is missing) makes the claim untestable rather than wrong.
    static func evaluate(
        analyses: [ArchitectureAnalysis], testability: [ArchitectureTestability], objectsPerRow: [Double]
    ) -> [Claim] {
        let byName = Dictionary(uniqueKeysWithValues: analyses.map { ($0.name, $0) })
        guard let mvc = byName["MVC"], let mvp = byName["MVP"], let mvvm = byName["MVVM"] else { return [] }
        let perRow = Dictionary(uniqueKeysWithValues: zip(analyses.map(\.name), objectsPerRow))
        let baseline = byName["MassiveMVC"].map { [controllerDisappears($0, mvc), viewBoundToModel($0)] } ?? []
        return baseline + [
            filesAndClasses(mvc, mvp, mvvm), bindingSavesCode(mvp, mvvm), mvcViewsIsolated(mvc),
            logicTestable(Dictionary(uniqueKeysWithValues: testability.map { ($0.architecture, $0) })),
            oneToOne(mvp, mvvm),
            bindingMemory(mvp: perRow["MVP"] ?? 0, mvvm: perRow["MVVM"] ?? 0, mvc: perRow["MVC"] ?? 0),
        ]
    }

    private static func ratio(_ value: Int, _ base: Int) -> String {
        base == 0 ? "–" : String(Markdown.decimal(Double(value) / Double(base))) + "×"
    }

    private static func controllerDisappears(_ baseline: ArchitectureAnalysis, _ mvc: ArchitectureAnalysis) -> Claim {
        let logicLayers = baseline.layerNames.filter { Layer.logic.contains($0) }
        let scene = baseline.layerNames.firstIndex(of: "Scene")
        func sceneEdges(to layer: String) -> Int {
            baseline.matrix[safe: scene]?[safe: baseline.matrixColumns.firstIndex(of: layer)] ?? 0
        }
        let verdict: Verdict = logicLayers.isEmpty && sceneEdges(to: Layer.model) > 0 ? .holds : .doesNotHold
        return Claim(
            source: "000, MVC之消失的C层",
            quote:
                "每个MV之间并没有一个连接层C, 本来应该分散到各个C层处理的逻辑全部被打包丢到了Scene这一个地方处理, 也就是M-C-V变成了MM...-Scene-...VV, C层就这样莫名其妙的消失了.",
            gloss:
                "No C connects each M to its V: the logic that belongs in several C layers is all dumped into the one Scene, so M-C-V becomes MM…-Scene-…VV and the C layer vanishes.",
            figure:
                "MassiveMVC layers: \(baseline.layerNames.joined(separator: ", ")); its Scene names \(sceneEdges(to: Layer.model)) model, \(sceneEdges(to: Layer.api)) API and \(sceneEdges(to: Layer.uiKit)) UI kit types; largest type \(baseline.largestType) with \(baseline.largestTypeCode) code lines against MVC's \(mvc.largestType) with \(mvc.largestTypeCode)",
            verdict: verdict,
            why: verdict == .holds
                ? "the baseline has no controller, presenter or view-model layer: one scene type talks to the model, the API and the kit directly, and it is \(Markdown.decimal(Double(baseline.largestTypeCode) / Double(max(mvc.largestTypeCode, 1))))× the size of MVC's largest type"
                : "the baseline has a layer between its models and its views")
    }

    private static func viewBoundToModel(_ baseline: ArchitectureAnalysis) -> Claim {
        let findings = baseline.rules.filter { $0.rule.mustNotName.contains(Layer.model) }.flatMap(\.findings)
        return Claim(
            source: "000, MVC之消失的C层",
            quote: "作为V的两个cell直接耦合了M(blog/draft), 这意味着这两个V的输入被绑死到了相应的M上, 复用无从谈起.",
            gloss:
                "The two cells, which are V, are coupled to M (blog, draft) directly: their input is tied to those models, so reusing them is out of the question.",
            figure:
                "MassiveMVC view → model dependencies: \(findings.count) (\(findings.map { $0.split(separator: " ").suffix(3).joined(separator: " ") }.joined(separator: "; ")))",
            verdict: findings.isEmpty ? .doesNotHold : .holds,
            why: findings.isEmpty
                ? "no view names a model type"
                : "each cell names its model type, the breach MVC's rule forbids and the three proper versions avoid")
    }

    private static func filesAndClasses(
        _ mvc: ArchitectureAnalysis, _ mvp: ArchitectureAnalysis, _ mvvm: ArchitectureAnalysis
    ) -> Claim {
        let ratios = [mvp, mvvm].flatMap {
            [
                Double($0.total.files) / Double(max(mvc.total.files, 1)),
                Double($0.total.types) / Double(max(mvc.total.types, 1)),
            ]
        }
        let figure =
            [mvc, mvp, mvvm].map { "\($0.name) \($0.total.files) files, \($0.total.types) types" }.joined(
                separator: "; ")
            + " (MVP \(ratio(mvp.total.files, mvc.total.files)) files, \(ratio(mvp.total.types, mvc.total.types)) types; MVVM \(ratio(mvvm.total.files, mvc.total.files)) files, \(ratio(mvvm.total.types, mvc.total.types)) types of MVC)"
        let verdict: Verdict =
            ratios.allSatisfy { $0 >= 2 } ? .holds : ratios.allSatisfy { $0 > 1 } ? .partly : .doesNotHold
        let why: String =
            switch verdict {
            case .holds: "both layered versions have at least twice MVC's files and types"
            case .partly:
                "the layered versions have more files and types than MVC, but not twice as many: MVC's helpers and cells are already split per module as the seed's own MVC is"
            default: "a layered version has no more files or types than MVC"
            }
        return Claim(
            source: "000, summary 4", quote: "MVP和MVVM因为分层所以会建立MVC两倍以上的文件类, 需要良好的代码管理方式.",
            gloss: "Because they are layered, MVP and MVVM create more than twice the files and classes of MVC.",
            figure: figure, verdict: verdict, why: why)
    }

    private static func bindingSavesCode(_ mvp: ArchitectureAnalysis, _ mvvm: ArchitectureAnalysis) -> Claim {
        let saved = mvp.total.lines.code - mvvm.total.lines.code
        let verdict: Verdict = saved > 0 ? .holds : .doesNotHold
        return Claim(
            source: "000, summary 3", quote: "MVVM作为集大成者, 通过数据绑定做数据更新, 减少了大量的代码工作",
            gloss:
                "MVVM updates the views through data binding, which saves a great deal of code (compared with MVP's callbacks).",
            figure:
                "code lines: MVP \(mvp.total.lines.code), MVVM \(mvvm.total.lines.code) (functions: MVP \(mvp.total.functions), MVVM \(mvvm.total.functions))",
            verdict: verdict,
            why: saved > 0
                ? "MVVM needs \(saved) fewer code lines than MVP (\(percent(Double(saved) / Double(max(mvp.total.lines.code, 1)))) of MVP), its binding tool included"
                : "MVVM needs \(-saved) more code lines than MVP: on this screen the binding tool and the observable state cost more than the callbacks they replace"
        )
    }

    private static func mvcViewsIsolated(_ mvc: ArchitectureAnalysis) -> Claim {
        func edges(to layer: String) -> Int {
            mvc.matrix[safe: mvc.layerNames.firstIndex(of: "View")]?[safe: mvc.matrixColumns.firstIndex(of: layer)] ?? 0
        }
        let toModel = edges(to: Layer.model)
        let toController = edges(to: "Controller")
        let toAPI = edges(to: Layer.api)
        let verdict: Verdict = toModel == 0 && toController == 0 ? (toAPI == 0 ? .holds : .partly) : .doesNotHold
        let why: String =
            switch verdict {
            case .holds: "MVC's views name no model, controller or API type"
            case .partly:
                "MVC's views name no model or controller type, but BlogCell names the API: the like request sits in the view, the weakness the seed itself admits, so the cell cannot be reused without the server"
            default: "MVC's views name model or controller types"
            }
        return Claim(
            source: "000, MVC section", quote: "三个小模块的V(cell/userInfoView)对外只暴露Set方法, 对M甚至C都是隔离状态, 复用完全没有问题.",
            gloss:
                "The small modules' views (cells, user info view) expose only setters and are isolated from M and even from C, so reusing them is no problem.",
            figure: "MVC View layer names \(toModel) model types, \(toController) controller types, \(toAPI) API types",
            verdict: verdict,
            why: why)
    }

    /// From the unit tests: which logic cases each architecture reaches without the UI kit.
    /// Holds when MVP and MVVM reach every case without the kit and MVC needs it for every like
    /// case (the seed's own example); does not hold when MVP or MVVM need the kit for a like case,
    /// or for more cases than MVC; partly otherwise; not tested here while a case has no test.
    private static func logicTestable(_ testability: [String: ArchitectureTestability]) -> Claim {
        let quote = "有些业务逻辑(页面跳转/点赞/分享...)是直接散落在V层的, 这意味着我们在测试这些逻辑时, 必须首先生成对应的V … 即我们只用测试P层的逻辑, 不必关心V层的情况."
        let gloss =
            "In MVC some business logic (navigation, like, share) lies in the view layer, so testing it means building the views first; in MVP only the presenters' logic needs testing, with no view involved."
        let likeCases = LogicCase.all.indices.filter { LogicCase.all[$0].id.hasPrefix("like") }
        func likeKitFree(_ t: ArchitectureTestability) -> Int { likeCases.count { t.costs[$0]?.isKitFree == true } }
        let names = ["MassiveMVC", "MVC", "MVP", "MVVM"].filter { testability[$0] != nil }
        let figure =
            "logic cases whose unit test names no UI kit type: "
            + names.map { "\($0) \(testability[$0]!.kitFree)/\(LogicCase.all.count)" }.joined(separator: ", ")
            + "; of the \(likeCases.count) like cases: "
            + names.map { "\($0) \(likeKitFree(testability[$0]!))" }.joined(separator: ", ")
        guard let mvc = testability["MVC"], let mvp = testability["MVP"], let mvvm = testability["MVVM"],
            [mvc, mvp, mvvm].allSatisfy({ $0.tested == LogicCase.all.count })
        else {
            return Claim(
                source: "000, MVC weaknesses and MVP section", quote: quote, gloss: gloss, figure: figure,
                verdict: .notTestedHere,
                why: "MVC, MVP or MVVM has no unit test for some logic case, so there is nothing to compare")
        }
        let verdict: Verdict
        if [mvp, mvvm].contains(where: { likeKitFree($0) < likeCases.count || $0.kitFree < mvc.kitFree }) {
            verdict = .doesNotHold
        } else if mvp.kitFree == LogicCase.all.count && mvvm.kitFree == LogicCase.all.count && likeKitFree(mvc) == 0 {
            verdict = .holds
        } else {
            verdict = .partly
        }
        let why: String
        switch verdict {
        case .holds:
            why =
                "every presenter and view-model test runs with no kit type at all, while each MVC like test has to build a table and tap a cell, because the like request is in BlogCell (threshold: all cases kit-free in MVP and MVVM, no like case kit-free in MVC)"
        case .doesNotHold:
            why = "MVP or MVVM needs the kit for a like case, or for more cases than MVC does"
        default:
            why =
                "MVP and MVVM test the like without the kit, but not every case, or MVC reaches a like case without it too (holds needs all cases kit-free in MVP and MVVM and none of MVC's like cases)"
        }
        return Claim(
            source: "000, MVC weaknesses and MVP section", quote: quote, gloss: gloss, figure: figure, verdict: verdict,
            why: why)
    }

    private static func oneToOne(_ mvp: ArchitectureAnalysis, _ mvvm: ArchitectureAnalysis) -> Claim {
        func viewsPerLogic(_ analysis: ArchitectureAnalysis) -> [(String, Int)] {
            let logic = analysis.types.filter { type in
                ["Presenter", "ViewModel"].contains(type.layer)
                    && (type.name.hasSuffix("Presenter") || type.name.hasSuffix("ViewModel"))
            }
            let views = Set(analysis.types.filter { $0.layer == "View" }.map { "\(analysis.name).\($0.name)" })
            return logic.map { type in
                let id = "\(analysis.name).\(type.name)"
                return (
                    type.name, Set(analysis.edges.filter { $0.to == id && views.contains($0.from) }.map(\.from)).count
                )
            }
        }
        let counts = viewsPerLogic(mvp) + viewsPerLogic(mvvm)
        let oneToOne = counts.filter { $0.1 == 1 }.count
        let verdict: Verdict = oneToOne == counts.count ? .holds : oneToOne > 0 ? .partly : .doesNotHold
        return Claim(
            source: "000, summary 5",
            quote: "在MVP和MVVM中, V和P或者VM之间理论上是多对多的关系 … 但实际开发中P或者VM往往因为耦合了V层的展示逻辑退化成了一对一关系",
            gloss:
                "In theory views and presenters or view models are many-to-many; in practice a P or VM couples to its view's display logic and degrades to one-to-one.",
            figure: "view types naming each presenter / view model: "
                + counts.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
            verdict: verdict,
            why: "\(oneToOne) of \(counts.count) presenters and view models are rendered by exactly one view type"
                + (verdict == .holds ? ": each was written for its one view, as the seed predicts" : ""))
    }

    private static func bindingMemory(mvp: Double, mvvm: Double, mvc: Double) -> Claim {
        Claim(
            source: "003, MVVM 的弊端", quote: "对于过大的项目，数据绑定和数据转化需要花费更多的内存（成本）。",
            gloss: "On large projects, data binding and data conversion cost more memory.",
            figure:
                "objects kept per blog row: MVC \(Markdown.decimal(mvc)), MVP \(Markdown.decimal(mvp)), MVVM \(Markdown.decimal(mvvm)); peak memory and time at 100 to 10 000 rows are in BENCHMARKS.md (`swift run -c release mvx bench --write`), kept out of this file because they vary by machine",
            verdict: mvvm > mvp ? .partly : .notTestedHere,
            why: mvvm > mvp
                ? "MVVM keeps more objects per row than MVP (the observable row view model and its registrar's storage), which points the seed's way; BENCHMARKS.md gives the bytes: MVVM's peak memory against MVC's at 10 000 rows"
                : "the object count does not separate MVVM from MVP; BENCHMARKS.md gives the bytes")
    }
}

func percent(_ share: Double) -> String {
    "\(Int((share * 100).rounded()))%"
}

extension Array {
    subscript(safe index: Int?) -> Element? {
        guard let index, indices.contains(index) else { return nil }
        return self[index]
    }
}
