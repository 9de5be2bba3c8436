@MainActor
public final class UIImageView: UIView {
    public var image: UIImage?
}
