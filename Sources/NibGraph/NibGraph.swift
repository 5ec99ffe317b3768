import NibBytes

/// One object graph for every compiled nib format.
///
/// NIBArchive and keyed archives (NSKeyedArchiver) both decode into a
/// `NibGraph` and encode from one, so tools and the instantiation layer see
/// the same objects whatever the file was. The graph follows the conventions
/// both runtimes' decoders accept:
///
/// - `objects[0]` is the root: its entries are the archive's top-level keys
///   (NIBArchive object 0; a keyed archive's `$top`).
/// - Strings are `NSString` objects holding UTF-8 `NS.bytes` data; numbers are
///   `NSNumber` objects holding `NS.intval`, `NS.dblval` or `NS.boolval`; data
///   objects are `NSData` objects holding `NS.bytes`.
/// - Arrays and sets hold `NS.objects`, dictionaries `NS.keys` and `NS.objects`,
///   as ``Value/array(_:)`` values of object references.
/// - Geometry (points, sizes, rects, insets) is NIBArchive's typed float blob,
///   a ``Value/data(_:)`` value; keyed archives spell it as a string.
public struct NibGraph: Sendable, Hashable {
    /// The objects; index 0 is the root.
    public var objects: [Object]
    /// How the NIBArchive this graph came from laid out its tables, so it can
    /// be written back byte for byte. Nil for graphs from other sources.
    public var archiveLayout: NIBArchiveLayout?

    public init(objects: [Object], archiveLayout: NIBArchiveLayout? = nil) {
        self.objects = objects
        self.archiveLayout = archiveLayout
    }

    /// One object: its class, the classes to use when that one is missing, and
    /// its coded values in order.
    public struct Object: Sendable, Hashable {
        public var className: String
        /// Classes to try when `className` is not available (NIBArchive class
        /// fallbacks, keyed `$classhints`).
        public var fallbackClassNames: [String]
        /// The class and its superclasses, most derived first, when the file
        /// says (keyed `$classes`); empty when unknown.
        public var classChain: [String]
        public var entries: [Entry]

        public init(className: String, fallbackClassNames: [String] = [], classChain: [String] = [], entries: [Entry] = []) {
            self.className = className
            self.fallbackClassNames = fallbackClassNames
            self.classChain = classChain
            self.entries = entries
        }

        /// The first value coded under `key`.
        public subscript(key: String) -> Value? {
            entries.first { $0.key == key }?.value
        }
    }

    /// One coded value and its key.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: Value

        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The objects the root's entries refer to, by key, in order.
    public var topLevel: [(key: String, object: Int)] {
        guard let root = objects.first else { return [] }
        return root.entries.compactMap { entry in
            if case .object(let index) = entry.value { return (entry.key, index) }
            return nil
        }
    }
}
