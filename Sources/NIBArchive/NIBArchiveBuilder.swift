import NibBytes

/// Builds a new archive object by object, laid out the way Apple's encoder
/// does it: keys and class names are stored once each, in order of first
/// use; values are stored contiguously in object order (an object with no
/// values gets start 0), whatever order the objects were filled in.
public struct NIBArchiveBuilder: Sendable {
    private var keys: [String] = []
    private var classes: [NIBArchiveDocument.ClassName] = []
    private var keyIndices = StringTable<Int>()
    private var classIndices = StringTable<Int>()
    /// Each object's class and range of ``values``; class -1 marks a reserved object not yet filled.
    private var objects: [NIBObjectTable.Entry] = []
    /// Every object's values in one list, each object's contiguous, in the order they were filled.
    private var values: [NIBKeyedValue] = []
    /// Whether ``values`` holds exactly the objects' values in object order, so
    /// ``document`` can hand both lists over as they are; filling objects out of
    /// order (or one twice) clears it and ``document`` lays the values out again.
    private var valuesInObjectOrder = true
    /// The highest index of an object whose values are in ``values`` (-1 for none).
    private var lastFilled = -1
    private let coderVersion: UInt32

    /// Starts an archive; coder version 9 is iOS ibtool's, 10 macOS ibtool's.
    public init(coderVersion: UInt32 = 9) {
        self.coderVersion = coderVersion
    }

    /// Starts an archive whose key and class tables begin with the given
    /// entries, in that order (to reproduce an existing file's layout).
    /// Names used later are looked up there first; new names are appended.
    public init(coderVersion: UInt32, presetKeys: [String], presetClasses: [NIBArchiveDocument.ClassName]) {
        self.coderVersion = coderVersion
        keys = presetKeys
        classes = presetClasses
        // Room for a typical nib's names up front.
        keyIndices.reserveCapacity(max(presetKeys.count, 128))
        classIndices.reserveCapacity(max(presetClasses.count, 64))
        for (index, key) in presetKeys.enumerated() { _ = keyIndices.value(for: key) { index } }
        for (index, entry) in presetClasses.enumerated() { _ = classIndices.value(for: entry.name) { index } }
    }

    /// The index of class `name`, adding it on first use (after its `fallbacks`).
    public mutating func classIndex(_ name: String, fallbacks: [String] = []) -> Int {
        if fallbacks.isEmpty {
            // As in ``keyIndex(_:)``: one lookup finds the class or stores the next index for it.
            let (index, inserted) = classIndices.value(for: name) { classes.count }
            if inserted { classes.append(.init(name: name, fallbacks: [])) }
            return index
        }
        if let index = classIndices[name] { return index }
        let fallbackIndices = fallbacks.map { classIndex($0) }
        let index = classes.count
        classes.append(.init(name: name, fallbacks: fallbackIndices))
        classIndices.set(name, index)
        return index
    }

    /// The index of key `name`, adding it on first use.
    public mutating func keyIndex(_ name: String) -> Int {
        // One lookup finds the key or stores the next index for it, so a new key is hashed once.
        let (index, inserted) = keyIndices.value(for: name) { keys.count }
        if inserted { keys.append(name) }
        return index
    }

    /// Makes room for `objects` objects and `values` values in all, so a
    /// writer that knows its sizes adds them without growing the lists.
    public mutating func reserveCapacity(objects objectCount: Int, values valueCount: Int) {
        objects.reserveCapacity(objectCount)
        values.reserveCapacity(valueCount)
    }

    /// Reserves the next object index, so values can refer to it before it is filled.
    public mutating func reserveObject() -> Int {
        objects.append(.init(classIndex: -1, valuesStart: 0, valueCount: 0))
        return objects.count - 1
    }

    /// Stores `newValues` as the values of object `index`, after every value stored so far.
    private mutating func fill(_ index: Int, classIndex: Int, with newValues: some Collection<NIBKeyedValue>) {
        if objects[index].valueCount > 0 || (!newValues.isEmpty && index < lastFilled) { valuesInObjectOrder = false }
        let start = newValues.isEmpty ? 0 : values.count
        objects[index] = .init(classIndex: classIndex, valuesStart: start, valueCount: newValues.count)
        values.append(contentsOf: newValues)
        if !newValues.isEmpty { lastFilled = max(lastFilled, index) }
    }

    /// Fills a reserved object with its class and values.
    public mutating func setObject(
        _ index: Int, className: String, fallbacks: [String] = [], values: [(key: String, value: NIBValue)]
    ) {
        let classIndex = classIndex(className, fallbacks: fallbacks)
        fill(index, classIndex: classIndex, with: values.map { NIBKeyedValue(keyIndex: keyIndex($0.key), value: $0.value) })
    }

    /// Appends an object whose class and keys are indices this builder gave
    /// (``classIndex(_:fallbacks:)``, ``keyIndex(_:)``) and returns its index.
    @discardableResult
    public mutating func addObject(classIndex: Int, values: [NIBKeyedValue]) -> Int {
        let index = reserveObject()
        fill(index, classIndex: classIndex, with: values)
        return index
    }

    /// Appends an object of class index `classIndex` with no values yet and
    /// returns its index: ``appendValue(keyIndex:_:)`` then gives it its
    /// values one by one, without a list of them per object.
    @discardableResult
    public mutating func beginObject(classIndex: Int) -> Int {
        let index = reserveObject()
        objects[index].classIndex = classIndex
        return index
    }

    /// Adds a value to the object ``beginObject(classIndex:)`` added last.
    public mutating func appendValue(keyIndex: Int, _ value: NIBValue) {
        let index = objects.count - 1
        if objects[index].valueCount == 0 {
            if index < lastFilled { valuesInObjectOrder = false }
            objects[index].valuesStart = values.count
            lastFilled = index
        }
        objects[index].valueCount += 1
        values.append(NIBKeyedValue(keyIndex: keyIndex, value: value))
    }

    /// Appends an object and returns its index.
    @discardableResult
    public mutating func addObject(
        className: String, fallbacks: [String] = [], values: [(key: String, value: NIBValue)]
    ) -> Int {
        let index = reserveObject()
        setObject(index, className: className, fallbacks: fallbacks, values: values)
        return index
    }

    /// The archive as a document, values laid out in object order (an object
    /// with no values gets start 0).
    public var document: NIBArchiveDocument {
        if valuesInObjectOrder {
            return NIBArchiveDocument(coderVersion: coderVersion, objects: objects, keys: keys, values: values,
                                      classes: classes)
        }
        var entries: [NIBObjectTable.Entry] = []
        var ordered: [NIBKeyedValue] = []
        entries.reserveCapacity(objects.count)
        for object in objects {
            entries.append(.init(classIndex: object.classIndex, valuesStart: object.valueCount == 0 ? 0 : ordered.count,
                                 valueCount: object.valueCount))
            ordered += values[object.valueRange]
        }
        return NIBArchiveDocument(coderVersion: coderVersion, objects: entries, keys: keys, values: ordered,
                                  classes: classes)
    }

    /// The canonical bytes. Throws if a reserved object was never filled.
    public func encoded() throws(NIBArchiveError) -> [UInt8] {
        try NIBArchiveWriter.encode(document)
    }
}
