import NibBytes

/// Indices of the keys the semantic helpers look for, found once per archive
/// by comparing bytes (no strings are made).
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
        let reader = keys.archive.reader
        for index in 0..<keys.count {
            let span = keys.spans[index]
            let start = Int(span.start)
            func matches(_ name: StaticString) -> Bool { reader.matches(name, at: start) }
            switch span.length {
            case 8 where matches("NS.bytes"): bytes = bytes ?? index
            case 9 where matches("NS.intval"): intValue = intValue ?? index
            case 9 where matches("NS.dblval"): doubleValue = doubleValue ?? index
            case 10 where matches("NS.boolval"): boolValue = boolValue ?? index
            case 14 where matches("NSInlinedValue"): inlinedValue = inlinedValue ?? index
            case 20 where matches("UINibEncoderEmptyKey"): emptyKey = emptyKey ?? index
            default: break
            }
        }
    }
}
