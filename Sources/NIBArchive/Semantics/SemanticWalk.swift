/// What a full semantic walk of an archive found.
public struct NIBWalkSummary: Sendable, Equatable {
    public var objects = 0
    public var values = 0
    public var strings = 0
    public var numbers = 0
    public var inlinedCollections = 0
    public var floatArrays = 0
    public var nestedArchives = 0

    public init() {}
}

extension NIBArchiveTables {
    /// Visits every object and value, interpreting strings, numbers, inlined
    /// collections, typed float arrays and nested archives (recursively).
    /// Throws the first semantic error; the tables themselves are already valid.
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
            } else if let nested = try nestedArchive(in: data) {
                summary.nestedArchives += 1
                try nested.walk(into: &summary)
            }
        }
    }
}
