/// Builds a new archive object by object, the way Apple's encoder lays it
/// out: keys and class names are stored once each, in order of first use;
/// each object's values are appended contiguously.
public struct NIBArchiveBuilder: Sendable {
    public private(set) var document: NIBArchiveDocument
    private var keyIndices: [String: Int] = [:]
    private var classIndices: [String: Int] = [:]

    /// Starts an archive; coder version 9 is iOS ibtool's, 10 macOS ibtool's.
    public init(coderVersion: UInt32 = 9) {
        document = NIBArchiveDocument(coderVersion: coderVersion)
    }

    /// The index of class `name`, adding it (with `fallbacks`) on first use.
    public mutating func classIndex(_ name: String, fallbacks: [String] = []) -> Int {
        if let index = classIndices[name] { return index }
        let fallbackIndices = fallbacks.map { classIndex($0) }
        let index = document.classes.count
        document.classes.append(.init(name: name, fallbacks: fallbackIndices))
        classIndices[name] = index
        return index
    }

    /// The index of key `name`, adding it on first use.
    public mutating func keyIndex(_ name: String) -> Int {
        if let index = keyIndices[name] { return index }
        let index = document.keys.count
        document.keys.append(name)
        keyIndices[name] = index
        return index
    }

    /// Reserves the next object index, so values can refer to it before it is filled.
    public mutating func reserveObject() -> Int {
        document.objects.append(.init(classIndex: -1, valuesStart: 0, valueCount: 0))
        return document.objects.count - 1
    }

    /// Fills a reserved object with its class and values.
    public mutating func setObject(_ index: Int, className: String, values: [(key: String, value: NIBValue)]) {
        let classIndex = classIndex(className)
        let start = document.values.count
        for (key, value) in values {
            document.values.append(NIBKeyedValue(keyIndex: keyIndex(key), value: value))
        }
        document.objects[index] = .init(classIndex: classIndex, valuesStart: values.isEmpty ? 0 : start,
                                        valueCount: values.count)
    }

    /// Appends an object and returns its index.
    @discardableResult
    public mutating func addObject(className: String, values: [(key: String, value: NIBValue)]) -> Int {
        let index = reserveObject()
        setObject(index, className: className, values: values)
        return index
    }

    /// The canonical bytes. Throws if a reserved object was never filled.
    public func encoded() throws(NIBArchiveError) -> [UInt8] {
        try NIBArchiveWriter.encode(document)
    }
}
