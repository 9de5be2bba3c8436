import Shared

/// Where a row's event leads, as the list controller reports it; the scene makes the screen.
public enum GoodsDestination {
    case detail(Goods)
    case profile(userId: Int)
    case location(Goods)
    case comments(Goods)
}
