/// Up to six numbers of a decoded geometry value (a point, rect, insets or
/// transform), held inline so decoding a frame allocates nothing.
struct GeometryNumbers {
    private var numbers: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)

    /// `count` (at most six) numbers, the `i`th from `number(i)`.
    init(count: Int, _ number: (Int) -> Double) {
        precondition(count <= 6)
        withUnsafeMutableBytes(of: &numbers) { raw in
            for index in 0..<count { raw.storeBytes(of: number(index), toByteOffset: 8 * index, as: Double.self) }
        }
    }

    subscript(index: Int) -> Double {
        precondition(index >= 0 && index < 6)
        return withUnsafeBytes(of: numbers) { $0.load(fromByteOffset: 8 * index, as: Double.self) }
    }
}
