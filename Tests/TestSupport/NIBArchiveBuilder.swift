import NIBArchive

/// Builds a NIBArchive object by object for tests, laid out the way Apple's
/// encoder does it: keys and class names stored once each, in order of first
/// use; values stored contiguously in object order (an object with no values
/// gets start 0), whatever order the objects were filled in. Objects may be
/// reserved first so values can refer to them before they are filled.
public struct NIBArchiveBuilder {
    private var keys: [String] = []
    private var classes: [NIBArchiveDocument.ClassName] = []
    private var keyIndices: [String: Int] = [:]
    private var classIndices: [String: Int] = [:]
    /// Each object's class index (-1 while reserved) and values.
    private var objects: [(classIndex: Int, values: [NIBKeyedValue])] = []
    private let coderVersion: UInt32

    /// Starts an archive; coder version 9 is iOS ibtool's, 10 macOS ibtool's.
    public init(coderVersion: UInt32 = 9) {
        self.coderVersion = coderVersion
    }

    /// The index of class `name`, adding it on first use (after its `fallbacks`).
    private mutating func classIndex(_ name: String, fallbacks: [String]) -> Int {
        if let index = classIndices[name] { return index }
        let fallbackIndices = fallbacks.map { classIndex($0, fallbacks: []) }
        classes.append(.init(name: name, fallbacks: fallbackIndices))
        classIndices[name] = classes.count - 1
        return classes.count - 1
    }

    /// The index of key `name`, adding it on first use.
    private mutating func keyIndex(_ name: String) -> Int {
        if let index = keyIndices[name] { return index }
        keys.append(name)
        keyIndices[name] = keys.count - 1
        return keys.count - 1
    }

    /// Reserves the next object index, so values can refer to it before it is filled.
    public mutating func reserveObject() -> Int {
        objects.append((-1, []))
        return objects.count - 1
    }

    /// Fills a reserved object with its class and values.
    public mutating func setObject(
        _ index: Int, className: String, fallbacks: [String] = [], values: [(key: String, value: NIBValue)]
    ) {
        let classIndex = classIndex(className, fallbacks: fallbacks)
        objects[index] = (classIndex, values.map { NIBKeyedValue(keyIndex: keyIndex($0.key), value: $0.value) })
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

    /// The canonical bytes. Throws if a reserved object was never filled.
    public func encoded() throws(NIBArchiveError) -> [UInt8] {
        var entries: [NIBObjectTable.Entry] = []
        var values: [NIBKeyedValue] = []
        for object in objects {
            entries.append(.init(classIndex: object.classIndex, valuesStart: object.values.isEmpty ? 0 : values.count,
                                 valueCount: object.values.count))
            values += object.values
        }
        return try NIBArchiveWriter.encode(NIBArchiveDocument(coderVersion: coderVersion, objects: entries, keys: keys,
                                                              values: values, classes: classes))
    }
}
