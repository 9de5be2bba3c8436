/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine (Swift's
/// `hashValue` is seeded per process), for fingerprints written to files.
public struct FNV1a {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// The hash of one text, as 16 hexadecimal digits.
    public static func hex(of text: String) -> String {
        var hash = FNV1a()
        hash.add(text.utf8)
        let digits = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
