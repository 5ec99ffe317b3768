/// What the semantic helpers treat an object as, decided once per class
/// entry from its name or, failing that, its fallback classes.
public enum NIBClassRole: Sendable, Equatable {
    /// NSString, NSMutableString, NSLocalizableString: text in `NS.bytes`.
    case string
    /// NSNumber: `NS.intval`, `NS.dblval` or `NS.boolval`.
    case number
    /// NSArray, NSMutableArray.
    case array
    /// NSSet, NSMutableSet, NSOrderedSet, NSMutableOrderedSet.
    case set
    /// NSDictionary, NSMutableDictionary.
    case dictionary
    case other

    init(className: String) {
        switch className {
        case "NSString", "NSMutableString", "NSLocalizableString": self = .string
        case "NSNumber": self = .number
        case "NSArray", "NSMutableArray": self = .array
        case "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet": self = .set
        case "NSDictionary", "NSMutableDictionary": self = .dictionary
        default: self = .other
        }
    }

    /// The role of every entry of `classes`.
    static func roles(of classes: NIBClassTable) -> [NIBClassRole] {
        let own = (0..<classes.count).map { NIBClassRole(className: classes[$0]) }
        return own.indices.map { index in
            own[index] != .other ? own[index] : classes.fallbacks(at: index).lazy.map { own[$0] }.first { $0 != .other } ?? .other
        }
    }
}

extension NIBArchiveTables {
    /// The role of object `index`'s class.
    public func role(ofObject index: Int) -> NIBClassRole {
        classRoles[objects[index].classIndex]
    }
}
