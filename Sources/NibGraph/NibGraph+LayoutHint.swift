import NIBArchive
import PropertyList

/// The `$nibarchive` root entry of a keyed archive converted from a
/// NIBArchive:
///
/// ```
/// $nibarchive = {
///   formatVersion = 1; coderVersion = 9;
///   objectCount = 42;                        // $objects[1..<42] are the archive's objects
///   keys = ("UIBounds", …);                  // key table order
///   classes = (("UIView"), ("UIButton", 0), …); // name, then fallback indices
///   trailingBytes = <…>;                      // only when there are any
///   integerWidths = (object, entry, bytes, …); // integers wider than needed
/// }
/// ```
extension NibGraph {
    static let layoutKey = "$nibarchive"

    static func layoutHint(_ layout: NIBArchiveLayout, objectCount: Int, widths: [(object: Int, position: Int, width: IntegerWidth)])
        -> PropertyListValue
    {
        var entries: [PropertyListEntry] = [
            .init(key: .string("formatVersion"), value: .integer(Int64(layout.formatVersion))),
            .init(key: .string("coderVersion"), value: .integer(Int64(layout.coderVersion))),
            .init(key: .string("objectCount"), value: .integer(Int64(objectCount))),
            .init(key: .string("keys"), value: .array(layout.keys.map { .string($0) })),
            .init(key: .string("classes"), value: .array(layout.classes.map { entry in
                .array([.string(entry.name)] + entry.fallbacks.map { .integer(Int64($0)) })
            })),
        ]
        if !layout.trailingBytes.isEmpty {
            entries.append(.init(key: .string("trailingBytes"), value: .data(.init(copying: layout.trailingBytes))))
        }
        if !widths.isEmpty { entries.append(widthsEntry(widths)) }
        return .dictionary(entries)
    }

    static func widthsEntry(_ widths: [(object: Int, position: Int, width: IntegerWidth)]) -> PropertyListEntry {
        .init(key: .string("integerWidths"), value: .array(widths.flatMap { item in
            [.integer(Int64(item.object)), .integer(Int64(item.position)), .integer(Int64(item.width.rawValue))]
        }))
    }

    /// Reads a `$nibarchive` entry back into ``archiveLayout`` and integer widths.
    mutating func applyLayoutHint(_ hint: PropertyListValue) throws(NibGraphError) {
        func fail(_ what: String) -> NibGraphError { NibGraphError(.invalidLayoutHint(what)) }
        guard case .dictionary = hint else { throw fail("not a dictionary") }
        func integer(_ value: PropertyListValue?, _ name: String, in range: ClosedRange<Int64>) throws(NibGraphError) -> Int64 {
            guard case .integer(let number)? = value, range.contains(number) else { throw fail("\(name) is not an integer in \(range)") }
            return number
        }
        if case .array(let list)? = hint["integerWidths"] {
            guard list.count % 3 == 0 else { throw fail("integerWidths does not hold triples") }
            for start in stride(from: 0, to: list.count, by: 3) {
                let object = Int(try integer(list[start], "an object index", in: 0...Int64(Int32.max)))
                let position = Int(try integer(list[start + 1], "an entry index", in: 0...Int64(Int32.max)))
                let bytes = try integer(list[start + 2], "a width", in: 1...8)
                guard let width = IntegerWidth(rawValue: Int(bytes)) else { throw fail("width \(bytes) is not 1, 2, 4 or 8") }
                // Entries a lossy conversion dropped may no longer line up; those are skipped.
                guard objects.indices.contains(object), objects[object].entries.indices.contains(position),
                      case .integer(let number, _) = objects[object].entries[position].value,
                      width.holds(number)
                else { continue }
                objects[object].entries[position].value = .integer(number, width)
            }
        }
        guard hint["keys"] != nil || hint["classes"] != nil || hint["coderVersion"] != nil else { return }
        let formatVersion = UInt32(try integer(hint["formatVersion"], "formatVersion", in: 0...Int64(UInt32.max)))
        let coderVersion = UInt32(try integer(hint["coderVersion"], "coderVersion", in: 0...Int64(UInt32.max)))
        guard case .array(let keyList)? = hint["keys"] else { throw fail("keys is not an array") }
        var keys: [String] = []
        for item in keyList {
            guard case .string(let key) = item else { throw fail("keys holds a \(item.typeName)") }
            keys.append(key)
        }
        guard case .array(let classList)? = hint["classes"] else { throw fail("classes is not an array") }
        var classes: [NIBArchiveDocument.ClassName] = []
        for item in classList {
            guard case .array(let parts) = item, case .string(let name)? = parts.first else {
                throw fail("a classes entry is not (name, fallback…)")
            }
            var fallbacks: [Int] = []
            for part in parts.dropFirst() {
                fallbacks.append(Int(try integer(part, "a fallback index", in: 0...Int64(classList.count - 1))))
            }
            classes.append(.init(name: name, fallbacks: fallbacks))
        }
        var trailing: [UInt8] = []
        if let value = hint["trailingBytes"] {
            guard case .data(let bytes) = value else { throw fail("trailingBytes is not data") }
            trailing = bytes.array
        }
        archiveLayout = NIBArchiveLayout(
            formatVersion: formatVersion, coderVersion: coderVersion, keys: keys, classes: classes, trailingBytes: trailing)
    }
}
