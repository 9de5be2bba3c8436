/// The package's types and which of them each depends on: the coupling graph of REPORT.md.
///
/// It is built from the compiler's index when there is one (`IndexedTypeGraph`): a type depends
/// on another when the index records a reference from its code to that type, to one of its
/// members, or to a typealias of it. Without an index, it falls back to names
/// (`init(files:)`): a type depends on another when its code names it.
public struct TypeGraph: Sendable {
    /// Where the graph comes from, which the report states.
    public enum Source: String, Codable, Sendable {
        case index = "the compiler's index"
        case names = "the names written in the code (no index store could be read)"
    }

    /// A place in the code.
    public struct Place: Codable, Equatable, Hashable, Sendable {
        public let file: String
        public let line: Int
    }

    /// One declared type and where it lives.
    public struct Node: Codable, Equatable, Sendable {
        /// `Target.Name`, unique in the package.
        public let id: String
        public let name: String
        public let target: String
        public let layer: String
        public let kind: Declaration.Kind
        public let file: String
        public let line: Int
    }

    /// A type's dependency on another, with every place it shows, the first one first.
    public struct Edge: Codable, Equatable, Sendable {
        public let from: String
        public let to: String
        public let file: String
        public let line: Int
        public let places: [Place]

        init(from: String, to: String, places: [Place]) {
            self.from = from
            self.to = to
            self.places = places
            file = places.first?.file ?? ""
            line = places.first?.line ?? 0
        }
    }

    public let source: Source

    /// Sorted by id.
    public let nodes: [Node]
    /// One per pair, sorted by source and target id.
    public let edges: [Edge]
    private let nodesByID: [String: Node]
    private let fanOuts: [String: Int]
    private let fanIns: [String: Int]

    /// The graph from names, without an index: a type depends on another when its code
    /// (declaration, body and extensions, outside comments and string text, inside
    /// interpolations) names it. A name resolves to a type of the file's own target first, then of
    /// the modules the file imports; names of the standard library and Foundation resolve to
    /// nothing and are left out.
    public init(files: [SourceFile]) {
        var nodes: [String: Node] = [:]
        var byTarget: [String: [String: String]] = [:]
        var nestedNames: Set<String> = []
        for file in files {
            for declaration in file.declarations where declaration.kind != .extension {
                let id = "\(file.target).\(declaration.name)"
                guard nodes[id] == nil else { continue }
                nodes[id] = Node(
                    id: id, name: declaration.name, target: file.target,
                    layer: Layer.of(target: file.target, folder: file.folder), kind: declaration.kind,
                    file: file.path, line: declaration.line)
                byTarget[file.target, default: [:]][declaration.name] = id
                if declaration.parent != nil { nestedNames.insert(declaration.name) }
            }
        }
        func resolve(_ name: String, from file: SourceFile) -> String? {
            if let id = byTarget[file.target]?[name] { return id }
            return file.imports.lazy.compactMap { byTarget[$0]?[name] }.first
        }
        var places: [String: (from: String, to: String, places: [Place])] = [:]
        for file in files {
            for declaration in file.declarations {
                guard let owner = resolve(declaration.name, from: file) else { continue }
                for reference in declaration.references {
                    guard !reference.isMember || nestedNames.contains(reference.name),
                        let target = resolve(reference.name, from: file), target != owner
                    else { continue }
                    places["\(owner) \(target)", default: (owner, target, [])].places.append(
                        Place(file: file.path, line: reference.line))
                }
            }
        }
        self.init(
            source: .names, nodes: Array(nodes.values),
            edges: places.values.map { Edge(from: $0.from, to: $0.to, places: $0.places) })
    }

    /// A graph of the given nodes and edges, each edge's places sorted and unique.
    init(source: Source, nodes: [Node], edges: [Edge]) {
        self.source = source
        self.nodes = nodes.sorted { $0.id < $1.id }
        self.edges = edges.map { edge in
            var seen: Set<Place> = []
            let unique = edge.places.filter { seen.insert($0).inserted }
            return Edge(from: edge.from, to: edge.to, places: unique)
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        nodesByID = Dictionary(nodes.map { ($0.id, $0) }) { first, _ in first }
        fanOuts = self.edges.reduce(into: [:]) { $0[$1.from, default: 0] += 1 }
        fanIns = self.edges.reduce(into: [:]) { $0[$1.to, default: 0] += 1 }
    }

    public func node(_ id: String) -> Node? { nodesByID[id] }

    /// Efferent coupling: how many package types this type names.
    public func fanOut(_ id: String) -> Int { fanOuts[id] ?? 0 }

    /// Afferent coupling: how many package types name this type.
    public func fanIn(_ id: String) -> Int { fanIns[id] ?? 0 }

    /// Ce / (Ca + Ce), or nil for a type nothing names and that names nothing.
    public func instability(_ id: String) -> Double? {
        let ce = fanOut(id)
        let ca = fanIn(id)
        return ca + ce == 0 ? nil : Double(ce) / Double(ca + ce)
    }

    /// The groups of types (two or more) that reach each other through the edges among `ids`:
    /// Tarjan's strongly connected components, each sorted, the list sorted. The depth-first
    /// search keeps its own stack of frames, so a long chain of types cannot overflow the call stack.
    public func cycles(among ids: Set<String>) -> [[String]] {
        var successors: [String: [String]] = [:]
        for edge in edges where ids.contains(edge.from) && ids.contains(edge.to) {
            successors[edge.from, default: []].append(edge.to)
        }
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        for root in ids.sorted() where indices[root] == nil {
            // Each frame is a node and how many of its successors it has visited.
            var frames: [(node: String, next: Int)] = []
            func enter(_ node: String) {
                indices[node] = index
                lowLinks[node] = index
                index += 1
                stack.append(node)
                onStack.insert(node)
                frames.append((node, 0))
            }
            enter(root)
            while let (node, next) = frames.last {
                let nodeSuccessors = successors[node] ?? []
                if next < nodeSuccessors.count {
                    frames[frames.count - 1].next += 1
                    let successor = nodeSuccessors[next]
                    if indices[successor] == nil {
                        enter(successor)
                    } else if onStack.contains(successor) {
                        lowLinks[node] = min(lowLinks[node]!, indices[successor]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    lowLinks[parent] = min(lowLinks[parent]!, lowLinks[node]!)
                }
                guard lowLinks[node] == indices[node] else { continue }
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 { components.append(component.sorted()) }
            }
        }
        return components.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
