/// A button with a title and an image per state; a tap sends `.touchUpInside`.
@MainActor
public final class UIButton: UIControl {
    private var titles: [State: String] = [:]
    private var images: [State: UIImage] = [:]

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    public var currentTitle: String? { title(for: state) }

    public func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
    }

    public func image(for state: State) -> UIImage? {
        images[state] ?? images[.normal]
    }

    public var currentImage: UIImage? { image(for: state) }

    /// A user's tap: nothing happens on a disabled or hidden button.
    public func tap() {
        guard isEnabled, isVisibleOnScreen else { return }
        sendActions(for: .touchUpInside)
    }
}
