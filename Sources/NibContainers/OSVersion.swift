/// An operating-system version such as iOS 13.0 or macOS 10.13, for choosing nib variants.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses dotted text: `13`, `13.0`, `10.13.4` (one to three parts of one to four digits).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...4).contains(part.utf8.count),
                  part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let number = Int(part) else { return nil }
            numbers.append(number)
        }
        numbers += repeatElement(0, count: 3 - numbers.count)
        self.init(numbers[0], numbers[1], numbers[2])
    }

    /// Reads Apple's packed six-digit form `MMmmpp`, as in `keyedobjects-101300.nib`
    /// (101300 is 10.13.0, 110000 is 11.0.0; the same numbers as the SDK's `__MAC_10_13`).
    public init?(packed text: some StringProtocol) {
        guard text.utf8.count == 6,
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let number = Int(text) else { return nil }
        self.init(number / 10_000, number / 100 % 100, number % 100)
    }

    /// `major.minor`, with `.patch` when it is not zero.
    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
