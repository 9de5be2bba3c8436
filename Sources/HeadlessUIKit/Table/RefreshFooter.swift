/// Load more, shaped like MJRefresh's footer: scrolling to the end of the list runs the block,
/// every time. Deciding whether to ask the server is the caller's business, not the kit's.
@MainActor
public final class RefreshFooter: UIView {
    private let label = UILabel(identifier: "footer.text")
    private let refreshingBlock: @MainActor () -> Void

    public init(refreshingBlock: @escaping @MainActor () -> Void) {
        self.refreshingBlock = refreshingBlock
        super.init(identifier: "footer")
        addSubview(label)
    }

    /// What the footer reads, for example that no more pages follow.
    public var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    func trigger() {
        refreshingBlock()
    }
}
