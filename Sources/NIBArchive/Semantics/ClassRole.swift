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
        switch name.count {
        case 5 where name.equals("NSSet"): .set
        case 7 where name.equals("NSArray"): .array
        case 8 where name.equals("NSString"): .string
        case 8 where name.equals("NSNumber"): .number
        case 12 where name.equals("NSMutableSet"): .set
        case 12 where name.equals("NSOrderedSet"): .array
        case 12 where name.equals("NSCountedSet"): .set
        case 12 where name.equals("NSDictionary"): .dictionary
        case 14 where name.equals("NSMutableArray"): .array
        case 15 where name.equals("NSMutableString"): .string
        case 19 where name.equals("NSLocalizableString"): .string
        case 19 where name.equals("NSMutableOrderedSet"): .array
        case 19 where name.equals("NSMutableDictionary"): .dictionary
        default: .other
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
