import Foundation
import MVC
import Shared
import Testing

// MVC: a draft row's text is formatted by its cell helper, a plain object: no view needed here.

@MainActor
@Suite("MVC: DraftCellHelper")
struct DraftCellHelperTests {
    /// LogicCase: draft: date text
    @Test("draft: 编辑于 and the edit date in UTC, whatever the device's zone")
    func draftDateText() {
        // A device far from UTC, as the suite's robot holds, so a formatter without its zone shows the wrong day.
        NSTimeZone.default = TimeZone(identifier: "Asia/Shanghai")!
        let helper = DraftCellHelper(
            draft: Draft(id: 1, title: "Draft", editDate: Date(timeIntervalSince1970: 1_704_067_199)))
        #expect(helper.editDateText == "编辑于 2023-12-31")
    }
}
