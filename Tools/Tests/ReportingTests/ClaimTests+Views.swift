import Testing

@testable import ChangeRequests
@testable import Reporting
@testable import SourceReading

/// The claims about views and view controllers: 000's layout-only views, 004's rules.
extension ClaimTests {
    @Test("Layout-only views better: holds, partly (more code, or no reuse gained), does not hold, not tested here")
    func layoutViewsBetter() {
        func verdict(splitView: String, splitExtra: Int = 0, baseView: String = "var model: L?") -> Claim.Verdict? {
            let base = architecture(
                "VM", roles: [.binding], ["Scene/S": "", "View/V": baseView, "Logic/L": lines(60)])
            let split = architecture(
                "VCVM", roles: [.binding, .layoutViews],
                [
                    "Scene/S": "", "View/W": splitView, "Controller/C": "var view: W?\nvar model: L?",
                    "Logic/L": lines(60 + splitExtra),
                ])
            return claim("000, Q&A", [base, split])
        }
        #expect(verdict(splitView: "") == .holds)
        #expect(verdict(splitView: "", splitExtra: 12) == .partly, "reusable views, but more than 10% more code")
        #expect(verdict(splitView: "", baseView: "") == .partly, "the binding version's views were reusable already")
        #expect(verdict(splitView: "var model: L?") == .doesNotHold)
        let base = architecture("VM", roles: [.binding], ["View/V": "var model: L?", "Logic/L": lines(10)])
        let copy = architecture(
            "VCVM", roles: [.binding, .layoutViews],
            ["View/W": "", "Controller/C": lines(5), "Logic/L": "// a comment of its own\n" + lines(10)],
            copies: base, originalTypes: ["View/V": "var model: L?", "Logic/L": lines(10)])
        #expect(copy.copiedFiles == ["Sources/VCVM/Logic/L.swift"], "the same code, whatever the comments")
        #expect(copy.copiedCode == 13)
        #expect(
            Claim.evaluate(screens: ["Profile": [base, copy]], testability: [], objectsPerRow: [1, 1])
                .first { $0.source == "000, Q&A" }?.figure.contains("13 of them in 1 files copied unchanged from VM")
                == true)
        #expect(
            claim("000, Q&A", [architecture("VM", roles: [.binding], ["View/V": "", "Logic/L": ""])]) == .notTestedHere)
        // Given each architecture over all its screens, the claim is measured on all of them, not the profile.
        let wide = Claim.evaluate(
            screens: ["Profile": [base, copy], "Cart": [base, copy]], testability: [], objectsPerRow: [1, 1],
            whole: [base, copy]
        ).first { $0.source == "000, Q&A" }
        #expect(wide?.screens == ["Profile", "Cart"])
    }

    private func loginClaim(_ source: String, _ analyses: [ArchitectureAnalysis]) -> Claim? {
        Claim.evaluate(screens: ["Login": analyses], testability: [], objectsPerRow: []).first { $0.source == source }
    }

    @Test("004, 视图控制器不要做的事: the view controller's declared rule holds, is broken, or is not declared")
    func controllerDoesNotLogIn() {
        func binding(_ name: String, scene: String, declares: Bool = true) -> ArchitectureAnalysis {
            let files = sourceFiles(name, ["Scene/S": scene, "Logic/L": "func login() { api.login(mobilePhone: p) }"])
            let rule = LayerRule(
                quote: "视图控制器不要做的事", layer: "Scene", mustNotName: [],
                mustNotCall: ["login(mobilePhone:", "fetchAvatarUrlString"], isSeedWeakness: false)
            let declaration = ArchitectureDeclaration(
                summary: "", layers: ["Scene", "Logic"].map { .init(name: $0, role: "") }, logicLayers: ["Logic"],
                viewLayers: [], sceneLayer: "Scene", rules: declares ? [rule] : [], claimRoles: [.binding],
                bindingTool: [])
            let all = Self.shared + files
            return ArchitectureAnalysis(name: name, declaration: declaration, files: all, graph: TypeGraph(files: all))
        }
        let good = binding("VM", scene: "func tap() { viewModel.login() }")
        let lookingUp = binding("VM2", scene: "func edit() { api.fetchAvatarUrlString(mobilePhone: p) { _ in } }")
        let source = "004, 视图控制器不要做的事"
        #expect(loginClaim(source, [good])?.verdict == .holds)
        #expect(loginClaim(source, [good])?.screens == ["Login"])
        #expect(lookingUp.rules.first?.findings == ["Sources/VM2/Scene/S.swift:3: calls fetchAvatarUrlString"])
        #expect(loginClaim(source, [lookingUp])?.verdict == .doesNotHold)
        #expect(loginClaim(source, [good, lookingUp])?.verdict == .partly)
        #expect(loginClaim(source, [good, binding("VM3", scene: "", declares: false)])?.verdict == .partly)
        #expect(loginClaim(source, [binding("VM3", scene: "", declares: false)])?.verdict == .notTestedHere)
    }

    @Test("004, SULoginViewModel: the view model exposes what its controller uses, read-only but its inputs")
    func viewModelExposesLittle() {
        func verdict(model: String, scene: String) -> Claim.Verdict? {
            loginClaim(
                "004, SULoginViewModel",
                [architecture("VM", roles: [.binding], ["Scene/S": scene, "Logic/L": model])])?.verdict
        }
        let model = """
            public var mobilePhone = ""
            public private(set) var avatar: String?
            public var validLogin: Bool { true }
            public func login() {}
            """
        let scene = """
            func bind() { viewModel.mobilePhone = field.text; image = viewModel.avatar }
            func tap() { if viewModel.validLogin { viewModel.login() } }
            """
        #expect(verdict(model: model, scene: scene) == .holds)
        #expect(verdict(model: model, scene: "func bind() { viewModel.mobilePhone = field.text }") == .partly)
        #expect(
            verdict(model: model.replacing("private(set) ", with: ""), scene: scene) == .doesNotHold,
            "an output anyone can write")
        #expect(
            verdict(model: model, scene: scene.replacing("viewModel.mobilePhone = field.text; ", with: ""))
                == .doesNotHold, "an input nobody writes")
    }
}
