import ChangeRequests
import SourceReading

/// A claim of the seed articles, in their words, with the figure that tests it, the threshold
/// its verdict uses, and the verdict. Each claim finds the architectures it speaks of by the
/// roles they declare (`ArchitectureDeclaration.ClaimRole`), never by name.
public struct Claim: Codable, Equatable, Sendable {
    /// What the figure says about the claim, as a change request's promise says it.
    public typealias Verdict = ChangeRequests.Verdict

    /// One architecture's verdict, in a claim that speaks of several.
    public struct ArchitectureVerdict: Codable, Equatable, Sendable {
        public let architecture: String
        public let verdict: Verdict

        public init(_ architecture: String, _ verdict: Verdict) {
            self.architecture = architecture
            self.verdict = verdict
        }
    }

    /// How a claim over several architectures gets its one verdict.
    public static let combinationRule =
        "A claim that speaks of several architectures gives each its own verdict by the threshold; the claim's verdict is theirs when they agree, and \"differs by architecture\" when they do not."

    public let source: String
    /// The screens whose code the figure is measured on (a claim of 004 on 004's screens).
    public var screens: [String] = []
    /// The article's words, their English and what each verdict needs: read from docs/claims
    /// (``ClaimTexts``), empty until then.
    public var quote = ""
    public var gloss = ""
    public let figure: String
    public var threshold = ""
    public let verdict: Verdict
    public let why: String
    /// Each architecture's verdict, when the claim speaks of several; `verdict` follows
    /// ``combinationRule`` from them.
    public var perArchitecture: [ArchitectureVerdict] = []

    /// Checks each claim against the figures. A claim whose architectures are missing is
    /// "not tested here", not wrong.
    /// `whole` holds each architecture over all its screens, for a claim the article makes of the
    /// architecture rather than of a screen (000's Q&A on MVCVM); without it, such a claim is measured
    /// on the profile.
    static func evaluate(
        screens: [String: [ArchitectureAnalysis]], testability: [ArchitectureTestability], objectsPerRow: [Double],
        whole: [ArchitectureAnalysis] = []
    ) -> [Claim] {
        let profile = "Profile"
        let analyses = screens[profile] ?? []
        func playing(_ role: ArchitectureDeclaration.ClaimRole) -> [ArchitectureAnalysis] {
            analyses.filter { $0.declaration.claimRoles.contains(role) }
        }
        let perRow = Dictionary(zip(analyses.map(\.name), objectsPerRow)) { first, _ in first }
        let tests = Dictionary(testability.map { ($0.architecture, $0) }) { first, _ in first }
        let baseline = playing(.baseline).first
        let mvc = playing(.mvc).first
        func onProfile(_ claim: Claim) -> Claim { claim.measured(on: [profile]) }
        // 000's Q&A speaks of MVCVM as the author builds every screen: measured on all of them when known.
        func layoutViewsBetter(_ versions: [ArchitectureAnalysis]) -> Claim {
            ClaimChecks.layoutViewsBetter(
                versions.filter { $0.declaration.claimRoles.contains(.layoutViews) },
                against: versions.filter {
                    $0.declaration.claimRoles.contains(.binding) && !$0.declaration.claimRoles.contains(.layoutViews)
                })
        }
        let screenOrder = LogicCase.screens
        func order(_ screen: String) -> Int { screenOrder.firstIndex(of: screen) ?? screenOrder.count }
        let measured = LogicCase.screens.filter { screens[$0] != nil }
        // "我们只用测试P层的逻辑" speaks of any screen: it is measured on the logic cases of every screen.
        return [
            onProfile(ClaimChecks.controllerDisappears(baseline, mvc)),
            onProfile(ClaimChecks.viewBoundToModel(baseline)),
            onProfile(ClaimChecks.filesAndClasses(mvc, playing(.layered))),
            onProfile(ClaimChecks.bindingSavesCode(playing(.callbacks).first, playing(.binding))),
            onProfile(ClaimChecks.mvcViewsIsolated(mvc)),
            ClaimChecks.logicTestable(
                mvc: mvc.flatMap { tests[$0.name] }, layered: playing(.layered).compactMap { tests[$0.name] },
                all: analyses.compactMap { tests[$0.name] }
            ).measured(on: LogicCase.screens),
            ClaimChecks.oneToOne(
                measured.flatMap { screen in
                    (screens[screen] ?? []).filter { $0.declaration.claimRoles.contains(.layered) }
                }
            ).measured(on: measured),
            onProfile(
                ClaimChecks.bindingMemory(
                    callbacks: playing(.callbacks).first.map { ($0.name, perRow[$0.name] ?? 0) },
                    binding: playing(.binding).map { ($0.name, perRow[$0.name] ?? 0) },
                    mvc: mvc.map { ($0.name, perRow[$0.name] ?? 0) })),
            layoutViewsBetter(whole.isEmpty ? analyses : whole)
                .measured(on: whole.isEmpty ? [profile] : screens.keys.sorted { order($0) < order($1) }),
        ] + LoginClaims.evaluate(screens: screens)
            + CartClaims.evaluate(screens: screens, testability: testability, whole: whole)
            + MessagesClaims.evaluate(screens: screens, testability: testability)
            + GoodsClaims.evaluate(screens: screens) + FriendsClaims.evaluate(screens: screens)
    }

    func measured(on screens: [String]) -> Claim {
        var claim = self
        claim.screens = screens
        return claim
    }

    /// Several architectures in one claim, by ``combinationRule``.
    static func combined(_ verdicts: [ArchitectureVerdict]) -> Verdict {
        guard let first = verdicts.first?.verdict else { return .notTestedHere }
        return verdicts.allSatisfy { $0.verdict == first } ? first : .differs
    }
}

extension Claim {
    /// A claim over several architectures: its verdict follows ``combinationRule``, and each
    /// architecture's own is kept.
    init(source: String, figure: String, verdicts: [ArchitectureVerdict], why: String) {
        self.init(source: source, figure: figure, verdict: Self.combined(verdicts), why: why)
        perArchitecture = verdicts
    }
}
