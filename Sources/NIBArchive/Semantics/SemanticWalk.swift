/// What a full semantic walk of an archive found.
public struct NIBWalkSummary: Sendable, Equatable {
    public var objects = 0
    public var values = 0
    public var strings = 0
    public var numbers = 0
    public var inlinedCollections = 0
    public var floatArrays = 0
    public var nestedArchives = 0
    /// Why each data value that starts with `NIBArchive` did not read as an
    /// archive (its tables, or the walk of them). Such a value is plain data:
    /// a nib may hold any bytes, so these are not errors of the archive.
    public var nestedArchiveErrors: [NIBArchiveError] = []

    public init() {}
}

extension NIBArchiveTables {
    /// Visits every object and value, interpreting strings, numbers, inlined
    /// collections, typed float arrays and nested archives (recursively).
    /// Throws the first semantic error; the tables themselves are already valid.
    /// Data that starts like a nested archive but does not read as one is
    /// noted in ``NIBWalkSummary/nestedArchiveErrors`` and walked no further.
    public func walk() throws(NIBArchiveError) -> NIBWalkSummary {
        var summary = NIBWalkSummary()
        try walk(into: &summary)
        return summary
    }

    func walk(into summary: inout NIBWalkSummary) throws(NIBArchiveError) {
        for index in 0..<objects.count {
            summary.objects += 1
            if string(ofObject: index) != nil { summary.strings += 1 }
            if number(ofObject: index) != nil { summary.numbers += 1 }
            if try inlinedCollection(ofObject: index) != nil { summary.inlinedCollections += 1 }
        }
        for index in 0..<values.count {
            summary.values += 1
            guard case .data(let data) = values[index].value else { continue }
            if NIBFloatArray(data: data) != nil {
                summary.floatArrays += 1
            } else if NIBArchiveHeader.hasMagic(data) {
                // What the nested archive added is kept only when all of it reads.
                let before = summary
                do {
                    if let nested = try nestedArchive(in: data) {
                        summary.nestedArchives += 1
                        try nested.walk(into: &summary)
                    }
                } catch {
                    summary = before
                    summary.nestedArchiveErrors.append(error)
                }
            }
        }
    }
}
