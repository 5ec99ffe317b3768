/// Indices of the keys the semantic helpers look for, found once per archive.
public struct NIBWellKnownKeys: Sendable, Equatable {
    /// `NSInlinedValue`: first value of an inlined collection.
    public var inlinedValue: Int?
    /// `UINibEncoderEmptyKey`: the key of every inlined collection element.
    public var emptyKey: Int?
    /// `NS.bytes`: the UTF-8 bytes of NSString and friends, or NSData's bytes.
    public var bytes: Int?
    /// `NS.intval`, `NS.dblval`, `NS.boolval`: NSNumber's value.
    public var intValue: Int?
    public var doubleValue: Int?
    public var boolValue: Int?

    init(keys: NIBKeyTable) {
        for index in 0..<keys.count {
            let key = keys.bytes(at: index)
            guard key.count >= 8, key.count <= 20 else { continue }
            switch String(decoding: key, as: UTF8.self) {
            case "NSInlinedValue": inlinedValue = inlinedValue ?? index
            case "UINibEncoderEmptyKey": emptyKey = emptyKey ?? index
            case "NS.bytes": bytes = bytes ?? index
            case "NS.intval": intValue = intValue ?? index
            case "NS.dblval": doubleValue = doubleValue ?? index
            case "NS.boolval": boolValue = boolValue ?? index
            default: break
            }
        }
    }
}
