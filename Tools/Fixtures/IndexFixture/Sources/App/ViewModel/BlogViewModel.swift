import HeadlessUIKit
import Shared

final class BlogViewModel {
    /// Its own row type, named like the View layer's `BlogCell`: no breach.
    struct BlogCell {
        var title: String
    }

    var rows: [BlogCell] = []
    var button: KitButton?
    var qualified: HeadlessUIKit.UIButton?
    var errorText = ""

    func show(_ blogs: [Blog]) {
        rows = blogs.map { BlogCell(title: $0.title) }
    }

    func fail(_ error: APIError) {
        errorText = error.message
    }

    func isCancel(_ button: KitButton) -> Bool {
        button.style == .cancel
    }
}
