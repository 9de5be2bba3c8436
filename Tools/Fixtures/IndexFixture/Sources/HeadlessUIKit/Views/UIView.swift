open class UIView {
    public var isHidden = false
    public init() {}
}

public final class UIButton: UIView {
    public enum Style { case plain, cancel }
    public var style = Style.plain
}
