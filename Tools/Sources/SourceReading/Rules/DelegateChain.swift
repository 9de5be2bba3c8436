/// The longest chain of callbacks from a cell: a type hands an event to the next either through a
/// protocol it keeps and the next adopts (003's MVP: `CartCell` → `CartPresenter` through
/// `PresentDelegate`, → `CartViewController` through `CartView`), or through a block it keeps and
/// the next gives it (003's MVVM: `CartViewModel`'s `successBlock`, given by `CartViewController`
/// through `initWithBlock`). Each hop is one type calling back the next.
enum DelegateChain {
    /// The type names of the longest chain that starts at a type of `cellLayers` whose name ends in
    /// "Cell"; just the cell when it calls back no one, empty without cells.
    static func longest(in files: [SourceFile], cellLayers: [String]) -> [String] {
        let types = files.flatMap { file in
            file.declarations.filter { [.class, .struct, .protocol].contains($0.kind) }.map { (file, $0) }
        }
        let protocols = Set(types.filter { $0.1.kind == .protocol }.map(\.1.name))
        var adopters: [String: [String]] = [:]
        var next: [String: Set<String>] = [:]
        for (file, declaration) in types where declaration.kind != .protocol {
            for name in file.conformances(of: declaration) where protocols.contains(name) {
                adopters[name, default: []].append(declaration.name)
            }
        }
        // Only a file with a function type (`->`) can declare a block.
        let withArrows = Set(
            files.filter { file in
                file.tokens.indices.dropLast().contains {
                    file.tokens[$0].text == "-" && file.tokens[$0 + 1].text == ">"
                }
            }
            .map(\.path))
        let blocks = types.filter { $0.1.kind != .protocol && withArrows.contains($0.0.path) }.map {
            file, declaration in
            (declaration.name, file.blockSetters(of: declaration))
        }.filter { !$0.1.isEmpty }
        let keepers = Set(blocks.map(\.0))
        for (file, declaration) in types where declaration.kind != .protocol {
            let kept = file.propertyTypeNames(of: declaration).intersection(protocols)
            next[declaration.name, default: []].formUnion(kept.flatMap { adopters[$0] ?? [] })
            guard !blocks.isEmpty else { continue }
            let named = file.namesSet(in: declaration)
            guard !named.isDisjoint(with: keepers) else { continue }
            let accessed = file.memberAccesses(in: declaration)
            for (keeper, setters) in blocks where keeper != declaration.name && named.contains(keeper) {
                if !accessed.isDisjoint(with: setters) { next[keeper, default: []].insert(declaration.name) }
            }
        }
        func chain(from type: String, visited: Set<String>) -> [String] {
            let following = (next[type] ?? []).sorted().filter { !visited.contains($0) }
            let longest = following.map { chain(from: $0, visited: visited.union([$0])) }.max { $0.count < $1.count }
            return [type] + (longest ?? [])
        }
        let cells = types.filter { file, declaration in
            declaration.kind == .class && declaration.name.hasSuffix("Cell") && cellLayers.contains(file.folder)
        }.map(\.1.name).sorted()
        return cells.map { chain(from: $0, visited: [$0]) }.max { $0.count < $1.count } ?? []
    }
}
