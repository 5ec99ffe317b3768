import NibBytes

/// Reads a typedstream from start to end into a ``TypedstreamArchive``.
///
/// Two tables are built as the stream goes, as the writer built them: shared
/// strings (class names, type encodings, C strings) and shared objects
/// (objects and classes in one numbering, each entered when its `new` tag is
/// read, so an object may refer to itself while it is being read).
struct TypedstreamReader {
    private enum Shared {
        case object(Int)
        case `class`(Int)
    }

    private var cursor: TypedstreamCursor
    private let options: TypedstreamOptions
    private let valueLimit: Int
    private var valueCount = 0
    private var strings: [ByteView] = []
    private var shared: [Shared] = []
    private var classes: [TypedstreamClass] = []
    private var objects: [TypedstreamObject] = []
    /// Type encodings parsed once per shared string, since groups name them by reference.
    private var parsedTypes: [Int: [TypedstreamType]] = [:]
    /// Shared strings as text, made once each, so every group and class naming
    /// one shares its storage (a long string named many times is kept once).
    private var texts: [Int: String] = [:]

    init(bytes: ByteView, options: TypedstreamOptions) {
        cursor = TypedstreamCursor(bytes: bytes)
        self.options = options
        valueLimit = min(options.maximumValues, bytes.count + 4096)
    }

    mutating func read() throws(TypedstreamError) -> TypedstreamArchive {
        let header = try readHeader()
        var contents: [TypedstreamGroup] = []
        while !cursor.isAtEnd {
            guard let group = try readGroup(inObject: false, depth: 0) else { break }
            contents.append(group)
        }
        return TypedstreamArchive(header: header, classes: classes, objects: objects, contents: contents)
    }

    private mutating func readHeader() throws(TypedstreamError) -> TypedstreamHeader {
        let version = try cursor.integer(expected: "the streamer version")
        let length = try cursor.integer(expected: "the signature's length")
        guard length == 11 else { throw cursor.error(.invalidSignature, at: 0) }
        let signature = try cursor.view(11)
        let order: TypedstreamHeader.ByteOrder
        if signature.elementsEqual("typedstream".utf8) {
            order = .bigEndian
        } else if signature.elementsEqual("streamtyped".utf8) {
            order = .littleEndian
        } else {
            throw cursor.error(.invalidSignature, at: 0)
        }
        guard version == 4 else { throw cursor.error(.unsupportedStreamerVersion(version), at: 0) }
        cursor.bigEndian = order == .bigEndian
        let system = try cursor.integer(expected: "the system version")
        return TypedstreamHeader(streamerVersion: version, byteOrder: order, systemVersion: system)
    }

    private mutating func countValue() throws(TypedstreamError) {
        valueCount += 1
        guard valueCount <= valueLimit else { throw cursor.error(.tooManyValues(limit: valueLimit)) }
    }

    /// A group: its type encoding, then a value for each type. Nil at an
    /// object's end tag (`inObject`).
    private mutating func readGroup(inObject: Bool, depth: Int) throws(TypedstreamError) -> TypedstreamGroup? {
        let start = cursor.offset
        let head = try cursor.byte()
        if inObject && head == TypedstreamCursor.Tag.endOfObject { return nil }
        try countValue()
        guard let index = try readSharedString(head: head, expected: "a type encoding") else {
            throw cursor.error(.unexpectedTag(head, expected: "a type encoding"), at: start)
        }
        let types: [TypedstreamType]
        if let known = parsedTypes[index] {
            types = known
        } else {
            guard let parsed = TypedstreamType.parse(strings[index], maximumDepth: options.maximumDepth) else {
                throw cursor.error(.invalidTypeEncoding(String(decoding: strings[index].prefix(200), as: UTF8.self)), at: start)
            }
            parsedTypes[index] = parsed
            types = parsed
        }
        var values: [TypedstreamValue] = []
        for type in types {
            values.append(try readValue(type, depth: depth))
        }
        return TypedstreamGroup(encoding: text(index), types: types, values: values, offset: start)
    }

    /// A shared string whose head byte is read: its index in the string table, or nil for NULL.
    private mutating func readSharedString(head: UInt8, expected: String) throws(TypedstreamError) -> Int? {
        let start = cursor.offset - 1
        switch head {
        case TypedstreamCursor.Tag.null:
            return nil
        case TypedstreamCursor.Tag.new:
            let bytes = try readLength()
            strings.append(bytes)
            return strings.count - 1
        default:
            let number = try cursor.integer(head: head, expected: expected)
            let index = number - TypedstreamCursor.Tag.firstReference
            guard index >= 0, index < Int64(strings.count) else {
                throw cursor.error(.referenceOutOfRange(index, count: strings.count, table: "shared string"), at: start)
            }
            return Int(index)
        }
    }

    private mutating func text(_ index: Int) -> String {
        if let known = texts[index] { return known }
        let made = String(decoding: strings[index], as: UTF8.self)
        texts[index] = made
        return made
    }

    /// A length, then that many bytes.
    private mutating func readLength() throws(TypedstreamError) -> ByteView {
        let start = cursor.offset
        let length = try cursor.integer(expected: "a length")
        guard length >= 0 else { throw cursor.error(.negativeLength(length), at: start) }
        guard length <= Int64(options.maximumStringLength) else {
            throw cursor.error(.stringTooLong(length, limit: options.maximumStringLength), at: start)
        }
        return try cursor.view(Int(length))
    }

    private mutating func readValue(_ type: TypedstreamType, depth: Int) throws(TypedstreamError) -> TypedstreamValue {
        try countValue()
        switch type {
        case .signed(let code):
            if code == UInt8(ascii: "c") { return .integer(Int64(Int8(bitPattern: try cursor.byte())), type: code) }
            return .integer(try cursor.integer(), type: code)
        case .unsigned(let code):
            if code == UInt8(ascii: "C") { return .integer(Int64(try cursor.byte()), type: code) }
            let number = try cursor.integer()
            switch code {
            case UInt8(ascii: "S"): return .integer(Int64(UInt16(truncatingIfNeeded: number)), type: code)
            case UInt8(ascii: "Q"): return .integer(number, type: code)
            default: return .integer(Int64(UInt32(truncatingIfNeeded: number)), type: code)
            }
        case .float:
            let head = try cursor.byte()
            if head == TypedstreamCursor.Tag.floatingPoint {
                return .float(Float(bitPattern: UInt32(truncatingIfNeeded: try cursor.fixed(4))))
            }
            return .float(Float(try cursor.integer(head: head, expected: "a float")))
        case .double:
            let head = try cursor.byte()
            if head == TypedstreamCursor.Tag.floatingPoint { return .double(Double(bitPattern: try cursor.fixed(8))) }
            return .double(Double(try cursor.integer(head: head, expected: "a double")))
        case .sharedString:
            let head = try cursor.byte()
            return .sharedString(try readSharedString(head: head, expected: "a string").map { strings[$0] })
        case .unsharedString:
            return .bytes(try readLength())
        case .object:
            return try readObject(depth: depth + 1)
        case .class:
            let head = try cursor.byte()
            return .class(try readClass(head: head, depth: depth + 1))
        case let .array(count, element):
            if element == .signed(UInt8(ascii: "c")) || element == .unsigned(UInt8(ascii: "C")) {
                guard count <= options.maximumStringLength else {
                    throw cursor.error(.stringTooLong(Int64(count), limit: options.maximumStringLength))
                }
                return .bytes(try cursor.view(count))
            }
            try enter(depth + 1)
            var elements: [TypedstreamValue] = []
            for _ in 0..<count {
                elements.append(try readValue(element, depth: depth + 1))
            }
            return .array(elements)
        case .structure(_, let fields):
            try enter(depth + 1)
            var values: [TypedstreamValue] = []
            for field in fields {
                values.append(try readValue(field, depth: depth + 1))
            }
            return .structure(values)
        case .pointer(let target):
            try enter(depth + 1)
            return try readValue(target, depth: depth + 1)
        case .ignored:
            return .ignored
        }
    }

    private func enter(_ depth: Int) throws(TypedstreamError) {
        guard depth <= options.maximumDepth else { throw cursor.error(.tooDeep(limit: options.maximumDepth)) }
    }

    private mutating func addShared(_ entry: Shared) throws(TypedstreamError) {
        guard shared.count < options.maximumObjects else { throw cursor.error(.tooManyObjects(limit: options.maximumObjects)) }
        shared.append(entry)
    }

    /// An `@` value: nil, a reference, or a new object (its class, then its groups up to the end tag).
    private mutating func readObject(depth: Int) throws(TypedstreamError) -> TypedstreamValue {
        let start = cursor.offset
        let head = try cursor.byte()
        switch head {
        case TypedstreamCursor.Tag.null:
            return .object(nil)
        case TypedstreamCursor.Tag.new:
            try enter(depth)
            let index = objects.count
            try addShared(.object(index))
            objects.append(TypedstreamObject(classIndex: -1, groups: [], offset: start))
            let classHead = try cursor.byte()
            guard let classIndex = try readClass(head: classHead, depth: depth + 1) else {
                throw cursor.error(.unexpectedTag(classHead, expected: "the object's class"), at: cursor.offset - 1)
            }
            objects[index].classIndex = classIndex
            var groups: [TypedstreamGroup] = []
            while let group = try readGroup(inObject: true, depth: depth) {
                groups.append(group)
            }
            objects[index].groups = groups
            return .object(index)
        default:
            switch try reference(head: head, start: start) {
            case .object(let index): return .object(index)
            case .class(let index): return .class(index)
            }
        }
    }

    /// A class whose head byte is read: nil, a reference, or a new class
    /// (its name, version and superclass); its index in ``classes``.
    private mutating func readClass(head: UInt8, depth: Int) throws(TypedstreamError) -> Int? {
        let start = cursor.offset - 1
        switch head {
        case TypedstreamCursor.Tag.null:
            return nil
        case TypedstreamCursor.Tag.new:
            try enter(depth)
            let nameHead = try cursor.byte()
            guard let name = try readSharedString(head: nameHead, expected: "a class name") else {
                throw cursor.error(.unexpectedTag(nameHead, expected: "a class name"), at: cursor.offset - 1)
            }
            let version = try cursor.integer(expected: "a class version")
            let index = classes.count
            try addShared(.class(index))
            classes.append(TypedstreamClass(name: text(name), version: version, superclass: nil, offset: start))
            let superHead = try cursor.byte()
            classes[index].superclass = try readClass(head: superHead, depth: depth + 1)
            return index
        default:
            guard case .class(let index) = try reference(head: head, start: start) else {
                throw cursor.error(.wrongReferenceKind(expected: "a class"), at: start)
            }
            return index
        }
    }

    private mutating func reference(head: UInt8, start: Int) throws(TypedstreamError) -> Shared {
        let number = try cursor.integer(head: head, expected: "an object or class")
        let index = number - TypedstreamCursor.Tag.firstReference
        guard index >= 0, index < Int64(shared.count) else {
            throw cursor.error(.referenceOutOfRange(index, count: shared.count, table: "shared object"), at: start)
        }
        return shared[Int(index)]
    }
}
