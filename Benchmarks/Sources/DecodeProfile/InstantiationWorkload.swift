import BenchmarkSupport
import NibBytes
import NibCoding

// The instantiation workload of InstantiationBenchmarks (a view with 10,000
// labels), for callgrind: the same model classes, decoding every key.

final class ProfileLabel: NibDecodable {
    let bounds: NibRect, center: NibPoint, tag: Int, text: String?
    init(coder: NibObjectDecoder) throws {
        bounds = try coder.decodeRect(forKey: "UIBounds")
        center = try coder.decodePoint(forKey: "UICenter")
        tag = try coder.decodeInteger(forKey: "UITag")
        text = try coder.decodeString(forKey: "UIText")
    }
}

final class ProfileView: NibDecodable {
    let subviews: [Any]
    init(coder: NibObjectDecoder) throws { subviews = try coder.decodeArray(forKey: "UISubviews") ?? [] }
}

enum InstantiationWorkload {
    static let registry: NibClassRegistry = {
        var registry = NibClassRegistry()
        registry.register(ProfileView.self, as: "UIView")
        registry.register(ProfileLabel.self, as: "UILabel")
        return registry
    }()

    /// Instantiates `nib` and returns the number of top-level objects.
    static func instantiate(_ nib: ByteView) throws -> Int {
        try NibFile(bytes: nib).instantiate(registry: registry).topLevelObjects.count
    }
}
