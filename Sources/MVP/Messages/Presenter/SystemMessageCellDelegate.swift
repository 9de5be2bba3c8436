/// What a message row's "查看详情" tells its presenter, as a cart row's buttons tell theirs (003's
/// `PresentDelegate`): the cell names the message by its id and knows only this protocol, not the
/// presenter behind it.
@MainActor
public protocol SystemMessageCellDelegate: AnyObject {
    /// A tap on a row's "查看详情" or "收起".
    func didTapMore(messageID: Int)
}
