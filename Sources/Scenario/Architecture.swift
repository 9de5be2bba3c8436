/// One way of building the seeds' screens. The suite and the report know an architecture only
/// through this: a name, and the screens it builds, each declared by conforming to that screen's
/// protocol (``ProfileBuilding``, ``LoginBuilding``).
@MainActor
public protocol Architecture {
    /// The short name the suite and the report show, for example "MVC".
    nonisolated static var name: String { get }
}
