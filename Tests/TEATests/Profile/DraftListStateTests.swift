import Foundation
import Shared
import TEA
import Testing

// TEA: the draft's date text is `DraftListState`'s, in UTC whatever the device's time zone.

@Suite("TEA: DraftListState")
struct DraftListStateTests {
    /// LogicCase: draft: date text
    @Test("draft: 编辑于 and the edit date in UTC, a second before a new year anywhere")
    func draftDateText() {
        var state = DraftListState(userId: 1)
        #expect(state.update(.fetch) == [.fetchDrafts(userId: 1)])
        let draft = Draft(id: 1, title: "Draft", editDate: Date(timeIntervalSince1970: 1_704_067_199))
        _ = state.update(.fetched(.success([draft])))
        #expect(state.editDate(state.drafts[0]) == "编辑于 2023-12-31")
        #expect(state.title(state.drafts[0]) == "Draft")
    }
}
