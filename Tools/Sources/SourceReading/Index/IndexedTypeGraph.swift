import Foundation

/// The coupling graph from the compiler's index: exact where names can only guess. A type
/// depends on another when the index records, in the type's code (its body, its extensions, its
/// inheritance clause), a reference to that type, to a typealias of it, or to one of its members
/// (an inherited `UIView` property, an enum case written `.cancel`, `error.message`). Code
/// outside any type is a node of its own per file, so a top-level function cannot hide a
/// dependency.
enum IndexedTypeGraph {
    private enum SymbolKind {
        static let types: Set<UInt32> = [5, 6, 7, 8]  // enum, struct, class, protocol
        static let alias: UInt32 = 11
        static let genericParameter: UInt32 = 1013  // a subkind of typealias
    }

    enum Role {
        static let definition: UInt64 = 1 << 1
        static let reference: UInt64 = 1 << 2
        static let implicit: UInt64 = 1 << 8
        static let childOf: UInt64 = 1 << 9
        static let baseOf: UInt64 = 1 << 10
        static let calledBy: UInt64 = 1 << 13
        static let extendedBy: UInt64 = 1 << 14
        static let accessorOf: UInt64 = 1 << 15
        static let containedBy: UInt64 = 1 << 16
    }

    /// The graph of the package files `files` (whose targets and folders give the layers), from
    /// the index records of the same files.
    static func build(files: [SourceFile], indexed: [IndexStoreReader.File], packageRoot: URL) -> TypeGraph {
        let sourceByPath = Dictionary(
            files.map { (packageRoot.appending(path: $0.path).resolvingSymlinksInPath().path, $0) }
        ) { first, _ in first }
        let indexed = indexed.compactMap { file in
            sourceByPath[URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path].map {
                (source: $0, index: file)
            }
        }

        // What every symbol belongs to, what every extension extends, what every typealias names.
        var parent: [String: String] = [:]
        var extended: [String: String] = [:]
        var typeDefinitions: [String: (symbol: IndexStoreReader.Symbol, file: SourceFile, line: Int)] = [:]
        var aliasLines: [String: (file: String, line: Int)] = [:]
        for (source, file) in indexed {
            for occurrence in file.occurrences {
                let symbol = occurrence.symbol
                if occurrence.roles & Role.definition != 0 {
                    if let owner = occurrence.relations.first(where: {
                        $0.roles & (Role.childOf | Role.accessorOf) != 0
                    }) {
                        parent[symbol.usr] = owner.symbol.usr
                    }
                    if SymbolKind.types.contains(symbol.kind), typeDefinitions[symbol.usr] == nil {
                        typeDefinitions[symbol.usr] = (symbol, source, occurrence.line)
                    }
                    if symbol.kind == SymbolKind.alias, symbol.subkind != SymbolKind.genericParameter {
                        aliasLines[symbol.usr] = (file.path, occurrence.line)
                    }
                }
                for relation in occurrence.relations where relation.roles & Role.extendedBy != 0 {
                    extended[relation.symbol.usr] = symbol.usr
                }
            }
        }
        var aliasTargets: [String: [String]] = [:]
        for (_, file) in indexed {
            for occurrence in file.occurrences where occurrence.roles & Role.reference != 0 {
                for (alias, place) in aliasLines
                where place.file == file.path && place.line == occurrence.line
                    && occurrence.symbol.usr != alias
                {
                    aliasTargets[alias, default: []].append(occurrence.symbol.usr)
                }
            }
        }

        // The nodes: each package type, and each file's code outside any type.
        var nodes: [String: TypeGraph.Node] = [:]
        var idOfUSR: [String: String] = [:]
        var takenIDs: Set<String> = []
        for (usr, definition) in typeDefinitions.sorted(by: {
            ($0.value.file.path, $0.value.line) < ($1.value.file.path, $1.value.line)
        }) {
            let outer = parent[usr].flatMap { typeDefinitions[$0]?.symbol.name }
            let name = outer.map { "\($0).\(definition.symbol.name)" } ?? definition.symbol.name
            var id = "\(definition.file.target).\(name)"
            if takenIDs.contains(id) { id += " (\(definition.file.path):\(definition.line))" }
            takenIDs.insert(id)
            idOfUSR[usr] = id
            nodes[id] = TypeGraph.Node(
                id: id, name: name, target: definition.file.target,
                layer: Layer.of(target: definition.file.target, folder: definition.file.folder),
                kind: kind(definition.symbol.kind, in: definition.file, named: definition.symbol.name),
                file: definition.file.path, line: definition.line)
        }

        /// The package type a symbol is, belongs to, or stands for (through a typealias).
        func types(of usr: String, depth: Int = 0) -> [String] {
            guard depth < 32 else { return [] }
            if let id = idOfUSR[usr] { return [id] }
            if let targets = aliasTargets[usr] { return targets.flatMap { types(of: $0, depth: depth + 1) } }
            if let type = extended[usr] { return types(of: type, depth: depth + 1) }
            if let owner = parent[usr] { return types(of: owner, depth: depth + 1) }
            return []
        }

        var places: [String: (from: String, to: String, places: [TypeGraph.Place])] = [:]
        for (source, file) in indexed {
            let topLevelID = "\(source.target).\(URL(fileURLWithPath: source.path).lastPathComponent) (top level)"
            for occurrence in file.occurrences where occurrence.roles & Role.reference != 0 {
                let targets = types(of: occurrence.symbol.usr)
                guard !targets.isEmpty else { continue }
                let container = occurrence.relations.first {
                    $0.roles & (Role.containedBy | Role.calledBy | Role.baseOf | Role.extendedBy) != 0
                }
                let owners = container.map { types(of: $0.symbol.usr) } ?? []
                let owner: String
                if let first = owners.first {
                    owner = first
                } else {
                    // Code outside any type, except a typealias's own line, which its users count.
                    guard !aliasLines.values.contains(where: { $0.file == file.path && $0.line == occurrence.line })
                    else { continue }
                    owner = topLevelID
                    if nodes[owner] == nil {
                        nodes[owner] = TypeGraph.Node(
                            id: owner, name: "\(URL(fileURLWithPath: source.path).lastPathComponent) (top level)",
                            target: source.target, layer: Layer.of(target: source.target, folder: source.folder),
                            kind: .topLevel, file: source.path, line: occurrence.line)
                    }
                }
                for target in targets where target != owner {
                    places["\(owner) \(target)", default: (owner, target, [])].places.append(
                        TypeGraph.Place(file: source.path, line: occurrence.line))
                }
            }
        }
        return TypeGraph(
            source: .index, nodes: Array(nodes.values),
            edges: places.values.map { edge in
                TypeGraph.Edge(
                    from: edge.from, to: edge.to, places: edge.places.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
                )
            })
    }

    /// The declaration keyword: the index says class for an actor too, so the source decides.
    private static func kind(_ symbolKind: UInt32, in file: SourceFile, named name: String) -> Declaration.Kind {
        if let declared = file.declarations.first(where: { $0.name == name && $0.kind != .extension }) {
            return declared.kind
        }
        return switch symbolKind {
        case 5: .enum
        case 6: .struct
        case 8: .protocol
        default: .class
        }
    }
}
