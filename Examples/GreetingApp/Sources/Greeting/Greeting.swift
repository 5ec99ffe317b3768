import Foundation
import NibCoding

/// The xib's File's Owner: it receives the `greeting` and `view` outlets and
/// the button's `sayHello:` action when the nib loads.
public final class HelloViewController: NibKeyValueSettable {
    public private(set) var greeting: NibDynamicObject?
    public private(set) var view: NibDynamicObject?

    public init() {}

    public func setValue(_ value: Any?, forNibKey key: String) throws {
        switch key {
        case "greeting": greeting = value as? NibDynamicObject
        case "view": view = value as? NibDynamicObject
        default: throw NibCodingError(.unknownKey(className: "HelloViewController", key: key))
        }
    }

    /// Loads `Greeting.nib`, which the build compiled from `Greeting.xib`, with this controller as its owner.
    public func loadView() throws -> NibInstantiation {
        guard let url = Bundle.module.url(forResource: "Greeting", withExtension: "nib") else {
            throw NibCodingError(.unreadable("Greeting.nib is not among the target's resources"))
        }
        return try NibFile(path: url.path).instantiate(owner: self)
    }
}
