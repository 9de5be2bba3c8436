import Shared
import TEA
import Testing

// TEA: a state is a value. Two states that share appended pages still each list their own rows:
// the one appended from after the other was takes a copy of its own rows first.

@Suite("TEA: LikedList")
struct LikedListTests {
    private static func blogs(_ range: Range<Int>) -> [Blog] {
        range.map { Blog(id: $0, authorName: "Alice", title: "Blog \($0)", likeCount: $0) }
    }

    @Test("A list appended from after a later one was keeps its own rows, and the later one its own")
    func valueSemantics() {
        var first = LikedList<Blog>()
        first.append(Self.blogs(0..<2))
        var later = first
        later.append(Self.blogs(2..<4))
        var other = first
        other.append(Self.blogs(10..<11))
        #expect((0..<first.count).map { first.item(at: $0).id } == [0, 1])
        #expect((0..<later.count).map { later.item(at: $0).id } == [0, 1, 2, 3])
        #expect((0..<other.count).map { other.item(at: $0).id } == [0, 1, 10])
        #expect(other[id: 2] == nil, "a later list's rows are not this one's")
        #expect(later[id: 10] == nil)
        #expect(!later.hasSameRows(as: other))
    }

    @Test("An accepted like counts once on every row that lists the blog, and turns its button off")
    func likeOnEveryRow() {
        var list = LikedList<Blog>()
        list.append(Self.blogs(0..<2))
        list.append(Self.blogs(1..<2))
        list.willLike(1)
        #expect(!list.isLikeEnabled(1))
        list.didLike(1)
        #expect([1, 2].map { list.item(at: $0).likeCount } == [2, 2])
        #expect([1, 2].map { list.isLikeEnabled(list.item(at: $0)) } == [false, false])
        #expect(list.isLikeEnabled(0))
    }
}
