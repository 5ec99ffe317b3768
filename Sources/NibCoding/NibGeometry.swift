/// A point or size, in points.
public struct NibPoint: Sendable, Equatable { public var x, y: Double; public init(x: Double, y: Double) { self.x = x; self.y = y } }
public struct NibSize: Sendable, Equatable { public var width, height: Double; public init(width: Double, height: Double) { self.width = width; self.height = height } }
public struct NibRect: Sendable, Equatable {
    public var origin: NibPoint
    public var size: NibSize
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = NibPoint(x: x, y: y)
        size = NibSize(width: width, height: height)
    }
}
/// Edge insets: top, left, bottom, right (UIEdgeInsets order).
public struct NibEdgeInsets: Sendable, Equatable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}
/// An affine transform `[a, b, c, d, tx, ty]`.
public struct NibAffineTransform: Sendable, Equatable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
}
