import NibBytes

/// Builds a value from the events of one XML plist document, checking them
/// against Apple's plist DTD the way CoreFoundation reads it.
///
/// Values of open collections wait on one flat stack (dictionaries as key,
/// value, key, value…) and are gathered when the collection closes, so each
/// value is moved a bounded number of times. Text is appended to one buffer.
/// The first problem is kept; every event after it is ignored.
struct XMLPropertyListBuilder {
    /// The elements of the plist DTD.
    enum Element: String {
        case plist, dict, array, key, string, data, date, integer, real, `true`, `false`

        /// The element named by the NUL-terminated UTF-8 `name`, without making a String.
        init?(cString name: UnsafePointer<UInt8>) {
            let candidates: [Element] = switch name[0] {
            case UInt8(ascii: "a"): [.array]
            case UInt8(ascii: "d"): [.dict, .data, .date]
            case UInt8(ascii: "f"): [.false]
            case UInt8(ascii: "i"): [.integer]
            case UInt8(ascii: "k"): [.key]
            case UInt8(ascii: "p"): [.plist]
            case UInt8(ascii: "r"): [.real]
            case UInt8(ascii: "s"): [.string]
            case UInt8(ascii: "t"): [.true]
            default: []
            }
            guard let match = candidates.first(where: { $0.isNamed(name) }) else { return nil }
            self = match
        }

        private func isNamed(_ name: UnsafePointer<UInt8>) -> Bool {
            var index = 0
            for byte in rawValue.utf8 {
                guard name[index] == byte else { return false }
                index += 1
            }
            return name[index] == 0
        }

        var isCollection: Bool { self == .dict || self == .array }
        /// Elements whose text is their value.
        var hasText: Bool {
            switch self {
            case .key, .string, .data, .date, .integer, .real: true
            default: false
            }
        }
    }

    /// A place in the document: where an element's content starts, or where libxml2 stands.
    struct Position {
        var line: Int
        var column: Int
    }

    struct Frame {
        let element: Element
        /// Where this element's children start on `values`.
        let start: Int
        let position: Position
    }

    let maximumDepth: Int
    private var frames: [Frame] = []
    private var values: [PropertyListValue] = []
    private var text: [UInt8] = []
    private var openCollections = 0
    /// The first problem found, without its byte offset (the parser driver adds it).
    private(set) var problem: (kind: PropertyListError.Kind, position: Position?)?

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// The decoded value once the document is complete.
    var result: PropertyListValue? {
        frames.isEmpty && values.count == 1 ? values[0] : nil
    }

    /// Records a problem unless one is already recorded.
    mutating func fail(_ kind: PropertyListError.Kind, at position: Position? = nil) {
        if problem == nil { problem = (kind, position) }
    }

    mutating func startElement(_ element: Element, at position: Position) {
        guard problem == nil else { return }
        let name = element.rawValue
        if let parent = frames.last {
            let children = values.count - parent.start
            switch parent.element {
            case .plist:
                guard element != .plist else { return fail(.unexpectedElement("<plist> inside <plist>"), at: position) }
                guard children == 0 else {
                    return fail(.unexpectedElement("<\(name)> after the value of <plist> (it holds one value)"), at: position)
                }
            case .array:
                guard element != .plist else { return fail(.unexpectedElement("<plist> inside <array>"), at: position) }
            case .dict:
                if children % 2 == 0 {
                    guard element == .key else {
                        return fail(.unexpectedElement("<\(name)> where <dict> expects a <key>"), at: position)
                    }
                } else {
                    guard element != .key, element != .plist else {
                        return fail(.unexpectedElement("<\(name)> where <dict> expects the value of its key"), at: position)
                    }
                }
            default:
                return fail(.unexpectedElement("<\(name)> inside <\(parent.element.rawValue)>"), at: position)
            }
        }
        if element.isCollection {
            guard openCollections < maximumDepth + 1 else { return fail(.tooDeep(limit: maximumDepth), at: position) }
            openCollections += 1
        }
        if element.hasText { text.removeAll(keepingCapacity: true) }
        frames.append(Frame(element: element, start: values.count, position: position))
    }

    mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard problem == nil, let frame = frames.last else { return }
        if frame.element.hasText {
            text.append(contentsOf: bytes)
        } else if frame.element == .true || frame.element == .false {
            fail(.invalidValue("<\(frame.element.rawValue)> must be empty"), at: frame.position)
        } else if !bytes.allSatisfy(XMLPropertyListScalars.isWhitespace) {
            fail(.unexpectedText)
        }
    }

    mutating func endElement() {
        guard problem == nil, let frame = frames.popLast() else { return }
        let value: PropertyListValue
        do throws(XMLScalarProblem) {
            switch frame.element {
            case .plist:
                guard values.count > frame.start else {
                    return fail(.invalidValue("<plist> holds no value"), at: frame.position)
                }
                return
            case .array:
                openCollections -= 1
                value = .array(Array(values[frame.start...]))
            case .dict:
                openCollections -= 1
                guard (values.count - frame.start) % 2 == 0 else {
                    return fail(.invalidValue("the last <key> of a <dict> has no value"), at: frame.position)
                }
                value = dictionary(values[frame.start...])
            case .key, .string: value = .string(String(decoding: text, as: UTF8.self))
            case .integer: value = .integer(try XMLPropertyListScalars.integer(text))
            case .real: value = .real(try XMLPropertyListScalars.real(text))
            case .date: value = .date(try XMLPropertyListScalars.date(text))
            case .data: value = .data(ByteView(copying: try XMLPropertyListScalars.base64(text)))
            case .true: value = .bool(true)
            case .false: value = .bool(false)
            }
        } catch {
            return fail(.invalidValue(error.message), at: frame.position)
        }
        if frame.element.isCollection { values.removeSubrange(frame.start...) }
        values.append(value)
    }

    /// The dictionary of alternating keys and values; `{CF$UID = <integer>}`
    /// alone becomes a UID, as CoreFoundation reads it (here only for integers from 0).
    private func dictionary(_ items: ArraySlice<PropertyListValue>) -> PropertyListValue {
        if items.count == 2, items.first == .string("CF$UID"), case .integer(let n) = items.last!, n >= 0 {
            return .uid(UInt64(n))
        }
        var entries: [PropertyListEntry] = []
        entries.reserveCapacity(items.count / 2)
        var index = items.startIndex
        while index < items.endIndex {
            entries.append(PropertyListEntry(key: items[index], value: items[index + 1]))
            index += 2
        }
        return .dictionary(entries)
    }
}
