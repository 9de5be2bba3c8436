import HeadlessUIKit
import Shared

/// The C of one cart cell: it fills the cell's exposed subviews from the `CartItemViewModel` it
/// shows now and turns the cell's taps into the list controller's commands. A row is a value the
/// cart replaces on every change, so the cell is filled, not bound. It lives as long as its cell.
@MainActor
public final class CartCellController {
    /// Set by the list controller: what the row's "+", "−" and 删除 do.
    public var onClickAddCommand: (@MainActor (CartItemViewModel) -> Void)?
    public var onClickReduceCommand: (@MainActor (CartItemViewModel) -> Void)?
    public var onClickDeleteCommand: (@MainActor (CartItemViewModel) -> Void)?
    private weak var cell: CartCell?

    public init(cell: CartCell) {
        self.cell = cell
        cell.addButton.setTitle("+", for: .normal)
        cell.reduceButton.setTitle("−", for: .normal)
        cell.deleteButton.setTitle("删除", for: .normal)
        cell.addButton.addAction(UIAction { [weak self] _ in self?.send(\.onClickAddCommand) }, for: .touchUpInside)
        cell.reduceButton.addAction(
            UIAction { [weak self] _ in self?.send(\.onClickReduceCommand) }, for: .touchUpInside)
        cell.deleteButton.addAction(
            UIAction { [weak self] _ in self?.send(\.onClickDeleteCommand) }, for: .touchUpInside)
    }

    /// The row the cell shows.
    public var viewModel: CartItemViewModel? {
        didSet { fill() }
    }

    private func fill() {
        guard let cell, let viewModel else { return }
        cell.nameLabel.text = viewModel.name
        cell.numLabel.text = viewModel.countText
        cell.addButton.isEnabled = viewModel.canAdd
        cell.reduceButton.isEnabled = viewModel.canReduce
        cell.deleteButton.isEnabled = viewModel.canDelete
    }

    private func send(_ command: KeyPath<CartCellController, (@MainActor (CartItemViewModel) -> Void)?>) {
        guard let viewModel else { return }
        self[keyPath: command]?(viewModel)
    }
}
