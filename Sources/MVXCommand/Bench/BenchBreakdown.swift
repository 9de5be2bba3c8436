import Foundation
import Harness
import HeadlessUIKit
import MVC
import MVP
import MVVM
import Observation
import Shared

/// The smallest examples behind MVVM's figures: the row objects of each architecture alone, and
/// what Observation adds to MVVM's, each timed and weighed (the memory held once the rows are
/// built, against before) in a child process of its own.
@MainActor
enum BenchBreakdown {
    /// One example, measured at `rows` rows.
    enum Example: String, CaseIterable, Codable {
        case mvcCellHelpers = "MVC: a BlogCellHelper per blog"
        case mvpCellPresenters = "MVP: a BlogCellPresenter per blog"
        case mvvmCellViewModels = "MVVM: a BlogCellViewModel per blog (@Observable)"
        case mvvmTrackedOnce = "MVVM: each also read once in withObservationTracking (a cell bound, then reused)"
        case mvvmBoundCells = "MVVM: each bound to a BlogCell, the cell then unbound (a scroll through the list)"
        case mvvmChanged = "MVVM: each bound, then changed once (the binding fires and re-registers)"

        var label: String { rawValue }
    }

    struct Result: Codable {
        var milliseconds: Double
        /// Memory held after building the rows, minus before.
        var bytes: Int
    }

    /// Builds the example's rows, keeping them alive to the end, and measures the building.
    static func run(_ example: Example, rows: Int) -> Result {
        let blogs = Fixture.blogs(of: Fixture.otherUserId, count: rows)
        let api = Fixture.server(blogCount: 0)
        let clock = ContinuousClock()
        var kept: [AnyObject] = []
        kept.reserveCapacity(rows)
        let cell = MVVM.BlogCell(style: .default, reuseIdentifier: "BlogCell")
        let before = allocatedBytes()
        let start = clock.now
        switch example {
        case .mvcCellHelpers:
            for blog in blogs { kept.append(BlogCellHelper(blog: blog)) }
        case .mvpCellPresenters:
            for blog in blogs { kept.append(BlogCellPresenter(blog: blog, apiManager: api)) }
        case .mvvmCellViewModels:
            for blog in blogs { kept.append(BlogCellViewModel(blog: blog, apiManager: api)) }
        case .mvvmTrackedOnce:
            for blog in blogs {
                let row = BlogCellViewModel(blog: blog, apiManager: api)
                _ = withObservationTracking {
                    (row.likeCount, row.isLikeEnabled)
                } onChange: {
                }
                kept.append(row)
            }
        case .mvvmBoundCells, .mvvmChanged:
            for blog in blogs {
                let row = BlogCellViewModel(blog: blog, apiManager: api)
                cell.viewModel = row
                if example == .mvvmChanged { row.update(blog) }
                kept.append(row)
            }
            cell.viewModel = nil
            _ = MainQueue.runUntilIdle()
        }
        let elapsed = start.duration(to: clock.now)
        let result = Result(
            milliseconds: Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15,
            bytes: allocatedBytes() - before)
        withExtendedLifetime((kept, cell)) {}
        return result
    }

    /// The memory the process holds: malloc's bytes in use on Darwin; resident memory on Linux,
    /// whose C library's statistics (`mallinfo2`) Swift does not import.
    private static func allocatedBytes() -> Int {
        #if canImport(Darwin)
            var statistics = malloc_statistics_t()
            malloc_zone_statistics(nil, &statistics)
            return Int(statistics.size_in_use)
        #else
            let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(
                separator: " ")
            let residentPages = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
            return residentPages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }
}
