import KeyedArchive
import NibBytes
import PropertyList

/// The values of a keyed archive read in place (``KeyedArchiveObjects``), as
/// graph values: what `NibGraph(keyedArchiveBytes:)` gives for them. UID 0 is
/// nil, a geometry string under a geometry key is a float64 blob, and plain
/// strings, numbers and data are `NSString`, `NSNumber` and `NSData` objects
/// with their one entry. The reader lives in the format layer; turning its
/// property-list objects into graph values is a conversion, so it is here.
extension KeyedArchiveObjects {
    /// The first value of object `index` coded under `key`.
    public func value(forKey key: String, ofObject index: Int) -> NibGraph.Value? {
        if index == 0 {
            guard let entry = topEntries.first(where: { $0.name == key }) else { return nil }
            return value(entry.value, shape: GeometryString.shape(forKey: entry.name))
        }
        let object = entry(index)
        switch kinds[index] {
        case Self.stringObject:
            return key == "NS.bytes" ? stringBytes(object) : nil
        case Self.numberObject, Self.dataObject:
            let own = Self.numberEntry(object.kind)
            return key == own ? scalar(object) : nil
        default:
            guard let (position, known) = position(ofKey: key, in: object) else { return nil }
            return value(plist.reference(object, object.count + position), shape: known.shape)
        }
    }

    /// Every value of object `index` with its key, in order.
    public func entries(of index: Int) -> [NibGraph.Entry] {
        var result: [NibGraph.Entry] = []
        result.reserveCapacity(index == 0 ? topEntries.count : kinds[index] > 0 ? entry(index).count : 1)
        forEachEntry(of: index) { key, value in result.append(NibGraph.Entry(key, value)) }
        return result
    }

    /// Calls `body` with every value of object `index` and its key, in order:
    /// what ``entries(of:)`` gives, without building the array.
    public func forEachEntry(of index: Int, _ body: (String, NibGraph.Value) throws -> Void) rethrows {
        if index == 0 {
            for entry in topEntries { try body(entry.name, value(entry.value, shape: GeometryString.shape(forKey: entry.name))) }
            return
        }
        let object = entry(index)
        switch kinds[index] {
        case Self.stringObject, Self.numberObject, Self.dataObject:
            let entry = plainEntry(object)
            try body(entry.key, entry.value)
        default:
            let names = keyNames()
            for position in 0..<object.count {
                let slot = keyTable.slots[plist.reference(object, position)]
                guard slot > 0, !keyTable.isClass(slot) else { continue }
                try body(names[Int(slot) - 1], value(plist.reference(object, object.count + position), shape: keyTable.shape(slot)))
            }
        }
    }

    /// The one entry of a string, number or data object: `NS.bytes`,
    /// `NS.intval`, `NS.dblval` or `NS.boolval`.
    func plainEntry(_ object: PlistObject) -> NibGraph.Entry {
        switch object.kind {
        case .asciiString, .utf16String: NibGraph.Entry("NS.bytes", stringBytes(object))
        default: NibGraph.Entry(Self.numberEntry(object.kind), scalar(object))
        }
    }

    /// A string's UTF-8 bytes: a view for ASCII strings, a copy for UTF-16 ones.
    func stringBytes(_ object: PlistObject) -> NibGraph.Value {
        object.kind == .asciiString ? .data(plist.bytes(object)) : .data(ByteView(copying: plist.utf8(object)))
    }

    /// A scalar, data or inline string value.
    func scalar(_ object: PlistObject) -> NibGraph.Value {
        switch object.kind {
        case .integer: .integer(plist.integer(object))
        case .bool: .bool(plist.bool(object))
        case .real: .double(plist.real(object))
        case .real32: .float(plist.real32(object))
        case .data: .data(plist.bytes(object))
        case .asciiString, .utf16String: .string(sharedString(object))
        default: .null
        }
    }

    /// The graph value of property-list object `index`, coded under a key of `shape`.
    /// A UID (the common case) is read inline; a geometry string and any
    /// other value out of line.
    @inline(__always)
    func value(_ index: Int, shape: GeometryString.Shape?) -> NibGraph.Value {
        guard let uid = plist.uid(at: index) else { return nonUIDValue(index) }
        let target = Int(truncatingIfNeeded: uid)
        if target == 0 { return .null }
        if let shape, let blob = geometryBlob(target, shape: shape) { return .data(blob) }
        return .object(target)
    }

    /// The float64 blob of `$objects[target]` when it is a geometry string of `shape`.
    @inline(never)
    func geometryBlob(_ target: Int, shape: GeometryString.Shape) -> ByteView? {
        geometry(target, shape: shape).map { ByteView(copying: GeometryString.blob($0)) }
    }

    /// The graph value of property-list object `index` when it is not a UID:
    /// an array or a scalar. Integers and bools, most of these values, are
    /// read without building a header.
    @inline(never)
    func nonUIDValue(_ index: Int) -> NibGraph.Value {
        if let integer = plist.integer(at: index) { return .integer(integer) }
        if let bool = plist.bool(at: index) { return .bool(bool) }
        let object = header(index)
        switch object.kind {
        case .array:
            var values: [NibGraph.Value] = []
            values.reserveCapacity(object.count)
            for position in 0..<object.count { values.append(value(plist.reference(object, position), shape: nil)) }
            return .array(values)
        default:
            return scalar(object)
        }
    }
}
