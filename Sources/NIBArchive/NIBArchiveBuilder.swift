/// Builds a new archive object by object, laid out the way Apple's encoder
/// does it: keys and class names are stored once each, in order of first
/// use; values are stored contiguously in object order (an object with no
/// values gets start 0), whatever order the objects were filled in.
public struct NIBArchiveBuilder: Sendable {
    private var keys: [String] = []
    private var classes: [NIBArchiveDocument.ClassName] = []
    private var keyIndices: [String: Int] = [:]
    private var classIndices: [String: Int] = [:]
    /// Class index and values of each object; class -1 marks a reserved object not yet filled.
    private var objects: [(classIndex: Int, values: [NIBKeyedValue])] = []
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
        // Room for a typical nib's names up front: growing a dictionary hashes every name again.
        keyIndices.reserveCapacity(max(presetKeys.count, 128))
        classIndices.reserveCapacity(max(presetClasses.count, 64))
        for (index, key) in presetKeys.enumerated() where keyIndices[key] == nil { keyIndices[key] = index }
        for (index, entry) in presetClasses.enumerated() where classIndices[entry.name] == nil {
            classIndices[entry.name] = index
        }
    }

    /// The index of class `name`, adding it on first use (after its `fallbacks`).
    public mutating func classIndex(_ name: String, fallbacks: [String] = []) -> Int {
        if let index = classIndices[name] { return index }
        let fallbackIndices = fallbacks.map { classIndex($0) }
        let index = classes.count
        classes.append(.init(name: name, fallbacks: fallbackIndices))
        classIndices[name] = index
        return index
    }

    /// The index of key `name`, adding it on first use.
    public mutating func keyIndex(_ name: String) -> Int {
        // One lookup finds the key or stores the next index for it, so a new key is hashed once.
        let next = keys.count
        let index = Self.stored(&keyIndices[name, default: next])
        if index == next { keys.append(name) }
        return index
    }

    /// The value a dictionary slot holds (or was just given).
    private static func stored(_ slot: inout Int) -> Int { slot }

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

    /// Appends an object whose class and keys are indices this builder gave
    /// (``classIndex(_:fallbacks:)``, ``keyIndex(_:)``) and returns its index.
    @discardableResult
    public mutating func addObject(classIndex: Int, values: [NIBKeyedValue]) -> Int {
        objects.append((classIndex, values))
        return objects.count - 1
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

    /// The archive as a document, values laid out in object order.
    public var document: NIBArchiveDocument {
        var entries: [NIBObjectTable.Entry] = []
        var values: [NIBKeyedValue] = []
        for object in objects {
            entries.append(.init(classIndex: object.classIndex, valuesStart: object.values.isEmpty ? 0 : values.count,
                                 valueCount: object.values.count))
            values += object.values
        }
        return NIBArchiveDocument(coderVersion: coderVersion, objects: entries, keys: keys, values: values,
                                  classes: classes)
    }

    /// The canonical bytes. Throws if a reserved object was never filled.
    public func encoded() throws(NIBArchiveError) -> [UInt8] {
        try NIBArchiveWriter.encode(document)
    }
}
