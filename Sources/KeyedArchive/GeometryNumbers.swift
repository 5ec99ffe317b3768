/// Up to six numbers of a geometry value (a point, rect, insets or
/// transform), held inline so reading a frame allocates nothing.
public struct GeometryNumbers: Sendable {
    @usableFromInline var numbers: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
    @usableFromInline var storedCount = 0
    /// How many numbers there are (at most six).
    @inlinable
    public var count: Int { storedCount }

    /// No numbers yet.
    @inlinable
    init() {}

    /// `count` (at most six) numbers, the `i`th from `number(i)`.
    public init(count: Int, _ number: (Int) -> Double) {
        precondition(count >= 0 && count <= 6)
        for index in 0..<count { append(number(index)) }
    }

    /// Adds `number` after the others; there must be fewer than six.
    @inlinable
    mutating func append(_ number: Double) {
        switch storedCount {
        case 0: numbers.0 = number
        case 1: numbers.1 = number
        case 2: numbers.2 = number
        case 3: numbers.3 = number
        case 4: numbers.4 = number
        case 5: numbers.5 = number
        default: preconditionFailure("more than six geometry numbers")
        }
        storedCount += 1
    }

    @inlinable
    public subscript(index: Int) -> Double {
        precondition(index >= 0 && index < count)
        switch index {
        case 0: return numbers.0
        case 1: return numbers.1
        case 2: return numbers.2
        case 3: return numbers.3
        case 4: return numbers.4
        default: return numbers.5
        }
    }
}
