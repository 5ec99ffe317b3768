/// A small deterministic random generator (SplitMix64), so corruption tests are reproducible.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// `bytes` with `flips` randomly chosen bytes changed (each XORed with a nonzero value).
    public mutating func damaged(_ bytes: [UInt8], flips: Int) -> [UInt8] {
        var result = bytes
        guard !result.isEmpty else { return result }
        for _ in 0..<flips {
            result[Int.random(in: 0..<result.count, using: &self)] ^= UInt8.random(in: 1...255, using: &self)
        }
        return result
    }

    /// `count` damaged copies of `bytes`: the first cut to two thirds of its
    /// length, each other with 1 to 3 bytes changed.
    public mutating func damagedCopies(of bytes: [UInt8], count: Int) -> [[UInt8]] {
        (0..<count).map { copy in
            copy == 0 ? Array(bytes.prefix(bytes.count * 2 / 3)) : damaged(bytes, flips: Int.random(in: 1...3, using: &self))
        }
    }
}
