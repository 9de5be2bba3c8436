/// The longest chain of delegates from a cell: the cell keeps a property of a protocol that
/// another type adopts, which keeps a property of a protocol a third type adopts, and so on
/// (003's MVP: `CartCell` → `CartPresenter` through `PresentDelegate`, → `CartViewController`
/// through `CartView`). Each hop is one type handing an event to the next through a protocol.
enum DelegateChain {
    /// The type names of the longest chain that starts at a type of `cellLayers` whose name ends in
    /// "Cell"; just the cell when it keeps no protocol another type adopts, empty without cells.
    static func longest(in files: [SourceFile], cellLayers: [String]) -> [String] {
        let types = files.flatMap { file in
            file.declarations.filter { [.class, .struct, .protocol].contains($0.kind) }.map { (file, $0) }
        }
        let protocols = Set(types.filter { $0.1.kind == .protocol }.map(\.1.name))
        var adopters: [String: [String]] = [:]
        var kept: [String: Set<String>] = [:]
        for (file, declaration) in types where declaration.kind != .protocol {
            for name in file.conformances(of: declaration) where protocols.contains(name) {
                adopters[name, default: []].append(declaration.name)
            }
            kept[declaration.name] = file.propertyTypeNames(of: declaration).intersection(protocols)
        }
        func chain(from type: String, visited: Set<String>) -> [String] {
            let next = (kept[type] ?? []).sorted().flatMap { adopters[$0] ?? [] }.filter { !visited.contains($0) }
            let longest = next.map { chain(from: $0, visited: visited.union([$0])) }.max { $0.count < $1.count }
            return [type] + (longest ?? [])
        }
        let cells = types.filter { file, declaration in
            declaration.kind == .class && declaration.name.hasSuffix("Cell") && cellLayers.contains(file.folder)
        }.map(\.1.name).sorted()
        return cells.map { chain(from: $0, visited: [$0]) }.max { $0.count < $1.count } ?? []
    }
}
