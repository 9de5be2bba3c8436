/// An element that may not be there: nil for an index out of range, or no index.
extension Array {
    package subscript(safe index: Int?) -> Element? {
        guard let index, indices.contains(index) else { return nil }
        return self[index]
    }
}
