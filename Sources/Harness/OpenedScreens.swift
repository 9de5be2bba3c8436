import HeadlessUIKit

/// What the screens of one spec showed after its last action, kept as text so that a spec's
/// result can carry what was on screen (a failing spec's screen, as a person saw it) without
/// keeping a single object of the screen alive.
@MainActor
public final class OpenedScreens {
    private var stacks: [(navigation: Weak, text: String)] = []

    /// The screens of the robots made while a task runs with this value set.
    @TaskLocal public static var current: OpenedScreens?

    public init() {}

    /// Each robot's snapshot after its last settle, in the order the robots were made.
    public var snapshots: [String] { stacks.map(\.text) }

    func add(_ navigation: UINavigationController) {
        stacks.append((Weak(navigation), ScreenSnapshot.of(navigation)))
    }

    func update(_ navigation: UINavigationController) {
        guard let index = stacks.firstIndex(where: { $0.navigation.object === navigation }) else { return }
        stacks[index].text = ScreenSnapshot.of(navigation)
    }

    private struct Weak {
        weak var object: UINavigationController?
        init(_ object: UINavigationController) { self.object = object }
    }
}
