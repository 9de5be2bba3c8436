import Foundation

/// What an architecture says of itself, in `Sources/<name>/architecture.json`: its layers (one
/// folder each), which of them hold logic and which render, its rules from SCENARIO.md, and the
/// part it plays in the article's claims. The report reads it rather than knowing any
/// architecture by name, so a new architecture brings its rules with it.
public struct ArchitectureDeclaration: Codable, Equatable, Sendable {
    /// One layer folder and what it is for.
    public struct LayerDeclaration: Codable, Equatable, Sendable {
        public let name: String
        public let role: String

        public init(name: String, role: String) {
            self.name = name
            self.role = role
        }
    }

    /// The parts an architecture can play in the article's claims.
    public enum ClaimRole: String, Codable, Sendable, CaseIterable {
        /// The article's starting point, the massive view controller.
        case baseline
        /// The article's MVC done properly, the measure of the layered versions.
        case mvc
        /// A version that splits logic from views (MVP and MVVM in the article's summary).
        case layered
        /// Views told by callbacks, the article's MVP.
        case callbacks
        /// Views updated by data binding, the article's MVVM.
        case binding
        /// Views that only lay out and expose their subviews, with the binding in a layer of its
        /// own: the article's MVCVM, from its Q&A.
        case layoutViews
        /// View models that are frame models, behind a DataService that owns their array and
        /// answers the controller: 002's MVVM, from 猿题库.
        case dataService
        /// Loads that answer through block callbacks instead of observed loading state: 004's MVVM
        /// without ReactiveCocoa (`loadData:success:failure:configFooter:`).
        case loadCallbacks
    }

    public let summary: String
    public let layers: [LayerDeclaration]
    public let logicLayers: [String]
    public let viewLayers: [String]
    public let sceneLayer: String
    public let rules: [LayerRule]
    public let claimRoles: [ClaimRole]
    /// Types that only implement binding (MVVM's `Bindings`), which a real app takes from a library.
    public let bindingTool: [String]
    /// The names that carry the follow state from the logic layer to the follow button: the state
    /// members, what tells the view of a change, and the button (the seed's follow example, where
    /// summary 3 says binding halves this code). Empty when the architecture has no logic layer.
    public let followStatePath: [String]
    /// The architecture whose files this one reuses unchanged, if any (MVCVM's view models and
    /// binding tool are MVVM's): the report shows what this one adds beside its total.
    public let copiesFilesOf: String?
    /// The calls that ask for a redraw after the data changed (003's MVP `reloadDataForUI`, its
    /// MVVM `successBlock`), which 003 counts: empty where nothing asks, as with observed state.
    public let redrawCalls: [String]
    /// The types that stand between the controller and the view models and own the view models'
    /// array (002's `JBSystemMessageDataService`), which 002's claims read.
    public let dataServices: [String]
    /// The views draw what a diff of the state they show against the new one finds changed (TEA's
    /// view diff), not what the code asks to redraw: the UI work is the architecture's own, and is
    /// not held like for like with the versions that redraw by hand.
    public let viewDiff: Bool

    public init(
        summary: String, layers: [LayerDeclaration], logicLayers: [String], viewLayers: [String], sceneLayer: String,
        rules: [LayerRule], claimRoles: [ClaimRole], bindingTool: [String], followStatePath: [String] = [],
        copiesFilesOf: String? = nil, redrawCalls: [String] = [], dataServices: [String] = [], viewDiff: Bool = false
    ) {
        self.summary = summary
        self.layers = layers
        self.logicLayers = logicLayers
        self.viewLayers = viewLayers
        self.sceneLayer = sceneLayer
        self.rules = rules
        self.claimRoles = claimRoles
        self.bindingTool = bindingTool
        self.followStatePath = followStatePath
        self.copiesFilesOf = copiesFilesOf
        self.redrawCalls = redrawCalls
        self.dataServices = dataServices
        self.viewDiff = viewDiff
    }

    private enum CodingKeys: String, CodingKey {
        case summary, layers, logicLayers, viewLayers, sceneLayer, rules, claimRoles, bindingTool
        case followStatePath, copiesFilesOf, redrawCalls, dataServices, viewDiff
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            summary: try container.decode(String.self, forKey: .summary),
            layers: try container.decode([LayerDeclaration].self, forKey: .layers),
            logicLayers: try container.decode([String].self, forKey: .logicLayers),
            viewLayers: try container.decode([String].self, forKey: .viewLayers),
            sceneLayer: try container.decode(String.self, forKey: .sceneLayer),
            rules: try container.decode([LayerRule].self, forKey: .rules),
            claimRoles: try container.decode([ClaimRole].self, forKey: .claimRoles),
            bindingTool: try container.decode([String].self, forKey: .bindingTool),
            followStatePath: try container.decodeIfPresent([String].self, forKey: .followStatePath) ?? [],
            copiesFilesOf: try container.decodeIfPresent(String.self, forKey: .copiesFilesOf),
            redrawCalls: try container.decodeIfPresent([String].self, forKey: .redrawCalls) ?? [],
            dataServices: try container.decodeIfPresent([String].self, forKey: .dataServices) ?? [],
            viewDiff: try container.decodeIfPresent(Bool.self, forKey: .viewDiff) ?? false)
    }

    public static let fileName = "architecture.json"
    /// The lab's half of each declaration, `Tools/Declarations/<architecture>.json`: what only the
    /// report reads (the claims' roles, the binding tool, the redraw calls…), kept out of the lesson.
    public static let labFolder = "Tools/Declarations"
    private static let labKeys: Set<String> = [
        CodingKeys.claimRoles, .bindingTool, .followStatePath, .copiesFilesOf, .redrawCalls, .dataServices, .viewDiff,
    ].reduce(into: []) { $0.insert($1.rawValue) }

    /// Reads and checks the declaration of `Sources/<architecture>`, with the lab's half from
    /// `Tools/Declarations`: every layer it names is declared, each half holds only its own keys,
    /// and every folder of the target is a screen (`Profile`, `Login`, `Common` for what its
    /// screens share) whose folders are its layers.
    public static func load(architecture: String, packageRoot: URL) throws(LabError)
        -> ArchitectureDeclaration
    {
        let url = packageRoot.appending(path: "Sources/\(architecture)/\(fileName)")
        let labURL = packageRoot.appending(path: "\(labFolder)/\(architecture).json")
        let lesson = try object(at: url, "each architecture declares its layers and rules there")
        let lab = try object(at: labURL, "the lab declares there what only the report reads of \(architecture)")
        if let key = lesson.keys.sorted().first(where: labKeys.contains) {
            throw LabError("\(url.path) declares \"\(key)\", which only the lab reads: move it to \(labURL.path)")
        }
        if let key = lab.keys.sorted().first(where: { !labKeys.contains($0) }) {
            throw LabError("\(labURL.path) declares \"\(key)\", which is not the lab's: it belongs in \(url.path)")
        }
        let declaration: ArchitectureDeclaration
        do {
            let merged = try JSONSerialization.data(withJSONObject: lesson.merging(lab) { first, _ in first })
            declaration = try JSONDecoder().decode(ArchitectureDeclaration.self, from: merged)
        } catch {
            throw LabError("\(url.path) and \(labURL.path) are not a valid declaration: \(oneLine(error))")
        }
        let layers = Set(declaration.layers.map(\.name))
        let named =
            declaration.logicLayers + declaration.viewLayers + [declaration.sceneLayer] + declaration.rules.map(\.layer)
        if let unknown = named.first(where: { !layers.contains($0) }) {
            throw LabError("\(url.path) names a layer it does not declare: \(unknown)")
        }
        let target = url.deletingLastPathComponent()
        for screen in subfolders(of: target) {
            let screenLayers = subfolders(of: target.appending(path: screen))
            if screenLayers.isEmpty {
                throw LabError(
                    "Sources/\(architecture)/\(screen) holds no layer folder: a screen's files go in its layers (Sources/\(architecture)/\(screen)/<Layer>)"
                )
            }
            for folder in screenLayers where !layers.contains(folder) {
                throw LabError("Sources/\(architecture)/\(screen)/\(folder) is not a layer of \(url.path)")
            }
        }
        return declaration
    }

    /// A JSON object from a file, or a one-line error saying what the file is for.
    private static func object(at url: URL, _ purpose: String) throws(LabError) -> [String: Any] {
        guard let data = try? Data(contentsOf: url) else { throw LabError("no readable \(url.path): \(purpose)") }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw LabError("\(url.path) is not a JSON object")
        }
        return object
    }

    private static func subfolders(of url: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appending(path: name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    private static func oneLine(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            (context.codingPath.map(\.stringValue).joined(separator: ".") + " " + context.debugDescription)
                .trimmingCharacters(in: .whitespaces)
        default: "\(error)"
        }
    }
}
