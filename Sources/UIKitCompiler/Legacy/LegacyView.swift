import IBDocument
import NibGraph

/// `IBUIView` → `UIView`, and the view keys every view class starts with, in
/// the order `-[UIView encodeWithCoder:]` writes them (the 3.0 compiler's
/// `appendViewKeys`).
///
/// | IB 3 key | UIKit key |
/// |---|---|
/// | `NSFrame` `{{x, y}, {w, h}}` / `NSFrameSize` `{w, h}` | `UIBounds` `{0, 0, w, h}`, `UICenter` `{x + w/2, y + h/2}` (x, y taken as 0 for a top-level view) |
/// | `NSSubviews` | `UISubviews` (`NSMutableArray`) |
/// | `IBUIBackgroundColor` | `UIBackgroundColor` |
/// | `IBUIOpaque` (YES when absent) | `UIOpaque` when YES |
/// | `IBUIHidden`, `NSvFlags` bit 31 | `UIHidden` when YES |
/// | `IBUIAlpha` | `UIAlpha` (float32) when not 1 |
/// | `IBUITag` | `UITag` when not 0 |
/// | `IBUIUserInteractionEnabled` (YES when absent) | `UIUserInteractionDisabled` when NO |
/// | `IBUIMultipleTouchEnabled` | `UIMultipleTouchEnabled` when YES |
/// | `NSvFlags` bit 8 (0x100) | `UIAutoresizeSubviews` |
/// | `NSvFlags` bits 0–5 | `UIAutoresizingMask` when not 0 |
/// | `IBUIClearsContextBeforeDrawing` (YES when absent) | `UIClearsContextBeforeDrawing` false when NO |
/// | `IBUIContentMode` | `UIContentMode` when not 0 |
/// | `IBUIClipsSubviews` | `UIClipsToBounds` when YES |
///
/// From the iOS 9 SDK `UIViewSemanticContentAttribute` 0 follows, from iOS 10
/// `UIDeepDrawRect` comes after the background color, as in the 3.0 compiler.
enum LegacyView {
    static let keys: Set<String> = [
        "NSFrame", "NSFrameSize", "NSSubviews", "IBUIBackgroundColor", "IBUIOpaque", "IBUIHidden", "IBUIAlpha", "IBUITag",
        "IBUIUserInteractionEnabled", "IBUIMultipleTouchEnabled", "NSvFlags", "IBUIClearsContextBeforeDrawing",
        "IBUIContentMode", "IBUIClipsSubviews",
    ]

    static let view = LegacyClass(keys: keys) { context, object, reference in
        context.beginObject(reference, of: object, className: "UIView")
        context.appendViewKeys(object, to: reference)
        context.endObject(reference, of: object, className: "UIView")
    }

    /// The subview objects of `view`, in order (those of known classes).
    static func subviews(_ view: LegacyObject, in archive: LegacyArchive) -> [LegacyObject] {
        archive.items(view["NSSubviews"]).compactMap(\.object)
    }
}

/// What a view class assumes when its object leaves a key out.
struct LegacyViewDefaults {
    var opaque = true
    var hidden = false
    var userInteractionEnabled = true
    var contentMode: Int64 = 0
}

extension LegacyContext {
    /// `object`'s frame as x, y, width, height (`NSFrame`, else `NSFrameSize` at
    /// the origin, else zero).
    mutating func frame(_ object: LegacyObject) -> [Double] {
        for key in ["NSFrame", "NSFrameSize"] {
            guard let text = string(key, of: object) else { continue }
            guard let numbers = Self.numbers(inGeometry: text), numbers.count == (key == "NSFrame" ? 4 : 2) else {
                let entry = object.entry(key)
                warn("\(key) \"\(text.prefix(40))\" is not a geometry; it is ignored", line: entry?.line ?? object.line,
                     column: entry?.column ?? object.column)
                continue
            }
            return numbers.count == 4 ? numbers : [0, 0] + numbers
        }
        return [0, 0, 0, 0]
    }

    /// The view keys of `object`, as `UIView` encodes them.
    mutating func appendViewKeys(_ object: LegacyObject, to view: Reference, defaults: LegacyViewDefaults = .init()) {
        let frame = frame(object)
        var (x, y, width, height) = (frame[0], frame[1], frame[2], frame[3])
        // A top-level view sits at the origin: Interface Builder 3 kept it below
        // the simulated status and navigation bars, ibtool does not.
        if object.id.map({ rootIDs.contains($0) }) == true { (x, y) = (0, 0) }
        append("UIBounds", base.geometry([0, 0, width, height]), to: view)
        append("UICenter", base.geometry([x + width / 2, y + height / 2]), to: view)
        let subviews = LegacyView.subviews(object, in: archive).compactMap { compile($0) }
        if !subviews.isEmpty {
            append("UISubviews", .object(base.builder.array(subviews, className: FoundationClasses.mutableArray)), to: view)
        }
        if let background = color("IBUIBackgroundColor", of: object) {
            append("UIBackgroundColor", .object(background), to: view)
        }
        if sdk >= 10 { append("UIDeepDrawRect", .bool(true), to: view) }
        let flags = integer("NSvFlags", of: object) ?? 0
        if bool("IBUIOpaque", of: object) ?? defaults.opaque { append("UIOpaque", .bool(true), to: view) }
        if bool("IBUIHidden", of: object) ?? (flags & (1 << 31) != 0 || defaults.hidden) {
            append("UIHidden", .bool(true), to: view)
        }
        if let alpha = double("IBUIAlpha", of: object), alpha != 1 { append("UIAlpha", .float(Float(alpha)), to: view) }
        if let tag = integer("IBUITag", of: object), tag != 0 { append("UITag", .integer(tag), to: view) }
        if !(bool("IBUIUserInteractionEnabled", of: object) ?? defaults.userInteractionEnabled) {
            append("UIUserInteractionDisabled", .bool(true), to: view)
        }
        if bool("IBUIMultipleTouchEnabled", of: object) == true { append("UIMultipleTouchEnabled", .bool(true), to: view) }
        append("UIAutoresizeSubviews", .bool(flags & 0x100 != 0), to: view)
        let mask = flags & 0x3F
        if mask != 0 { append("UIAutoresizingMask", .integer(mask), to: view) }
        if bool("IBUIClearsContextBeforeDrawing", of: object) == false {
            append("UIClearsContextBeforeDrawing", .bool(false), to: view)
        }
        let contentMode = integer("IBUIContentMode", of: object) ?? defaults.contentMode
        if contentMode != 0 { append("UIContentMode", .integer(contentMode), to: view) }
        if bool("IBUIClipsSubviews", of: object) == true { append("UIClipsToBounds", .bool(true), to: view) }
        if sdk >= 9 { append("UIViewSemanticContentAttribute", .integer(0), to: view) }
        if sdk >= 13 { append("UIViewLargeContentStoredProperties", .null, to: view) }
    }
}
