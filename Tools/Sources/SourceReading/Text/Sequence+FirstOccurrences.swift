extension Sequence {
    /// The distinct values of `key`, in the order they first occur: the screens of a list of rows,
    /// as the report groups them.
    package func firstOccurrences<Key: Equatable>(of key: (Element) -> Key) -> [Key] {
        reduce(into: [Key]()) { found, element in
            let value = key(element)
            if !found.contains(value) { found.append(value) }
        }
    }
}
