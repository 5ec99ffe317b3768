/// The Foundation classes every nib format stores its plain values as, and
/// the keys those objects hold: one table for the builder, the decoders and
/// the writers.
public enum FoundationClasses {
    /// Strings: `NS.bytes`, UTF-8 data without a terminator.
    public static let string = "NSString"
    /// A string Interface Builder marks for localization (output in a `.lproj`
    /// folder): `NS.bytes`, then `NSKey` (the `OBJECTID.property` key) and
    /// `NSDev` (the development-language text).
    public static let localizableString = "NSLocalizableString"
    public static let number = "NSNumber"
    public static let data = "NSData"
    public static let array = "NSArray"
    public static let mutableArray = "NSMutableArray"
    public static let set = "NSSet"
    public static let mutableSet = "NSMutableSet"
    public static let dictionary = "NSDictionary"
    public static let mutableDictionary = "NSMutableDictionary"
    public static let orderedSet = "NSOrderedSet"

    /// The key of a string's or data object's bytes.
    public static let bytesKey = "NS.bytes"
    /// The keys of a number: an integer, a double or a boolean.
    public static let integerKey = "NS.intval"
    public static let doubleKey = "NS.dblval"
    public static let boolKey = "NS.boolval"
    /// A collection's elements, and a dictionary's keys.
    public static let objectsKey = "NS.objects"
    public static let keysKey = "NS.keys"

    /// What role a class's objects play in the graph.
    public enum Role: Sendable, Equatable {
        case string, number, data
        /// An ordered collection (`NS.objects`).
        case array
        /// An unordered collection (`NS.objects`): its order in a file is not meaningful.
        case set
        /// `NS.keys` and `NS.objects`.
        case dictionary
    }

    /// The role of each Foundation class a nib stores plain values as.
    public static let roles: [String: Role] = [
        string: .string, localizableString: .string, "NSMutableString": .string,
        number: .number,
        data: .data, "NSMutableData": .data,
        array: .array, mutableArray: .array, orderedSet: .array, "NSMutableOrderedSet": .array,
        set: .set, mutableSet: .set, "NSCountedSet": .set,
        dictionary: .dictionary, mutableDictionary: .dictionary,
    ]

    /// The classes of `role`.
    public static func classes(of role: Role) -> Set<String> {
        Set(roles.filter { $0.value == role }.keys)
    }

    /// The role of `className`, or nil for any other class.
    public static func role(of className: String) -> Role? {
        roles[className]
    }

    /// The collections a NIBArchive stores inline (`NSInlinedValue`, then one
    /// `UINibEncoderEmptyKey` value per element): UIKit's encoder does so for
    /// these six classes; other collections keep their own keys.
    public static let inlinedCollections: Set<String> = [
        array, mutableArray, set, mutableSet, dictionary, mutableDictionary,
    ]
}