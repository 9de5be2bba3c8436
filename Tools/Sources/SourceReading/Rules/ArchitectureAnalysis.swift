/// What the source says about one architecture: its size, its coupling and its rules. (How
/// testable its logic is comes from its unit tests: `ArchitectureTestability`.)
public struct ArchitectureAnalysis: Codable, Equatable, Sendable {
    /// The size of the architecture, of one of its layers or of one of its files.
    public struct Size: Codable, Equatable, Sendable {
        public let name: String
        public let lines: LineCounts
        public let files: Int
        public let types: Int
        public let functions: Int
        /// The cyclomatic complexity of each function, accessor and computed property, in file order.
        public let complexities: [Int]

        /// The sum of its functions' complexities.
        public var complexity: Int { complexities.reduce(0, +) }
        /// Its decision points: the complexity less one per function.
        public var decisions: Int { complexity - complexities.count }
    }

    /// One type's fan-out, fan-in and instability.
    public struct TypeCoupling: Codable, Equatable, Sendable {
        public let name: String
        public let layer: String
        public let kind: Declaration.Kind
        public let fanOut: Int
        public let fanIn: Int
        /// Ce / (Ca + Ce), rounded to two places; nil when both are zero.
        public let instability: Double?
    }

    /// One screen's size: the files of its folder (`Sources/MVVM/Login`), in total and per layer.
    public struct ScreenSize: Codable, Equatable, Sendable {
        public let screen: String
        public let total: Size
        public let layers: [Size]
    }

    public let name: String
    /// The screen this analysis is restricted to (its folder, with what the architecture's screens
    /// share and its entry point), or nil for the whole architecture.
    public let screen: String?
    /// Each screen folder's size (`Common` among them, for what the screens share), by name.
    public let screens: [ScreenSize]
    /// What the architecture declares of itself: layers, rules, roles in the claims.
    public let declaration: ArchitectureDeclaration
    public let total: Size
    /// Code lines of the files that declare the types the declaration names as its binding tool.
    public let bindingToolCode: Int
    /// The type with the most code lines, and that count.
    public let largestType: String
    public let largestTypeCode: Int
    public let layers: [Size]
    public let files: [Size]
    /// Each type's coupling, sorted by name.
    public let types: [TypeCoupling]
    /// Rows and columns are layer names; `matrix[row][column]` counts the type-to-type edges.
    public let layerNames: [String]
    public let matrixColumns: [String]
    public let matrix: [[Int]]
    public let cycles: [[String]]
    public let rules: [RuleResult]
    public let edges: [TypeGraph.Edge]
    /// The layer of every type an edge leaves or leads to.
    public let layerOfType: [String: String]
    /// Code lines of the statements, in every layer between the logic and the button (all but the
    /// scene and the entry point), that name one of the declared `followStatePath` names; and the
    /// files they are in.
    public let followStatePathCode: Int
    public let followStatePathFiles: [String]
    /// The longest chain of delegates from a cell (003: cell → presenter → controller).
    public let delegateChain: [String]
    /// Where the declared redraw calls are made, as file:line (003: `reloadDataForUI` has two callers).
    public let redrawCallSites: [String]
    /// The logic-layer files that import the UI kit (003: "viewModel 绝对不能包含视图 view（UIKit.h）").
    public let logicKitImports: [String]
    /// Code lines of the files whose code is token for token that of a file of the same name in
    /// the architecture declared in `copiesFilesOf`; and those files.
    public let copiedCode: Int
    public let copiedFiles: [String]
    /// For each presenter or view model (a class, struct or protocol of a logic layer), the types of the
    /// layers between it and the scene (the views, and MVCVM's controllers, which bind for its views)
    /// that keep a property of its type: what renders it, as the seed's views declare their `presenter`
    /// or `viewModel` property. A view that only hands one along is not among them.
    public let viewsKeeping: [String: [String]]
    /// For each protocol of a logic layer, the classes and structs of the logic layers that adopt it:
    /// the implementations behind one interface (000's Q&A: one `HHUserCellViewModel`, two of them).
    public let implementations: [String: [String]]
    /// For each presenter or view model, its public members, and which of them the code outside
    /// the logic layers names and assigns: what 004's "最小量的信息" and "readonly" claim reads.
    public let logicInterfaces: [LogicInterface]
    /// For each field of a model type (`expressType`), the files that read it (`goods.expressType`),
    /// each with its layer: where the display logic that decides on that field sits (004's freight).
    public let modelFieldReaders: [String: [FieldReader]]

    /// A file that reads a model's field: its main type (the file's name) and its layer.
    public struct FieldReader: Codable, Equatable, Sendable {
        public let type: String
        public let layer: String
    }

    /// A presenter's or view model's public members, and the uses the rest of the screen makes of them.
    public struct LogicInterface: Codable, Equatable, Sendable {
        public let type: String
        public let members: [SourceFile.Member]
        /// The members that code outside the logic layers names, and those it assigns.
        public let named: [String]
        public let assigned: [String]
        /// The code lines of the statements outside the logic layers that name one of its members
        /// (the calls, the callbacks handed in, the bindings), and the files they are in: what the
        /// rest of the screen writes to use it.
        public let useCode: Int
        public let useFiles: [String]
    }

    public var violationCount: Int { rules.filter { !$0.rule.isSeedWeakness }.reduce(0) { $0 + $1.findings.count } }
    /// The breaches of rules the architecture keeps on purpose, as its article does (MVC's cell sends the like).
    public var keptOnPurposeCount: Int {
        rules.filter(\.rule.isSeedWeakness).reduce(0) { $0 + $1.findings.count }
    }

    /// The breaches as the report's tables show them: "0", or "0, and 2 kept on purpose".
    public var breachesText: String {
        "\(violationCount)" + (keptOnPurposeCount == 0 ? "" : ", and \(keptOnPurposeCount) kept on purpose")
    }

    /// The folder of what an architecture's screens share (MVVM's binding tool, MVC's generator).
    public static let common = "Common"
    /// What every screen of an architecture is built on besides its own folder: the folder of
    /// what its screens share, and its entry point at the target's root.
    public static let sharedByScreens = [common, ""]

    public init(
        name: String, declaration: ArchitectureDeclaration, files allFiles: [SourceFile], graph: TypeGraph,
        screen: String? = nil
    ) {
        self.name = name
        self.screen = screen
        self.declaration = declaration
        let files = allFiles.filter {
            $0.target == name && (screen.map { [$0] + Self.sharedByScreens }?.contains($0.screen) ?? true)
        }
        func size(_ name: String, _ group: [SourceFile]) -> Size {
            Size(
                name: name, lines: group.reduce(LineCounts()) { $0 + $1.lines }, files: group.count,
                types: group.reduce(0) { $0 + $1.typeCount }, functions: group.reduce(0) { $0 + $1.functionCount },
                complexities: group.flatMap { $0.functionComplexities.map(\.complexity) })
        }
        total = size(name, files)
        let largest = files.flatMap(\.typeSizes).max { ($0.code, $1.name) < ($1.code, $0.name) }
        largestType = largest?.name ?? "–"
        largestTypeCode = largest?.code ?? 0
        bindingToolCode =
            files.filter { file in file.declarations.contains { declaration.bindingTool.contains($0.name) } }
            .reduce(0) { $0 + $1.lines.code }
        let followPath = Set(declaration.followStatePath)
        let pathFiles = files.filter {
            ![declaration.sceneLayer, Layer.entry].contains(Layer.of(target: $0.target, folder: $0.folder))
        }.map { ($0.path, $0.codeLines(ofStatementsNaming: followPath).count) }.filter { $0.1 > 0 }
        followStatePathCode = pathFiles.reduce(0) { $0 + $1.1 }
        followStatePathFiles = pathFiles.map(\.0)
        logicKitImports = files.filter {
            declaration.logicLayers.contains($0.folder)
                && $0.imports.contains { Layer.of(target: $0, folder: "") == Layer.uiKit }
        }.map(\.path)
        delegateChain = DelegateChain.longest(in: files, cellLayers: declaration.viewLayers)
        redrawCallSites = files.flatMap { file in
            file.callSites(of: Set(declaration.redrawCalls)).map { "\(file.path):\($0)" }
        }
        let originals = Dictionary(
            allFiles.filter { $0.target == declaration.copiesFilesOf }.map { ($0.fileName, $0.tokens.map(\.text)) }
        ) { first, _ in first }
        let copies = files.filter { originals[$0.fileName] == $0.tokens.map(\.text) }
        copiedCode = copies.reduce(0) { $0 + $1.lines.code }
        copiedFiles = copies.map(\.path)
        func inLayers(_ layers: [String], kinds: Set<Declaration.Kind> = [.class, .struct]) -> [(
            SourceFile, Declaration
        )] {
            files.filter { layers.contains(Layer.of(target: $0.target, folder: $0.folder)) }.flatMap { file in
                file.declarations.filter { kinds.contains($0.kind) }.map { (file, $0) }
            }
        }
        let renderLayers = declaration.layers.map(\.name).filter {
            !declaration.logicLayers.contains($0) && $0 != declaration.sceneLayer
        }
        let viewProperties = inLayers(renderLayers).map { ($0.1.name, $0.0.propertyTypeNames(of: $0.1)) }
        let logicProtocols = inLayers(declaration.logicLayers, kinds: [.protocol])
        viewsKeeping = Dictionary(
            (inLayers(declaration.logicLayers) + logicProtocols).map { _, logic in
                (logic.name, viewProperties.filter { $0.1.contains(logic.name) }.map(\.0).sorted())
            }
        ) { first, _ in first }
        let adoptions = inLayers(declaration.logicLayers).map { file, logic in
            (logic.name, file.conformances(of: logic))
        }
        implementations = Dictionary(
            logicProtocols.map { _, interface in
                (interface.name, adoptions.filter { $0.1.contains(interface.name) }.map(\.0).sorted())
            }
        ) { first, _ in first }
        let outsideLogicFiles = files.filter { !declaration.logicLayers.contains($0.folder) }
        let outsideStatements = outsideLogicFiles.map { ($0.path, $0.statements) }
        let outsideLogic = outsideLogicFiles.map(\.memberUses)
        let named = outsideLogic.reduce(into: Set<String>()) { $0.formUnion($1.named) }
        let assigned = outsideLogic.reduce(into: Set<String>()) { $0.formUnion($1.assigned) }
        logicInterfaces = inLayers(declaration.logicLayers).filter { $0.1.kind == .class }.map { file, logic in
            let members = file.publicMembers(of: logic)
            let uses = outsideStatements.map { ($0.0, $0.1.codeLines(naming: Set(members.map(\.name)))) }
                .filter { !$0.1.isEmpty }
            return LogicInterface(
                type: logic.name, members: members,
                named: members.map(\.name).filter(named.contains).sorted(),
                assigned: members.map(\.name).filter(assigned.contains).sorted(),
                useCode: uses.reduce(0) { $0 + $1.1.count }, useFiles: uses.map(\.0))
        }.sorted { $0.type < $1.type }
        let modelFields = Set(
            allFiles.filter { Layer.of(target: $0.target, folder: $0.folder) == Layer.model }.flatMap { file in
                file.declarations.filter { [.class, .struct].contains($0.kind) }.flatMap {
                    file.publicMembers(of: $0).filter { $0.access != .function }.map(\.name)
                }
            })
        var readers: [String: [FieldReader]] = [:]
        for file in files {
            let reader = FieldReader(
                type: String(file.fileName.dropLast(".swift".count)),
                layer: Layer.of(target: file.target, folder: file.folder))
            for field in file.memberUses.named.intersection(modelFields) { readers[field, default: []].append(reader) }
        }
        modelFieldReaders = readers
        let layerNames = Array(Set(files.map { Layer.of(target: $0.target, folder: $0.folder) })).sorted()
        self.layerNames = layerNames
        layers = layerNames.map { layer in
            size(layer, files.filter { Layer.of(target: $0.target, folder: $0.folder) == layer })
        }
        self.files = files.map { size($0.path, [$0]) }
        screens = Set(files.map(\.screen)).subtracting([""]).sorted().map { screen in
            let group = files.filter { $0.screen == screen }
            return ScreenSize(
                screen: screen, total: size(screen, group),
                layers: Set(group.map(\.folder)).sorted().map { layer in
                    size(layer, group.filter { $0.folder == layer })
                })
        }

        let paths = Set(files.map(\.path))
        let nodes = graph.nodes.filter { $0.target == name && paths.contains($0.file) }
        let ids = Set(nodes.map(\.id))
        let otherScreens = Set(graph.nodes.filter { $0.target == name && !paths.contains($0.file) }.map(\.id))
        types = nodes.map { node in
            TypeCoupling(
                name: node.name, layer: node.layer, kind: node.kind, fanOut: graph.fanOut(node.id),
                fanIn: graph.fanIn(node.id),
                instability: graph.instability(node.id).map { ($0 * 100).rounded() / 100 })
        }
        let edges = graph.edges.filter { ids.contains($0.from) && !otherScreens.contains($0.to) }
        self.edges = edges
        layerOfType = Dictionary(
            edges.flatMap { [$0.from, $0.to] }.compactMap { id in graph.node(id).map { (id, $0.layer) } }
        ) { a, _ in a }
        let columns = layerNames + Layer.shared
        matrixColumns = columns
        matrix = layerNames.map { row in
            columns.map { column in
                edges.count { graph.node($0.from)?.layer == row && graph.node($0.to)?.layer == column }
            }
        }
        // The harness's plumbing (the entry type the catalog calls) closes cycles the architecture
        // does not have, so cycles are found among its own layers only.
        let own = ids.filter { id in graph.node(id).map { !Layer.plumbing.contains($0.layer) } ?? true }
        cycles = graph.cycles(among: own).map { $0.map { graph.node($0)?.name ?? $0 } }

        // A breach is one type's reference to another, as the layer diagrams' arrows count them; the
        // lines it is made on are listed with it.
        rules = declaration.rules.map { rule in
            let findings = edges.compactMap { edge -> String? in
                guard let from = graph.node(edge.from), let to = graph.node(edge.to), from.layer == rule.layer,
                    rule.mustNotName.contains(to.layer), let first = edge.places.first
                else { return nil }
                let more = edge.places.count > 1 ? " (and \(edge.places.count - 1) more lines)" : ""
                return "\(first.file):\(first.line): \(from.name) → \(to.name)\(more)"
            }
            let calls = files.filter { Layer.of(target: $0.target, folder: $0.folder) == rule.layer }.flatMap { file in
                rule.mustNotCall.flatMap { call in
                    file.codeLines(ofStatementsCalling: [call]).map { "\(file.path):\($0): calls \(call)" }
                }
            }
            return RuleResult(rule: rule, findings: findings + calls)
        }
    }
}
