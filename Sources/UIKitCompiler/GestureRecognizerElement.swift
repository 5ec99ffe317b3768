import NibBytes
import XIBReader

/// Gesture recognizers (`<tapGestureRecognizer>` → `UITapGestureRecognizer`,
/// …): the `UIGestureRecognizer` flags when not UIKit's defaults, then the
/// subclass's values when not its defaults.
///
/// No Apple output shows a gesture recognizer. The mapping notes (§2) give
/// the base keys `UIGestureRecognizer.disabled`, `.cancelsTouchesInView`,
/// `.delaysTouchesBegan`, `.delaysTouchesEnded`, and report that the sources
/// disagree on the subclass keys; these are the notes' first version,
/// `<Class>.<property>`. A view's recognizers are its `gestureRecognizers`
/// outlet collection, which the connections compile.
enum GestureRecognizerElement {
    /// The recognizer class of each element, and its values: attribute,
    /// UIKit's default, how it is archived.
    struct Recognizer {
        let className: String
        let values: [(attribute: String, defaultValue: Double, kind: NumberKind)]
    }

    static let recognizers: [String: Recognizer] = [
        "tapGestureRecognizer": Recognizer(className: "UITapGestureRecognizer", values: [
            ("numberOfTapsRequired", 1, .integer), ("numberOfTouchesRequired", 1, .integer),
        ]),
        "panGestureRecognizer": Recognizer(className: "UIPanGestureRecognizer", values: [
            ("minimumNumberOfTouches", 1, .integer), ("maximumNumberOfTouches", Double(Int64.max), .integer),
        ]),
        "screenEdgePanGestureRecognizer": Recognizer(className: "UIScreenEdgePanGestureRecognizer", values: [
            ("minimumNumberOfTouches", 1, .integer), ("maximumNumberOfTouches", Double(Int64.max), .integer),
        ]),
        "swipeGestureRecognizer": Recognizer(className: "UISwipeGestureRecognizer", values: [
            ("numberOfTouchesRequired", 1, .integer),
        ]),
        "pongPressGestureRecognizer": Recognizer(className: "UILongPressGestureRecognizer", values: [
            ("minimumPressDuration", 0.5, .float64), ("allowableMovement", 10, .float64),
            ("numberOfTapsRequired", 0, .integer), ("numberOfTouchesRequired", 1, .integer),
        ]),
        "pinchGestureRecognizer": Recognizer(className: "UIPinchGestureRecognizer", values: []),
        "rotationGestureRecognizer": Recognizer(className: "UIRotationGestureRecognizer", values: []),
    ]

    /// `UIGestureRecognizer`'s flags: attribute, UIKit's default, key (written with the attribute's value
    /// when it is not the default; `disabled` with the opposite).
    static let flags: [(attribute: String, defaultValue: Bool, key: String)] = [
        ("enabled", true, "UIGestureRecognizer.disabled"),
        ("cancelsTouchesInView", true, "UIGestureRecognizer.cancelsTouchesInView"),
        ("delaysTouchesBegan", false, "UIGestureRecognizer.delaysTouchesBegan"),
        ("delaysTouchesEnded", true, "UIGestureRecognizer.delaysTouchesEnded"),
    ]

    /// `UISwipeGestureRecognizerDirection` bits and `UIRectEdge` bits by name.
    static let directions: [String: Int64] = ["right": 1, "left": 2, "up": 4, "down": 8]
    static let edges: [String: Int64] = ["top": 1, "left": 2, "bottom": 4, "right": 8, "all": 15]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        guard let recognizer = recognizers[element.name] else { return }
        context.beginObject(object, of: element, className: recognizer.className)
        var known: Set<String> = ["id", "userLabel", "customClass", "customModule", "customModuleProvider"]
        known.formUnion(flags.map(\.attribute))
        known.formUnion(recognizer.values.map(\.attribute))
        if element.name == "swipeGestureRecognizer" { known.insert("direction") }
        if element.name == "screenEdgePanGestureRecognizer" { known.insert("edges") }
        context.warnUnhandledAttributes(element, NameSet(known))
        context.warnUnhandledChildren(element) { $0.name == "connections" }
        for flag in flags {
            guard let value = element.bool(flag.attribute), value != flag.defaultValue else { continue }
            context.append(flag.key, .bool(flag.attribute == "enabled" ? !value : value), to: object)
        }
        for value in recognizer.values {
            guard let number = context.number(element, value.attribute), number != value.defaultValue else { continue }
            let key = "\(recognizer.className).\(value.attribute)"
            guard value.kind == .integer else {
                context.append(key, .double(number), to: object)
                continue
            }
            guard let integer = Int64(exactly: number) else {
                context.warn("\(value.attribute)=\"\(number)\" is not a whole number; left out", at: element)
                continue
            }
            context.append(key, .integer(integer), to: object)
        }
        if element.name == "swipeGestureRecognizer" {
            appendBits(element, "direction", directions, default: 1, key: "UISwipeGestureRecognizer.direction",
                       to: object, in: &context)
        }
        if element.name == "screenEdgePanGestureRecognizer" {
            appendBits(element, "edges", edges, default: 0, key: "UIScreenEdgePanGestureRecognizer.edges",
                       to: object, in: &context)
        }
        context.endObject(object, of: element, className: recognizer.className)
    }

    /// A bit mask attribute (`direction="left"`, `edges="left right"`), written when not `defaultValue`.
    private static func appendBits(_ element: XIBElement, _ attribute: String, _ bits: [String: Int64], default defaultValue: Int64,
                                   key: String, to object: Reference, in context: inout UIKitContext) {
        guard let text = element[attribute: attribute] else { return }
        var mask: Int64 = 0
        for name in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            guard let bit = bits[String(name)] else {
                context.warn("\(attribute) \"\(name)\" is not known; left out", at: element)
                continue
            }
            mask |= bit
        }
        if mask != defaultValue { context.append(key, .integer(mask), to: object) }
    }
}
