/// An image, known here by its asset name.
@MainActor
public final class UIImageView: UIView {
    public var imageName: String?
}
