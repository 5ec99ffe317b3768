/// An NSNumber's value.
public enum NIBNumber: Sendable, Equatable {
    case integer(Int64)
    case double(Double)
    case bool(Bool)
}

extension NIBArchiveTables {
    /// The text of an NSString, NSMutableString or NSLocalizableString object
    /// (its `NS.bytes`, UTF-8), or nil for other objects.
    public func string(ofObject index: Int) -> String? {
        guard role(ofObject: index) == .string, let key = wellKnownKeys.bytes,
              case .data(let bytes)? = value(forKeyIndex: key, ofObject: index) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of an NSNumber object (`NS.intval`, `NS.dblval` or `NS.boolval`), or nil for other objects.
    public func number(ofObject index: Int) -> NIBNumber? {
        guard role(ofObject: index) == .number else { return nil }
        for valueIndex in objects[index].valueRange {
            let keyed = values[valueIndex]
            switch keyed.keyIndex {
            case wellKnownKeys.intValue:
                if let integer = keyed.value.integer { return .integer(integer) }
            case wellKnownKeys.doubleValue:
                if let double = keyed.value.double { return .double(double) }
            case wellKnownKeys.boolValue:
                if case .bool(let bool) = keyed.value { return .bool(bool) }
                if let integer = keyed.value.integer { return .bool(integer != 0) }
            default:
                continue
            }
        }
        return nil
    }
}
