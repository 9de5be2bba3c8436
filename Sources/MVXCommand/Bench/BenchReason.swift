/// A measured reason for a figure that stands far from the best: breakdown examples whose cost per
/// row, times the rows or cells the pass handled, predicts how far one architecture's figure stands
/// from another's. The examples build each architecture's own row types, so the reasons name them;
/// MVCVM's rows and bindings are MVVM's, copied, and share MVVM's reasons.
struct BenchReason {
    enum Figure: Equatable {
        case time(action: String)
        case peakMemory(BenchScenario.Part)
        case objects(BenchScenario.Part)
    }

    /// What an example's per-row cost is multiplied by.
    enum Count {
        /// The rows of the list.
        case rows
        /// The cells the action configured.
        case cellsConfigured
        /// Once: the action touches one row.
        case once
    }

    /// One example's cost per row, times a count, added to the prediction or taken from it.
    struct Term {
        let example: BenchBreakdown.Example
        let per: Count
    }

    let figure: Figure
    let architectures: [String]
    /// The architecture the excess is measured against.
    let over: String
    let adds: [Term]
    let subtracts: [Term]
    let why: String

    static let all: [BenchReason] =
        [
            BenchReason(
                figure: .time(action: "open + load all"), architectures: ["MVVM", "MVCVM"], over: "MVP",
                adds: [Term(example: .mvvmBoundCells, per: .cellsConfigured)],
                subtracts: [Term(example: .mvpShownCells, per: .cellsConfigured)],
                why: "each configured cell renders its row on the next turn through its binding, which registers with"
                    + " the row through Observation (003: binding costs more), where MVP's cell sets its labels"),
            BenchReason(
                figure: .time(action: "scroll through"), architectures: ["MVVM", "MVCVM"], over: "MVP",
                adds: [Term(example: .mvvmBoundCells, per: .cellsConfigured)],
                subtracts: [Term(example: .mvpShownCells, per: .cellsConfigured)],
                why: "each configured cell renders its row on the next turn through its binding, which registers with"
                    + " the row through Observation (003: binding costs more), where MVP's cell sets its labels"),
            BenchReason(
                figure: .time(action: "open + load all"), architectures: ["MVC"], over: "MVP",
                adds: [Term(example: .mvcShownCells, per: .cellsConfigured)],
                subtracts: [Term(example: .mvpShownCells, per: .cellsConfigured)],
                why:
                    "each configured cell gets three new like handlers, which hold the row's helper and the list weakly"
            ),
            BenchReason(
                figure: .time(action: "scroll through"), architectures: ["MVC"], over: "MVP",
                adds: [Term(example: .mvcShownCells, per: .cellsConfigured)],
                subtracts: [Term(example: .mvpShownCells, per: .cellsConfigured)],
                why:
                    "each configured cell gets three new like handlers, which hold the row's helper and the list weakly"
            ),
            BenchReason(
                figure: .time(action: "like one row"), architectures: ["MassiveMVC"], over: "MVP",
                adds: [Term(example: .massiveLiked, per: .once)], subtracts: [Term(example: .mvpLiked, per: .once)],
                why: "the controller finds the cell that shows the blog among the visible ones, at the tap and at the"
                    + " answer, and hands it the whole blog again (three labels and the button)"),
            BenchReason(
                figure: .time(action: "like one row"), architectures: ["MVC"], over: "MVP",
                adds: [Term(example: .mvcLiked, per: .once)], subtracts: [Term(example: .mvpLiked, per: .once)],
                why:
                    "the cell sends the like and hands the answer to handlers that hold the helper and the list weakly;"
                    + " the list then finds the row's cell among the visible ones"),
            BenchReason(
                figure: .time(action: "like one row"), architectures: ["MVVM", "MVCVM"], over: "MVP",
                adds: [Term(example: .mvvmLiked, per: .once)], subtracts: [Term(example: .mvpLiked, per: .once)],
                why: "the tap and the answer each re-render the cell on the next turn through its binding, which"
                    + " registers with the row again; MVP's presenter calls its cell's update method"),
            BenchReason(
                figure: .time(action: "log in (opens the own profile)"), architectures: ["MVVM", "MVCVM"], over: "MVP",
                adds: [Term(example: .mvvmBoundCells, per: .cellsConfigured)],
                subtracts: [Term(example: .mvpShownCells, per: .cellsConfigured)],
                why: "the login opens the own profile, whose first cells each render their row through a binding that"
                    + " registers with the row through Observation, where MVP's cell sets its labels"),
            BenchReason(
                figure: .time(action: "refresh"), architectures: ["MVP"], over: "MassiveMVC",
                adds: [Term(example: .mvpDropped, per: .rows)], subtracts: [],
                why: "the old page's array lets go of a row object per blog; MassiveMVC's rows are structs"),
            BenchReason(
                figure: .time(action: "refresh"), architectures: ["MVC"], over: "MassiveMVC",
                adds: [Term(example: .mvcDroppedHeldWeakly, per: .rows)], subtracts: [],
                why: "the old page's array lets go of a helper per blog, each with a side table since its cell's like"
                    + " handlers hold it weakly; MassiveMVC's rows are structs"),
            BenchReason(
                figure: .time(action: "refresh"), architectures: ["MVVM", "MVCVM"], over: "MassiveMVC",
                adds: [Term(example: .mvvmDropped, per: .rows)], subtracts: [],
                why: "the old page's array lets go of a row view model per blog; MassiveMVC's rows are structs"),
            BenchReason(
                figure: .peakMemory(.screens), architectures: ["MVVM", "MVCVM"], over: "MVC",
                adds: [Term(example: .mvvmBoundCells, per: .rows)],
                subtracts: [Term(example: .mvcCellHelpers, per: .rows)],
                why: "a row view model per blog, whose Observation registrar keeps its state in objects of its own; the"
                    + " cells that showed it leave nothing on it"),
            BenchReason(
                figure: .objects(.screens), architectures: ["MVC"], over: "MassiveMVC",
                adds: [Term(example: .mvcCellHelpers, per: .rows)], subtracts: [],
                why: "a BlogCellHelper per blog, which keeps the row's state; MassiveMVC keeps structs"),
            BenchReason(
                figure: .objects(.screens), architectures: ["MVP"], over: "MassiveMVC",
                adds: [Term(example: .mvpCellPresenters, per: .rows)], subtracts: [],
                why: "a BlogCellPresenter per blog, which keeps the row's state; MassiveMVC keeps structs"),
            BenchReason(
                figure: .objects(.screens), architectures: ["MVVM", "MVCVM"], over: "MassiveMVC",
                adds: [Term(example: .mvvmCellViewModels, per: .rows)], subtracts: [],
                why: "a BlogCellViewModel per blog, whose Observation registrar keeps its state in objects of its own"),
            BenchReason(
                figure: .objects(.goods), architectures: ["MVC"], over: "MassiveMVC",
                adds: [Term(example: .mvcGoodsCellHelpers, per: .rows)], subtracts: [],
                why: "a GoodsCellHelper per goods, which keeps the row's state; MassiveMVC keeps structs"),
            BenchReason(
                figure: .objects(.goods), architectures: ["MVP"], over: "MassiveMVC",
                adds: [Term(example: .mvpGoodsCellPresenters, per: .rows)], subtracts: [],
                why: "a GoodsCellPresenter per goods, which keeps the row's state; MassiveMVC keeps structs"),
            BenchReason(
                figure: .objects(.goods), architectures: ["MVVM", "MVCVM"], over: "MassiveMVC",
                adds: [Term(example: .mvvmGoodsItemViewModels, per: .rows)], subtracts: [],
                why:
                    "004's GoodsItemViewModel per goods, whose Observation registrar keeps its state in objects of its own"
            ),
            BenchReason(
                figure: .peakMemory(.goods), architectures: ["MVVM", "MVCVM"], over: "MVC",
                adds: [Term(example: .mvvmGoodsItemViewModels, per: .rows)],
                subtracts: [Term(example: .mvcGoodsCellHelpers, per: .rows)],
                why:
                    "004's GoodsItemViewModel per goods, whose Observation registrar keeps its state in objects of its own,"
                    + " where MVC keeps a GoodsCellHelper"),
            BenchReason(
                figure: .time(action: "messages: open"), architectures: ["MVVM"], over: "MVP",
                adds: [Term(example: .mvvmFrameModels, per: .rows)],
                subtracts: [Term(example: .mvpMessageHeights, per: .rows)],
                why: "002's DataService makes a frame model per message as the answer lands, each measuring its texts,"
                    + " where the others measure each row when the table asks its height: 002's design, kept"),
        ] + heightCache + cartRows + goodsCells + goodsRefreshAndLike + cartFilters + profileRows

    /// A refresh of the goods lets go of the old page, and a like redraws its row, each as the
    /// profile's do in the same architectures.
    private static let goodsRefreshAndLike: [BenchReason] =
        [
            (
                ["MassiveMVC"], BenchBreakdown.Example.massiveGoodsDropped,
                "frees a Goods value per goods, each with its strings"
            ),
            (
                ["MVC"], .mvcGoodsDroppedHeldWeakly,
                "lets go of a GoodsCellHelper per goods, each with a side table since its cell's handlers hold it weakly"
            ),
        ].map { architectures, example, what in
            BenchReason(
                figure: .time(action: "goods: refresh"), architectures: architectures, over: "MVP",
                adds: [Term(example: example, per: .rows)], subtracts: [Term(example: .mvpGoodsDropped, per: .rows)],
                why: "the old page's array \(what), where MVP's lets go of presenters it still keeps by id")
        }
        + [
            (
                ["MassiveMVC"], BenchBreakdown.Example.massiveGoodsLiked,
                "the controller finds the cell that shows the goods among the visible ones, at the tap and at the"
                    + " answer, and hands it the whole goods again"
            ),
            (
                ["MVC"], .mvcGoodsLiked,
                "the cell sends the like itself and hands the answer to the row's handlers, which find the row's"
                    + " cell among the visible ones to redraw it; MVP's presenter calls its cell's update method"
            ),
            (
                ["MVVM", "MVCVM"], .mvvmGoodsLiked,
                "the tap and the answer each re-render the cell on the next turn through its binding, which"
                    + " registers with the item view model again; MVP's presenter calls its cell's update method"
            ),
        ].map { architectures, example, why in
            BenchReason(
                figure: .time(action: "goods: like a row"), architectures: architectures, over: "MVP",
                adds: [Term(example: example, per: .once)], subtracts: [Term(example: .mvpGoodsLiked, per: .once)],
                why: why)
        }

    /// The cart's rows on screen after each change (the tap's and the answer's): MassiveMVC and MVC
    /// keep the ids being deleted in a set, MVVM's rows carry the flag.
    private static let cartFilters: [BenchReason] =
        [
            (
                "MassiveMVC", BenchBreakdown.Example.massiveCartFiltered,
                "the items on screen are filtered through the set of ids being deleted (a hash per item)"
            ),
            (
                "MVC", .mvcCartFiltered,
                "the rows' helpers are filtered through the set of ids being deleted into a new array (a hash, a"
                    + " retain and a release per row)"
            ),
        ].flatMap { architecture, example, what in
            ["cart: + on a row", "cart: delete a row"].map { action in
                BenchReason(
                    figure: .time(action: action), architectures: [architecture], over: "MVVM",
                    adds: [Term(example: example, per: .rows), Term(example: example, per: .rows)],
                    subtracts: [
                        Term(example: .mvvmCartFiltered, per: .rows), Term(example: .mvvmCartFiltered, per: .rows),
                    ],
                    why: "after the tap's change and the answer's, \(what), where MVVM's rows carry their own flag")
            }
        }

    /// The profile's first load: MVP makes a presenter per blog, where MassiveMVC keeps the blogs.
    private static let profileRows: [BenchReason] = [
        BenchReason(
            figure: .time(action: "open + load all"), architectures: ["MVP"], over: "MassiveMVC",
            adds: [Term(example: .mvpCellPresenters, per: .rows)], subtracts: [],
            why: "a BlogCellPresenter per blog, made as each page lands, which keeps the row's state; MassiveMVC"
                + " keeps structs")
    ]

    /// The goods list's cells: 004's cell binds its item view model, as the profile's MVVM cells do,
    /// on open, scroll and the refresh's redraw; MVC's cell gets new handlers each time it is configured.
    private static let goodsCells: [BenchReason] =
        ["goods: refresh"].map(goodsBound)
        + ["goods: open + load all", "goods: scroll through"].flatMap {
            action in
            [
                BenchReason(
                    figure: .time(action: action), architectures: ["MVC"], over: "MVP",
                    adds: [Term(example: .mvcGoodsShownCells, per: .cellsConfigured)],
                    subtracts: [Term(example: .mvpGoodsShownCells, per: .cellsConfigured)],
                    why: "each configured cell gets six new handlers, which hold the row's helper and the list weakly,"
                        + " where MVP's cell is handed its presenter"),
                goodsBound(action),
                BenchReason(
                    figure: .time(action: action), architectures: ["MassiveMVC"], over: "MVP",
                    adds: [Term(example: .massiveGoodsShownCells, per: .cellsConfigured)],
                    subtracts: [Term(example: .mvpGoodsShownCells, per: .cellsConfigured)],
                    why:
                        "each configured cell formats the goods it is handed and gets four new handlers that capture it,"
                        + " where MVP's cell is handed its presenter"),
            ]
        }

    private static func goodsBound(_ action: String) -> BenchReason {
        BenchReason(
            figure: .time(action: action), architectures: ["MVVM", "MVCVM"], over: "MVP",
            adds: [Term(example: .mvvmGoodsBoundCells, per: .cellsConfigured)],
            subtracts: [Term(example: .mvpGoodsShownCells, per: .cellsConfigured)],
            why: "each configured cell renders its goods on the next turn through its binding, which registers with"
                + " the item view model through Observation, where MVP's cell sets its labels")
    }

    /// The cart's rows: a row object per item where MassiveMVC keeps the items, and MVP's display
    /// rows built again after each change (the tap's and the answer's).
    private static let cartRows: [BenchReason] =
        [
            BenchReason(
                figure: .time(action: "cart: open"), architectures: ["MVC"], over: "MassiveMVC",
                adds: [Term(example: .mvcCartCellHelpers, per: .rows)], subtracts: [],
                why:
                    "a CartCellHelper per item, made as the answer lands, which keeps the row's state; MassiveMVC keeps the items"
            ),
            BenchReason(
                figure: .time(action: "cart: open"), architectures: ["MVP"], over: "MassiveMVC",
                adds: [Term(example: .mvpCartRows, per: .rows)], subtracts: [],
                why:
                    "the presenter's rows, a CartRow per item built for the view after the answer; MassiveMVC's cells read the items"
            ),
            BenchReason(
                figure: .time(action: "cart: open"), architectures: ["MVVM", "MVCVM"], over: "MassiveMVC",
                adds: [Term(example: .mvvmCartItemViewModels, per: .rows)], subtracts: [],
                why:
                    "a CartItemViewModel per item, the answer mapped (003's view model keeps its own rows); MassiveMVC keeps the items"
            ),
        ]
        + ["cart: + on a row", "cart: delete a row"].map { action in
            BenchReason(
                figure: .time(action: action), architectures: ["MVP"], over: "MVVM",
                adds: [Term(example: .mvpCartRows, per: .rows), Term(example: .mvpCartRows, per: .rows)], subtracts: [],
                why:
                    "the presenter builds its rows for the view again after the tap's change and the answer's, a CartRow"
                    + " per item each time, where MVVM's view model filters the rows it keeps")
        }

    /// 002 turns the estimated heights off, so each row's reload asks every row's height; MVVM's frame
    /// models keep each height (002's cache), the others measure every message's texts again.
    private static let heightCache: [BenchReason] = [
        ("MassiveMVC", BenchBreakdown.Example.massiveMessageHeights), ("MVC", .mvcMessageHeights),
        ("MVP", .mvpMessageHeights), ("MVCVM", .mvcvmMessageHeights),
    ].map { architecture, example in
        BenchReason(
            figure: .time(action: "messages: expand a row"), architectures: [architecture], over: "MVVM",
            adds: [Term(example: example, per: .rows)], subtracts: [Term(example: .mvvmMessageHeights, per: .rows)],
            why: "the row's reload asks every row's height (002 turns the estimates off) and each is measured again"
                + " from the message's texts, where MVVM's frame models keep the heights they measured: 002's cache")
    }
}
