import NibBytes
import NIBArchive

/// Geometry values: NIBArchive stores them as typed float64 blobs
/// (`0x07` + little-endian doubles); keyed archives as the strings of
/// `NSStringFromCGPoint`, `NSStringFromCGRect`, `NSStringFromUIEdgeInsets`
/// and `NSStringFromCGAffineTransform`.
///
/// Only the keys below are converted, in both directions, so a conversion
/// and its reverse always agree; any other blob stays data and any other
/// string stays a string.
public enum GeometryString {
    /// The shape a key's value has.
    public enum Shape: Sendable {
        /// `{x, y}`: CGPoint, CGSize, UIOffset.
        case pair
        /// `{{x, y}, {w, h}}`: CGRect.
        case rect
        /// `{top, left, bottom, right}`: UIEdgeInsets.
        case insets
        /// `[a, b, c, d, tx, ty]`: CGAffineTransform.
        case transform

        var count: Int {
            switch self {
            case .pair: 2
            case .rect, .insets: 4
            case .transform: 6
            }
        }
    }

    /// UIKit keys coded with the geometry methods (`encodeCGRect:forKey:` and friends).
    public static let keys: [String: Shape] = [
        "UIBounds": .rect, "UIFrame": .rect, "UIContentStretch": .rect,
        "UICenter": .pair, "UIShadowOffset": .pair, "UITitleShadowOffset": .pair,
        "UIClearButtonOffset": .pair, "UIContentSize": .pair, "UIItemSize": .pair,
        "UIContentSizeForViewInPopover": .pair, "UIContentOffset": .pair,
        "UIContentInset": .insets, "UIScrollIndicatorInsets": .insets, "UIContentEdgeInsets": .insets,
        "UIImageEdgeInsets": .insets, "UITitleEdgeInsets": .insets, "UISectionInset": .insets,
        "UISeparatorInset": .insets, "UITransform": .transform,
    ]

    /// The string for a float64 blob under `key`, or nil when the key is not a
    /// geometry key, the blob is not float64 of the key's shape, or the text
    /// would not read back to the same bits.
    public static func string(forBlob data: ByteView, key: String) -> String? {
        guard let shape = keys[key], let array = NIBFloatArray(data: data), array.elementType == .float64,
              array.values.count == shape.count
        else { return nil }
        let parts = array.values.map(format)
        guard parts.map({ Double($0)?.bitPattern }) == array.values.map({ $0.bitPattern }) else { return nil }
        switch shape {
        case .pair: return "{\(parts[0]), \(parts[1])}"
        case .rect: return "{{\(parts[0]), \(parts[1])}, {\(parts[2]), \(parts[3])}}"
        case .insets: return "{\(parts.joined(separator: ", "))}"
        case .transform: return "[\(parts.joined(separator: ", "))]"
        }
    }

    /// The float64 blob for a geometry string under `key`, or nil when the key
    /// is not a geometry key or the string is not of the key's shape.
    public static func blob(forString text: String, key: String) -> [UInt8]? {
        guard let shape = keys[key] else { return nil }
        let expected: String
        var numbers: [Double] = []
        var current = ""
        var skeleton = ""
        for character in text {
            if "{}[],".contains(character) {
                if !current.trimmingSpaces.isEmpty {
                    guard let number = Double(current.trimmingSpaces) else { return nil }
                    numbers.append(number)
                    skeleton += "n"
                }
                current = ""
                skeleton.append(character)
            } else {
                current.append(character)
            }
        }
        guard current.trimmingSpaces.isEmpty else { return nil }
        switch shape {
        case .pair: expected = "{n,n}"
        case .rect: expected = "{{n,n},{n,n}}"
        case .insets: expected = "{n,n,n,n}"
        case .transform: expected = "[n,n,n,n,n,n]"
        }
        guard skeleton == expected, numbers.count == shape.count else { return nil }
        return NIBFloatArray(elementType: .float64, values: numbers).encoded
    }

    /// Shortest text that reads back to the same double; integers without ".0".
    static func format(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var view = Substring(self)
        while view.first == " " { view.removeFirst() }
        while view.last == " " { view.removeLast() }
        return view
    }
}
