import Foundation

/// A label of ``SyntheticNib`` as a Foundation `NSCoding` class, for the
/// NSKeyedArchiver and NSKeyedUnarchiver baselines. Keyed archives carry
/// geometry as strings (`NSStringFromCGRect`), so the label keeps strings.
public final class FoundationLabel: NSObject, NSCoding {
    public let bounds: String?, center: String?, tag: Int, text: String?

    public init?(coder: NSCoder) {
        bounds = coder.decodeObject(forKey: "UIBounds") as? String
        center = coder.decodeObject(forKey: "UICenter") as? String
        tag = coder.decodeInteger(forKey: "UITag")
        text = coder.decodeObject(forKey: "UIText") as? String
    }

    public func encode(with coder: NSCoder) {
        coder.encode(bounds, forKey: "UIBounds")
        coder.encode(center, forKey: "UICenter")
        coder.encode(tag, forKey: "UITag")
        coder.encode(text, forKey: "UIText")
    }
}

/// The root view of ``SyntheticNib`` as a Foundation `NSCoding` class.
///
/// It writes its labels in one of two shapes (``ChildrenShape``) so the
/// baselines can show both (arrays are where Foundation's archiver on Linux
/// can turn quadratic, see ``ArrayHolders``); it reads either.
public final class FoundationView: NSObject, NSCoding {
    /// How the view's labels go into an archive.
    public enum ChildrenShape: String, Sendable, CaseIterable {
        /// One `NSArray` under `UISubviews`, as UIKit writes it.
        case array = "one array"
        /// Each label under its own key (`child0`, `child1`, …) after a count under `UISubviewCount`.
        case separateKeys = "separate keys"
    }

    public let bounds: String?, center: String?
    public let subviews: [Any]
    /// The shape ``encode(with:)`` writes.
    public var childrenShape = ChildrenShape.array

    public init?(coder: NSCoder) {
        bounds = coder.decodeObject(forKey: "UIBounds") as? String
        center = coder.decodeObject(forKey: "UICenter") as? String
        if coder.containsValue(forKey: "UISubviews") {
            subviews = coder.decodeObject(forKey: "UISubviews") as? [Any] ?? []
        } else {
            let count = coder.decodeInteger(forKey: "UISubviewCount")
            subviews = (0..<count).compactMap { coder.decodeObject(forKey: "child\($0)") }
            childrenShape = .separateKeys
        }
    }

    public func encode(with coder: NSCoder) {
        coder.encode(bounds, forKey: "UIBounds")
        coder.encode(center, forKey: "UICenter")
        switch childrenShape {
        case .array:
            coder.encode(subviews, forKey: "UISubviews")
        case .separateKeys:
            coder.encode(subviews.count, forKey: "UISubviewCount")
            for (index, subview) in subviews.enumerated() {
                coder.encode(subview, forKey: "child\(index)")
            }
        }
    }
}

/// ``SyntheticNib``'s objects through Foundation's archivers: read from the
/// keyed archive our encoder writes, so the values are the same, and written
/// back with the same top-level keys. (The archive names the classes
/// `BenchmarkSupport.FoundationView` and `…Label`: `setClassName(_:for:)`
/// has no effect in Foundation on Linux.)
public enum FoundationNib {
    /// An unarchiver for `data` that builds ``FoundationView`` and ``FoundationLabel``.
    public static func unarchiver(for data: Data) throws -> NSKeyedUnarchiver {
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(FoundationView.self, forClassName: "UIView")
        unarchiver.setClass(FoundationLabel.self, forClassName: "UILabel")
        return unarchiver
    }

    /// The nib's top-level objects decoded by NSKeyedUnarchiver (what UINib would return).
    public static func topLevelObjects(_ data: Data) throws -> [Any] {
        try unarchiver(for: data).decodeObject(forKey: "UINibTopLevelObjectsKey") as? [Any] ?? []
    }

    /// The view of a ``SyntheticNib`` keyed archive, with its labels, as Foundation objects.
    public static func view(_ data: Data) throws -> FoundationView {
        guard let view = try topLevelObjects(data).first as? FoundationView else {
            fatalError("the synthetic nib's top-level object should be a UIView")
        }
        return view
    }

    /// `view` and its labels archived by NSKeyedArchiver, children in `shape`,
    /// under the top-level keys of a UIKit nib.
    public static func archive(_ view: FoundationView, children shape: FoundationView.ChildrenShape) -> Data {
        view.childrenShape = shape
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode([view] as [Any], forKey: "UINibTopLevelObjectsKey")
        archiver.encode([view] + view.subviews, forKey: "UINibObjectsKey")
        archiver.encode([] as [Any], forKey: "UINibConnectionsKey")
        archiver.finishEncoding()
        return archiver.encodedData
    }
}
