/// Up to six numbers of a geometry value (a point, rect, insets or
/// transform), held inline so reading a frame allocates nothing.
public struct GeometryNumbers: Sendable {
    private var numbers: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
    /// How many numbers there are (at most six).
    public private(set) var count = 0

    /// `count` (at most six) numbers, the `i`th from `number(i)`.
    public init(count: Int, _ number: (Int) -> Double) {
        precondition(count >= 0 && count <= 6)
        self.count = count
        withUnsafeMutableBytes(of: &numbers) { raw in
            for index in 0..<count { raw.storeBytes(of: number(index), toByteOffset: 8 * index, as: Double.self) }
        }
    }

    public subscript(index: Int) -> Double {
        precondition(index >= 0 && index < count)
        return withUnsafeBytes(of: numbers) { $0.load(fromByteOffset: 8 * index, as: Double.self) }
    }
}
