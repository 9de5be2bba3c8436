import HeadlessUIKit

/// The screens a profile leads to. The scenario needs only their identity, so each is a blank
/// page whose view identifier names what it shows, for example "blogDetail.7".
@MainActor
public class DetailViewController: UIViewController {
    private let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    public override func loadView() {
        view = UIView(identifier: identifier)
    }
}
