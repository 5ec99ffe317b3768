import NibCoding

// Small UIKit-like model types: test-only stand-ins for the classes a runtime would provide.

/// Records awakeFromNib calls across a test, in order.
final class AwakeLog: @unchecked Sendable {
    var names: [String] = []
}

class TestView: NibDecodable, NibAwakening, NibKeyValueSettable {
    var bounds: NibRect
    var center: NibPoint
    var tag: Int
    var subviews: [TestView] = []
    weak var superview: TestView?
    var awakeLog: AwakeLog?
    var attributes: [String: Any] = [:]
    var name: String { "\(type(of: self))#\(tag)" }

    required init(coder: NibObjectDecoder) throws {
        bounds = try coder.decodeRect(forKey: "UIBounds")
        center = try coder.decodePoint(forKey: "UICenter")
        tag = try coder.decodeInteger(forKey: "UITag")
        subviews = try coder.decodeArray(forKey: "UISubviews")?.compactMap { $0 as? TestView } ?? []
        // The superview is still being decoded when its subviews are: take it when it is ready.
        try coder.decodeObject(forKey: "UISuperview") { [weak self] in self?.superview = $0 as? TestView }
    }

    func awakeFromNib() { awakeLog?.names.append(name) }

    func setValue(_ value: Any?, forNibKey key: String) throws {
        attributes[key] = value
    }
}

final class TestLabel: TestView {
    var text: String?

    required init(coder: NibObjectDecoder) throws {
        text = try coder.decodeString(forKey: "UIText")
        try super.init(coder: coder)
    }
}

final class TestButton: TestView {}

/// A custom class, found by its Swift module-qualified name.
final class CustomViewController: NibDecodable, NibKeyValueSettable {
    var storyboard: AnyObject?
    var nibName: String?

    init(coder: NibObjectDecoder) throws {
        nibName = try coder.decodeString(forKey: "UINibName")
    }

    func setValue(_ value: Any?, forNibKey key: String) throws {
        guard key == "storyboard" else { throw NibCodingError(.unknownKey(className: "CustomViewController", key: key)) }
        storyboard = value as AnyObject?
    }
}

/// File's Owner with a fixed set of outlets; any other key is an error, as in UIKit.
final class TestOwner: NibKeyValueSettable {
    let accepted: Set<String>
    var outlets: [String: Any?] = [:]

    init(accepting keys: Set<String>) {
        accepted = keys
    }

    func setValue(_ value: Any?, forNibKey key: String) throws {
        guard accepted.contains(key) else { throw NibCodingError(.unknownKey(className: "TestOwner", key: key)) }
        outlets[key] = value
    }
}

func uiKitRegistry() -> NibClassRegistry {
    var registry = NibClassRegistry()
    registry.register(TestView.self, as: "UIView")
    registry.register(TestLabel.self, as: "UILabel")
    registry.register(TestButton.self, as: "UIButton")
    return registry
}
