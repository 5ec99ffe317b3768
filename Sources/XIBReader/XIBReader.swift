internal import CXMLEvents
import NibBytes

/// Reads Interface Builder XML into an element tree.
///
/// The plain XML Interface Builder writes is read straight from the bytes
/// (``PlainXMLReader``); every other document goes to libxml2's SAX2 parser.
/// No network, no external DTD, no entity substitution: a document that
/// declares entities or uses any but the predefined ones is refused. libxml2
/// prints nothing; its errors become ``XIBError``s with line and column.
/// Depth and element count are bounded by ``XIBReaderOptions``.
public enum XIBReader {
    public static func read(_ bytes: ByteView, options: XIBReaderOptions = .default) throws(XIBError) -> XIBElement {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { throw XIBError(.empty, line: 1, column: 1) }
        switch PlainXMLReader.read(bytes, options: options) {
        case .tree(let root): return root
        case .refused(let error): throw error
        case .declined: return try readWithLibXML2(bytes, options: options)
        }
    }

    /// What the plain reader makes of `bytes`: a tree, an error (libxml2's,
    /// at its place), or nil where it declines (for the checks that compare
    /// the two readers).
    package static func readPlain(_ bytes: ByteView, options: XIBReaderOptions = .default) -> Result<XIBElement, XIBError>? {
        switch PlainXMLReader.read(bytes, options: options) {
        case .tree(let root): .success(root)
        case .refused(let error): .failure(error)
        case .declined: nil
        }
    }

    /// The tree libxml2 reads from `bytes` (the reader of every document the plain reader declines).
    package static func readWithLibXML2(_ bytes: ByteView, options: XIBReaderOptions = .default) throws(XIBError) -> XIBElement {
        guard !bytes.isEmpty, bytes.count <= Int(Int32.max) else { throw XIBError(.empty, line: 1, column: 1) }
        var tree = XIBTreeBuilder(options: options)
        var result = nib_xml_result()
        bytes.withUnsafeBytes { raw in
            withUnsafeMutablePointer(to: &tree) { state in
                var handlers = XIBTreeBuilder.handlers(state)
                _ = nib_xml_parse(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count, &handlers, &result)
            }
        }
        if let problem = tree.problem { throw problem }
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        let line = result.line > 0 ? result.line : nil
        let column = result.line > 0 ? result.column : nil
        switch result.outcome {
        case NIB_XML_FINISHED, NIB_XML_STOPPED_BY_HANDLER: break
        case NIB_XML_ENTITY_DECLARATION: throw XIBError(.entityDeclaration, line: line, column: column)
        case NIB_XML_ENTITY_REFERENCE, NIB_XML_UNDECLARED_ENTITY:
            throw XIBError(.entityReference(message), line: line, column: column)
        default: throw XIBError(.invalidXML(message), line: line, column: column)
        }
        guard let root = tree.root else { throw XIBError(.empty) }
        return root
    }
}

/// The element tree of one parse (the plain reader's, or libxml2's events),
/// stored flat as an ``XIBTree``: each element gets its place at its start
/// tag, with its attributes; each open element waits on a stack as a frame;
/// closed elements wait in one list until their parent closes and takes its
/// run of that list as its children.
struct XIBTreeBuilder {
    /// An element whose end tag has not come yet.
    private struct Frame {
        let place: Int
        /// Where this element's children start in `closed`.
        let firstChild: Int
        /// Where this element's text starts in `text`.
        let firstTextByte: Int
        /// Whether the text keeps its surrounding white space.
        let keepsWhiteSpace: Bool
    }

    let options: XIBReaderOptions
    private var open: [Frame] = []
    private var names: [String] = []
    private var texts: [String] = []
    private var layouts: [XIBTree.Layout] = []
    private var attributes: [XIBAttribute] = []
    private var parents: [Int32] = []
    private var childPlaces: [Int32] = []
    /// Where the attributes of the next start tag begin in `attributes`.
    private var firstNewAttribute = 0
    /// Closed elements whose parent is still open, in document order.
    private var closed: [Int32] = []
    /// The text of the open elements, innermost last: a child's bytes follow
    /// its parent's and are dropped when the child closes.
    private var text: [UInt8] = []
    private(set) var root: XIBElement?
    private(set) var problem: XIBError?

    init(options: XIBReaderOptions) {
        self.options = options
    }

    /// Makes room for a document of `byteCount` bytes (an element takes a few dozen).
    mutating func reserveCapacity(byteCount: Int) {
        let elements = min(byteCount / 64, options.maximumElements, 1 << 16)
        names.reserveCapacity(elements)
        texts.reserveCapacity(elements)
        layouts.reserveCapacity(elements)
        parents.reserveCapacity(elements)
        attributes.reserveCapacity(3 * elements)
        childPlaces.reserveCapacity(elements)
    }

    /// Adds an attribute of the element whose start tag comes next.
    mutating func appendAttribute(_ attribute: XIBAttribute) {
        attributes.append(attribute)
    }

    /// Starts an element with the attributes added since the last start tag. False stops the parse.
    mutating func start(_ name: String, line: Int, column: Int) -> Bool {
        guard open.count < options.maximumDepth else {
            problem = XIBError(.tooDeep(limit: options.maximumDepth), line: line, column: column)
            return false
        }
        guard layouts.count < options.maximumElements else {
            problem = XIBError(.tooManyElements(limit: options.maximumElements), line: line, column: column)
            return false
        }
        // A `<string>` (or archived `<characters>`) element's text is the string itself, white space included.
        let keeps = options.keepsWhiteSpace || (name.utf8.count == 6 && name == "string") || (name.utf8.count == 10 && name == "characters")
        var lengths = StringLengthSet()
        for index in firstNewAttribute..<attributes.count { lengths.insert(attributes[index].name) }
        parents.append(Int32(open.last?.place ?? -1))
        open.append(Frame(place: layouts.count, firstChild: closed.count, firstTextByte: text.count, keepsWhiteSpace: keeps))
        names.append(name)
        texts.append("")
        layouts.append(XIBTree.Layout(line: line, column: column, firstAttribute: Int32(firstNewAttribute),
                                      attributeCount: Int32(attributes.count - firstNewAttribute), firstChild: 0, childCount: 0,
                                      subtreeEnd: 0, indexInParent: 0, attributeLengths: lengths))
        firstNewAttribute = attributes.count
        return true
    }

    mutating func end() {
        guard let frame = open.popLast() else { return }
        layouts[frame.place].subtreeEnd = Int32(layouts.count)
        if text.count > frame.firstTextByte {
            let bytes = text[frame.firstTextByte...]
            texts[frame.place] = frame.keepsWhiteSpace ? String(decoding: bytes, as: UTF8.self) : Self.trimmedText(bytes)
            text.removeSubrange(frame.firstTextByte...)
        }
        if frame.firstChild < closed.count {
            layouts[frame.place].firstChild = Int32(childPlaces.count)
            layouts[frame.place].childCount = Int32(closed.count - frame.firstChild)
            childPlaces.append(contentsOf: closed[frame.firstChild...])
            for (index, child) in closed[frame.firstChild...].enumerated() { layouts[Int(child)].indexInParent = Int32(index) }
            closed.removeSubrange(frame.firstChild...)
        }
        if open.isEmpty {
            let tree = XIBTree(names: names, texts: texts, layouts: layouts, attributes: attributes, parents: parents,
                               childPlaces: childPlaces)
            root = XIBElement(tree: tree, place: frame.place)
            (names, texts, layouts, attributes, parents, childPlaces) = ([], [], [], [], [], [])
        } else {
            closed.append(Int32(frame.place))
        }
    }

    /// `bytes` as a String without leading and trailing XML white space (space,
    /// tab, line feed, carriage return: the only white space XML has).
    static func trimmedText(_ bytes: ArraySlice<UInt8>) -> String {
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Whether white space given now would be kept: the innermost open
    /// element keeps white space, or already has text.
    var keepsSpaceNow: Bool {
        guard let frame = open.last else { return false }
        return frame.keepsWhiteSpace || text.count > frame.firstTextByte
    }

    /// Text of the innermost open element. White space before an element's
    /// first other byte is not kept when its text is trimmed: the trimming
    /// would drop it anyway.
    mutating func characters<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) {
        guard let frame = open.last else { return }
        var first = bytes.startIndex
        if !frame.keepsWhiteSpace && text.count == frame.firstTextByte {
            while first < bytes.endIndex && Self.isSpace(bytes[first]) { first = bytes.index(after: first) }
        }
        if first < bytes.endIndex { text.append(contentsOf: bytes[first...]) }
    }

    private static func builder(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XIBTreeBuilder> {
        pointer!.assumingMemoryBound(to: XIBTreeBuilder.self)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?, count: Int32) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
    }

    static func handlers(_ state: UnsafeMutablePointer<XIBTreeBuilder>) -> nib_xml_handlers {
        nib_xml_handlers(
            context: UnsafeMutableRawPointer(state),
            start_element: { context, name, count, names, values, lengths, line, column in
                guard let name else { return 0 }
                let builder = XIBTreeBuilder.builder(context)
                let table = NameTable.known
                for index in 0..<Int(count) {
                    guard let names, let values, let lengths, let attributeName = names[index] else { continue }
                    builder.pointee.appendAttribute(XIBAttribute(name: table.name(attributeName),
                                                                 value: XIBTreeBuilder.string(values[index], count: lengths[index])))
                }
                return builder.pointee.start(table.name(name), line: line, column: column) ? 0 : 1
            },
            end_element: { context, _, _ in
                XIBTreeBuilder.builder(context).pointee.end()
                return 0
            },
            characters: { context, bytes, length, _, _ in
                guard let bytes, length > 0 else { return 0 }
                XIBTreeBuilder.builder(context).pointee.characters(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
                return 0
            })
    }
}

/// The element and attribute names Interface Builder documents use most, each
/// made into a `String` once per process: reading a document then looks each
/// name's bytes up here instead of decoding them again, tens of thousands of
/// times per document set (the names are listed in `NameTable.swift`).
///
/// Names are keyed by their bytes, never by the pointer libxml2 hands over (a
/// prefixed name is rebuilt in one reused buffer).
struct NameTable: Sendable {
    /// Open addressing: a name's slot holds its hash (bits 0-31), where its
    /// bytes start in `bytes` (bits 32-47) and its length (bits 48-63); 0 for
    /// an empty slot. At least twice as many slots as names, so that probes
    /// stay short.
    private let slots: [UInt64]
    /// The name of each slot ("" for an empty one).
    private let names: [String]
    /// Each name's bytes, one name after the other.
    private let bytes: [UInt8]

    init(names: [String]) {
        var size = 1
        while size < 2 * names.count { size *= 2 }
        var slots = [UInt64](repeating: 0, count: size)
        var slotNames = [String](repeating: "", count: size)
        var bytes: [UInt8] = []
        for name in names {
            let hash = Array(name.utf8).withUnsafeBytes { Self.hash($0) }
            var slot = Int(hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = UInt64(hash) | UInt64(bytes.count) << 32 | UInt64(name.utf8.count) << 48
            slotNames[slot] = name
            bytes.append(contentsOf: name.utf8)
        }
        precondition(bytes.count <= 0xFFFF, "the known names fit a 16-bit offset")
        self.slots = slots
        self.names = slotNames
        self.bytes = bytes
    }

    /// A hash of a name's length and of four of its bytes (first, second,
    /// middle, last): enough to spread the known names, at a fixed cost.
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        let count = bytes.count
        guard count > 0 else { return 0 }
        let sample = UInt32(bytes[0]) | UInt32(bytes[min(1, count - 1)]) << 8 | UInt32(bytes[count / 2]) << 16
            | UInt32(bytes[count - 1]) << 24
        let mixed = (sample ^ UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1) &* 0x85EB_CA6B
        return mixed ^ (mixed >> 15)
    }

    /// The name spelled by the NUL-terminated bytes at `pointer`.
    func name(_ pointer: UnsafePointer<CChar>) -> String {
        var count = 0
        while pointer[count] != 0 { count += 1 }
        return name(UnsafeRawBufferPointer(start: pointer, count: count))
    }

    /// The name spelled by `range` of `view` (the plain reader's names), and
    /// its slot when it is a known name: equal known names have equal slots.
    func name(in view: ByteView, _ range: Range<Int>) -> (name: String, slot: Int?) {
        view.withUnsafeBytes { bytes in
            let text = UnsafeRawBufferPointer(rebasing: bytes[range])
            let slot = slot(of: text)
            return (slot.map { names[$0] } ?? String(decoding: text, as: UTF8.self), slot)
        }
    }

    /// The name spelled by `text`.
    func name(_ text: UnsafeRawBufferPointer) -> String {
        if let found = slot(of: text) { return names[found] }
        return String(decoding: text, as: UTF8.self)
    }

    /// The slot of the known name spelled by `text`, if it is one.
    @inline(__always)
    private func slot(of text: UnsafeRawBufferPointer) -> Int? {
        let count = text.count
        let hash = Self.hash(text)
        return slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBytes { bytes in
                let mask = slots.count - 1
                var slot = Int(hash) & mask
                while true {
                    let entry = slots[slot]
                    if entry == 0 { return nil }
                    if UInt32(truncatingIfNeeded: entry) == hash && Int(entry >> 48) == count {
                        let start = Int(truncatingIfNeeded: (entry >> 32) & 0xFFFF)
                        if RawBytes.equal(text, UnsafeRawBufferPointer(rebasing: bytes[start..<start + count])) { return slot }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}

