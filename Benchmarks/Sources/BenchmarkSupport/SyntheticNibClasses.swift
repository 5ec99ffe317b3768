import NibCoding

/// Small Swift classes for the labels and the view of ``SyntheticNib``, so
/// benchmarks can instantiate its nibs the way an app would.
public final class BenchLabel: NibDecodable {
    public let bounds: NibRect, center: NibPoint, tag: Int, text: String?

    public init(coder: NibObjectDecoder) throws {
        bounds = try coder.decodeRect(forKey: "UIBounds")
        center = try coder.decodePoint(forKey: "UICenter")
        tag = try coder.decodeInteger(forKey: "UITag")
        text = try coder.decodeString(forKey: "UIText")
    }
}

/// The root view of ``SyntheticNib``: its labels arrive in `UISubviews`.
public final class BenchView: NibDecodable {
    public let subviews: [Any]

    public init(coder: NibObjectDecoder) throws {
        subviews = try coder.decodeArray(forKey: "UISubviews") ?? []
    }
}

extension SyntheticNib {
    /// A registry that builds ``BenchView`` for `UIView` and ``BenchLabel`` for `UILabel`.
    public static var registry: NibClassRegistry {
        var registry = NibClassRegistry()
        registry.register(BenchView.self, as: "UIView")
        registry.register(BenchLabel.self, as: "UILabel")
        return registry
    }
}
