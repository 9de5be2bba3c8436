import Foundation

/// A line of text. Every write is counted, changed or not, as UIKit would lay it out again.
@MainActor
public final class UILabel: UIView {
    public var text: String? {
        didSet { writes += 1 }
    }
    public var font = UIFont.systemFont(ofSize: 17)
    /// How many lines the label may use; 0 for as many as the text needs.
    public var numberOfLines = 1
    private var writes = 0

    public override var ownWork: UIWork { UIWork(labelWrites: writes) }
}
