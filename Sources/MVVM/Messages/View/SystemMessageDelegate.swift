/// 002's `JBSystemMessageDelegate`: how a cell tells its controller that its "查看详情" was tapped,
/// handing back the frame model it shows.
@MainActor
public protocol SystemMessageDelegate: AnyObject {
    func moreInformation(_ frameModel: SystemMessageFrameModel)
}
