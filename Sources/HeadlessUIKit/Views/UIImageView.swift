/// A view that shows an image.
@MainActor
public final class UIImageView: UIView {
    public var image: UIImage?
}
