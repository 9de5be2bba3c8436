import Foundation
import MVP
import Shared
import Testing

// MVP: a draft row's text is a property of its presenter; the test builds one from a draft.

@MainActor
@Suite("MVP: DraftCellPresenter")
struct DraftCellPresenterTests {
    /// LogicCase: draft: date text
    @Test("draft: 编辑于 and the edit date in UTC, whatever the device's zone")
    func draftDateText() {
        // A device far from UTC, as the suite's robot holds, so a formatter without its zone shows the wrong day.
        NSTimeZone.default = TimeZone(identifier: "Asia/Shanghai")!
        let presenter = DraftCellPresenter(
            draft: Draft(id: 1, title: "Draft", editDate: Date(timeIntervalSince1970: 1_704_067_199)))
        #expect(presenter.editDateText == "编辑于 2023-12-31")
    }
}
