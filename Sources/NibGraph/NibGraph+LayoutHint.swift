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
///   duplicateKeys = (object, entry, key, value, …); // values under a key the object already has
/// }
/// ```
///
/// A graph without a layout that has wide integers or repeated keys gets an
/// entry of `integerWidths` and `duplicateKeys` alone (with `objectCount`
/// when there are repeated keys, whose references it numbers).
///
/// `duplicateKeys` keeps what a keyed dictionary cannot hold: an entry whose
/// key an earlier entry of the same object has (`object` 0 is `$top`). The
/// dictionary keeps the first value: UIKit's NIBArchive decoder searches an
/// object's values forward from the one after the last it found
/// (`nextValueSearchIndex`), so a class reading its keys in the order it
/// wrote them reads the first one first (and the graph's `subscript(key:)`
/// gives the first too). `entry` is the entry's index among all of the
/// object's entries; `value` is written as in the object's dictionary (a
/// reference is a UID, `$objects` index = graph index), but geometry stays
/// data. Quadruples are in order of object, then entry.
extension NibGraph {
    package static let layoutKey = "$nibarchive"

    /// The `$nibarchive` entry for `layout` (nil: a graph from elsewhere), or nil when it has nothing to keep.
    package static func layoutHint(
        _ layout: NIBArchiveLayout?, objectCount: Int, widths: [(object: Int, position: Int, width: IntegerWidth)],
        repeated: [RepeatedEntry]
    ) -> PropertyListValue? {
        var entries: [PropertyListEntry] = []
        if let layout {
            entries = [
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
        } else if !repeated.isEmpty {
            entries.append(.init(key: .string("objectCount"), value: .integer(Int64(objectCount))))
        }
        if !widths.isEmpty {
            entries.append(.init(key: .string("integerWidths"), value: .array(widths.flatMap { item in
                [.integer(Int64(item.object)), .integer(Int64(item.position)), .integer(Int64(item.width.rawValue))]
            })))
        }
        if !repeated.isEmpty {
            entries.append(.init(key: .string("duplicateKeys"), value: .array(repeated.flatMap { item in
                [.integer(Int64(item.object)), .integer(Int64(item.position)), .string(item.key), item.value]
            })))
        }
        return entries.isEmpty ? nil : .dictionary(entries)
    }

    /// An entry a keyed archive's dictionary cannot hold: `objects[object].entries[position]`,
    /// whose key an earlier entry has, with its value as `duplicateKeys` holds it.
    package struct RepeatedEntry {
        package let object: Int
        package let position: Int
        package let key: String
        package let value: PropertyListValue

        package init(object: Int, position: Int, key: String, value: PropertyListValue) {
            self.object = object
            self.position = position
            self.key = key
            self.value = value
        }
    }

    /// A value as a property-list value, geometry left as data: integers wider than Apple's
    /// encoder would pick are noted in `widths`, a reference to the root (which `$top` is, not an
    /// object) is written as nil with a warning, and one to no object is an error. How the keyed
    /// writer keeps a repeated entry's value for `duplicateKeys`.
    package static func propertyListValue(
        _ value: NibGraph.Value, object: Int, position: Int, key: String, objectCount: Int,
        widths: inout [(object: Int, position: Int, width: NibGraph.IntegerWidth)], warnings: inout [NibGraphWarning]
    ) throws(NibGraphError) -> PropertyListValue {
        switch value {
        case let .integer(number, width):
            if width != .minimal(for: number) { widths.append((object, position, width)) }
            return .integer(number)
        case .bool(let flag): return .bool(flag)
        case .float(let number): return .real32(number)
        case .double(let number): return .real(number)
        case .data(let bytes): return .data(bytes)
        case .string(let text): return .string(text)
        case .null: return .uid(0)
        case .object(let target):
            guard target >= 0, target < objectCount else {
                throw NibGraphError(.referenceOutOfRange(index: target, count: objectCount), object: object, key: key)
            }
            if target == 0 {
                warnings.append(NibGraphWarning(object: object, key: key, "reference to the root object written as nil ($top is not an object)"))
            }
            return .uid(UInt64(target))
        case .array(let items):
            var list: [PropertyListValue] = []
            list.reserveCapacity(items.count)
            for item in items {
                list.append(try propertyListValue(item, object: object, position: position, key: "", objectCount: objectCount,
                                                  widths: &widths, warnings: &warnings))
            }
            return .array(list)
        }
    }

    /// Reads a `$nibarchive` entry back into ``archiveLayout`` and integer widths.
    mutating func applyLayoutHint(_ hint: PropertyListValue) throws(NibGraphError) {
        func fail(_ what: String) -> NibGraphError { NibGraphError(.invalidLayoutHint(what)) }
        guard case .dictionary = hint else { throw fail("not a dictionary") }
        func integer(_ value: PropertyListValue?, _ name: String, in range: ClosedRange<Int64>) throws(NibGraphError) -> Int64 {
            guard case .integer(let number)? = value, range.contains(number) else { throw fail("\(name) is not an integer in \(range)") }
            return number
        }
        try restoreRepeatedEntries(hint["duplicateKeys"])
        if case .array(let list)? = hint["integerWidths"] {
            guard list.count % 3 == 0 else { throw fail("integerWidths does not hold triples") }
            for start in stride(from: 0, to: list.count, by: 3) {
                let object = Int(try integer(list[start], "an object index", in: 0...Int64(Int32.max)))
                let position = Int(try integer(list[start + 1], "an entry index", in: 0...Int64(Int32.max)))
                let bytes = try integer(list[start + 2], "a width", in: 1...8)
                guard let width = IntegerWidth(rawValue: Int(bytes)) else { throw fail("width \(bytes) is not 1, 2, 4 or 8") }
                // Entries that do not line up are skipped.
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

    /// Puts the entries of a `duplicateKeys` list back where they stood, each object's
    /// entries rebuilt once (inserting one at a time would be quadratic in a hostile list).
    private mutating func restoreRepeatedEntries(_ list: PropertyListValue?) throws(NibGraphError) {
        func fail(_ what: String) -> NibGraphError { NibGraphError(.invalidLayoutHint("duplicateKeys: \(what)")) }
        guard let list else { return }
        guard case .array(let items) = list, items.count % 4 == 0 else { throw fail("not (object, entry, key, value) quadruples") }
        var start = 0
        var previous: Int64 = -1
        while start < items.count {
            guard case .integer(let object) = items[start], object > previous, object < Int64(objects.count) else {
                throw fail("object \(items[start]) is out of order or not an object index")
            }
            previous = object
            var kept = objects[Int(object)].entries[...]
            var entries: [Entry] = []
            entries.reserveCapacity(kept.count + 1)
            while start < items.count, items[start] == .integer(object) {
                // Positions rise within an object; the kept entries fill the places between.
                guard case .integer(let place) = items[start + 1], place >= entries.count,
                      place - Int64(entries.count) <= Int64(kept.count)
                else { throw fail("entry \(items[start + 1]) of object \(object) is out of order or beyond its entries") }
                let gap = Int(place) - entries.count
                entries += kept.prefix(gap)
                kept = kept.dropFirst(gap)
                guard case .string(let key) = items[start + 2] else { throw fail("a key is a \(items[start + 2].typeName)") }
                entries.append(Entry(key, try repeatedValue(items[start + 3])))
                start += 4
            }
            objects[Int(object)].entries = entries + kept
        }
    }

    /// A `duplicateKeys` value as a graph value: the inverse of
    /// ``propertyListValue(_:object:position:key:objectCount:widths:warnings:)``.
    private func repeatedValue(_ plist: PropertyListValue) throws(NibGraphError) -> Value {
        if let scalar = Value(scalar: plist) { return scalar }
        switch plist {
        case .uid(0): return .null
        case .uid(let uid):
            guard uid < UInt64(objects.count) else {
                throw NibGraphError(.invalidLayoutHint("duplicateKeys: UID \(uid) is not an object"))
            }
            return .object(Int(uid))
        case .array(let items):
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try repeatedValue(item)) }
            return .array(values)
        default:
            throw NibGraphError(.invalidLayoutHint("duplicateKeys: a value is a \(plist.typeName)"))
        }
    }
}
