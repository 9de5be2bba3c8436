import Foundation
import MVVM
import Shared
import Testing

// MVVM: a draft row's text is an output of its view model; the test builds one from a draft.

@MainActor
@Suite("MVVM: DraftCellViewModel")
struct DraftCellViewModelTests {
    /// LogicCase: draft: date text
    @Test("draft: 编辑于 and the edit date in UTC, whatever the device's zone")
    func draftDateText() {
        // A device far from UTC, as the suite's robot holds, so a formatter without its zone shows the wrong day.
        NSTimeZone.default = TimeZone(identifier: "Asia/Shanghai")!
        let viewModel = DraftCellViewModel(
            draft: Draft(id: 1, title: "Draft", editDate: Date(timeIntervalSince1970: 1_704_067_199)))
        #expect(viewModel.editDate == "编辑于 2023-12-31")
    }
}
