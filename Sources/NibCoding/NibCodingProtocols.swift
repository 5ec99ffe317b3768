/// A class that can be built from a nib, like `init(coder:)` in UIKit.
///
/// Register it in a ``NibClassRegistry`` under the class names the nib uses.
public protocol NibDecodable: AnyObject {
    init(coder: NibObjectDecoder) throws
}

/// Objects that want `awakeFromNib` once every object of the nib is built and connected.
public protocol NibAwakening: AnyObject {
    func awakeFromNib()
}

/// Objects that may replace themselves right after decoding (`awakeAfter(using:)`);
/// every reference decoded later, and every deferred one, gets the replacement.
public protocol NibReplacing: AnyObject {
    func awakeAfter(using decoder: NibObjectDecoder) throws -> AnyObject
}

/// Objects that take outlets and runtime attributes by key, Linux's stand-in
/// for key-value coding. Throw ``NibCodingError`` kind `.unknownKey` for a key
/// the object does not have (UIKit's "not key value coding-compliant").
public protocol NibKeyValueSettable: AnyObject {
    func setValue(_ value: Any?, forNibKey key: String) throws
}
