/// A collection stored inline in an object's values: the first value is
/// `NSInlinedValue` (true), the elements follow under `UINibEncoderEmptyKey`.
/// Dictionaries alternate key and value.
public struct NIBInlinedCollection: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case array, set, dictionary
    }

    public var kind: Kind
    /// For arrays and sets the elements; for dictionaries key, value, key, value…
    public var elements: [NIBValue]

    /// Dictionary entries as pairs (empty for arrays and sets).
    public var pairs: [(key: NIBValue, value: NIBValue)] {
        guard kind == .dictionary else { return [] }
        return stride(from: 0, to: elements.count - 1, by: 2).map { (elements[$0], elements[$0 + 1]) }
    }
}

extension NIBArchiveTables {
    /// Object `index` as an inlined collection, or nil when its first value is
    /// not keyed `NSInlinedValue`. The kind comes from the class or its
    /// fallbacks; an unknown class with inlined values is read as an array.
    ///
    /// Throws when a dictionary has a key without a value.
    public func inlinedCollection(ofObject index: Int) throws(NIBArchiveError) -> NIBInlinedCollection? {
        let entry = objects[index]
        guard entry.valueCount > 0, let inlined = wellKnownKeys.inlinedValue,
              values.keyIndex(at: entry.valuesStart) == inlined else { return nil }
        let kind: NIBInlinedCollection.Kind = switch role(ofObject: index) {
        case .set: .set
        case .dictionary: .dictionary
        default: .array
        }
        let elements = entry.valueRange.dropFirst().map { values[$0].value }
        if kind == .dictionary && elements.count % 2 != 0 {
            throw NIBArchiveError(.invalidDocument("inlined dictionary has \(elements.count) elements, not key-value pairs"),
                                  table: .objects, index: index,
                                  offset: bytes.storageOffset + objects.byteRange.lowerBound)
        }
        return NIBInlinedCollection(kind: kind, elements: elements)
    }
}
