/// What a like changes on a model a list shows: the profile's blogs and 004's goods.
public protocol Likeable {
    var likeCount: Int { get set }
    var isLiked: Bool { get set }
}

extension Blog: Likeable {}
extension Goods: Likeable {}
