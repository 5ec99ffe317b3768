import NibBytes

/// What the semantic helpers treat an object as, decided once per class
/// entry from its name or, failing that, its fallback classes. It reads
/// names as bytes, below the object graph; a test checks it agrees with
/// `NibGraph`'s `FoundationClasses`, the one table of these conventions.
public enum NIBClassRole: Sendable, Equatable {
    /// NSString, NSMutableString, NSLocalizableString: text in `NS.bytes`.
    case string
    /// NSNumber: `NS.intval`, `NS.dblval` or `NS.boolval`.
    case number
    /// NSArray, NSMutableArray, NSOrderedSet, NSMutableOrderedSet (ordered).
    case array
    /// NSSet, NSMutableSet, NSCountedSet (unordered).
    case set
    /// NSDictionary, NSMutableDictionary.
    case dictionary
    case other

    /// The role a class name stands for; by length first, so most names cost one comparison or none.
    static func role(of name: ByteView) -> NIBClassRole {
        name.withUnsafeBytes { raw in
            func matches(_ candidate: StaticString) -> Bool {
                ByteView.sameBytes(raw, UnsafeRawBufferPointer(start: candidate.utf8Start, count: candidate.utf8CodeUnitCount))
            }
            switch raw.count {
            case 5 where matches("NSSet"): return .set
            case 7 where matches("NSArray"): return .array
            case 8 where matches("NSString"): return .string
            case 8 where matches("NSNumber"): return .number
            case 12 where matches("NSMutableSet"): return .set
            case 12 where matches("NSOrderedSet"): return .array
            case 12 where matches("NSCountedSet"): return .set
            case 12 where matches("NSDictionary"): return .dictionary
            case 14 where matches("NSMutableArray"): return .array
            case 15 where matches("NSMutableString"): return .string
            case 19 where matches("NSLocalizableString"): return .string
            case 19 where matches("NSMutableOrderedSet"): return .array
            case 19 where matches("NSMutableDictionary"): return .dictionary
            default: return .other
            }
        }
    }

    /// The role of every entry of `classes`: its own, or else its first fallback's.
    static func roles(of classes: NIBClassTable) -> [NIBClassRole] {
        var roles = (0..<classes.count).map { role(of: classes.nameBytes(at: $0)) }
        for index in roles.indices where roles[index] == .other && classes.spans[index].fallbackCount > 0 {
            roles[index] = classes.fallbacks(at: index).lazy.map { role(of: classes.nameBytes(at: $0)) }
                .first { $0 != .other } ?? .other
        }
        return roles
    }
}

extension NIBArchiveTables {
    /// The role of object `index`'s class.
    public func role(ofObject index: Int) -> NIBClassRole {
        classRoles[objects[index].classIndex]
    }
}
