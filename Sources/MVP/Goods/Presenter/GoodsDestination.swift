import Shared

/// Where a row's event leads, as the presenter decides it; the view makes the screen.
public enum GoodsDestination {
    case detail(Goods)
    case profile(userId: Int)
    case location(Goods)
    case comments(Goods)
}
