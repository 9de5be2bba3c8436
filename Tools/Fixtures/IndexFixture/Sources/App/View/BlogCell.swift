import HeadlessUIKit

final class BlogCell: UIView {
    var titleText: String?

    func hide() {
        isHidden = true
    }
}
