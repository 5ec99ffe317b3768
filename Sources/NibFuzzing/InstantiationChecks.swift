import NibBytes
import NibCoding

/// What the instantiation fuzz target checks: any NIBArchive or keyed archive
/// either instantiates or fails with a ``NibCodingError``; nothing crashes,
/// loops or grows past the limits.
enum InstantiationChecks {
    /// Decodes every value of its object with every typed decoder.
    final class Probe: NibDecodable, NibKeyValueSettable, NibAwakening {
        init(coder: NibObjectDecoder) throws {
            for entry in coder.entries {
                _ = try? coder.decodeObject(forKey: entry.key)
                _ = try? coder.decodeRect(forKey: entry.key)
                _ = try? coder.decodePoint(forKey: entry.key)
                _ = try? coder.decodeString(forKey: entry.key)
                _ = try? coder.decodeInt64(forKey: entry.key)
                _ = try? coder.decodeDouble(forKey: entry.key)
                try coder.decodeObject(forKey: entry.key) { _ in }
            }
        }

        func setValue(_ value: Any?, forNibKey key: String) throws {}
        func awakeFromNib() {}
    }

    static let options = NibDecodingOptions(maximumDepth: 64, maximumObjects: 1 << 16, maximumBytes: 1 << 24)

    static func instantiate(_ bytes: ByteView) -> String? {
        guard let file = try? NibFile(bytes: bytes) else { return nil }
        var registry = NibClassRegistry()
        for name in ["UIView", "UILabel", "UIButton", "NSView", "NSWindowTemplate", "NSCustomObject"] {
            registry.register(Probe.self, as: name)
        }
        do {
            _ = try file.instantiate(owner: Probe?.none, registry: registry, options: options)
        } catch is NibCodingError {
            return nil
        } catch {
            return "instantiation threw a non-NibCodingError: \(error)"
        }
        _ = NibInspection(graph: file.graph).connections
        _ = NibInspection(graph: file.graph).hierarchy
        return nil
    }
}
