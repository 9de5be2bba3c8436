extension ClaimChecks {
    /// 004's duties of the login that a view controller must leave to its view model, as every
    /// version spells them: the login request, the avatar lookup, and the validity rule.
    static let loginDuties: [(duty: String, names: Set<String>)] = [
        ("request", ["login(mobilePhone:"]), ("avatar lookup", ["fetchAvatarUrlString"]),
        ("validity", ["wholeMatch"]),
    ]

    /// The code lines of each of the login's duties in the given layers.
    static func dutyLines(_ analysis: ArchitectureAnalysis, layers: [String]) -> [Int] {
        loginDuties.indices.map { index in
            layers.reduce(0) { $0 + (analysis.loginDutyLines[$1]?[index] ?? 0) }
        }
    }

    /// 004, "视图控制器不要做的事": in MVVM the view controller sends no login request, decides no
    /// button's validity and fetches no avatar; its view model does.
    static func controllerDoesNotLogIn(_ binding: [ArchitectureAnalysis], all: [ArchitectureAnalysis]) -> Claim {
        let source = "004, 视图控制器不要做的事"
        let quote = "视图控制器不要做的事: 发起登录的网络请求, 判定登录按钮的有效性, 来获取头像的地址"
        let gloss =
            "What the view controller must not do: send the login request, decide whether the login button is valid, fetch the avatar's address."
        let threshold =
            "holds: in every architecture playing binding, the login's request, avatar lookup and validity rule each sit in its logic layers, and no line of them in any other layer; partly: some but not all of those architectures keep them out; does not hold: none does"
        guard !binding.isEmpty else { return untested(source, quote, gloss, threshold: threshold, missing: "binding") }
        func outside(_ a: ArchitectureAnalysis) -> [Int] {
            dutyLines(a, layers: a.layerNames.filter { !a.declaration.logicLayers.contains($0) })
        }
        func inside(_ a: ArchitectureAnalysis) -> [Int] {
            dutyLines(a, layers: a.declaration.logicLayers)
        }
        let keepsOut = binding.map { a in outside(a).allSatisfy { $0 == 0 } && inside(a).allSatisfy { $0 > 0 } }
        let verdict: Claim.Verdict =
            keepsOut.allSatisfy { $0 } ? .holds : keepsOut.contains(true) ? .partly : .doesNotHold
        let figure = all.map { a in
            let out = outside(a)
            let places = zip(loginDuties.map(\.duty), out).map { "\($0) \($1)" }.joined(separator: ", ")
            return "\(a.name): outside its logic layers \(places) line(s)"
        }.joined(separator: "; ")
        let why = zip(binding, keepsOut).map { a, keeps in
            keeps
                ? "\(a.name)'s view controller hands every duty to its \(a.declaration.logicLayers.joined(separator: ", ")) layer"
                : "\(a.name) keeps some of the login's duties outside its \(a.declaration.logicLayers.joined(separator: ", ")) layer"
        }.joined(separator: "; ")
        return Claim(
            source: source, quote: quote, gloss: gloss,
            figure:
                "code lines of the login's duties (a request is `login(mobilePhone:…)`, a lookup `fetchAvatarUrlString`, the validity rule `wholeMatch`, as every version writes them) outside the logic layers. \(figure)",
            threshold: threshold, verdict: verdict, why: why)
    }
}
