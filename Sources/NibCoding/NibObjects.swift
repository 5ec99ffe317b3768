import NIBArchive
import NibGraph

/// The objects a nib is instantiated from: a ``NibGraph`` (keyed archives,
/// graphs built in memory), or a NIBArchive read in place, whose values are
/// read from the file only when an object is built.
public enum NibObjects: Sendable {
    case graph(NibGraph)
    case nibArchive(NIBArchiveObjects)

    /// The number of objects; object 0 is the root.
    public var count: Int {
        switch self {
        case .graph(let graph): graph.objects.count
        case .nibArchive(let archive): archive.count
        }
    }

    /// Object `index`'s class (`index` must be in range).
    public func className(of index: Int) -> String {
        switch self {
        case .graph(let graph): graph.objects[index].className
        case .nibArchive(let archive): archive.className(of: index)
        }
    }

    /// The classes to use when object `index`'s class is missing.
    public func fallbackClassNames(of index: Int) -> [String] {
        switch self {
        case .graph(let graph): graph.objects[index].fallbackClassNames
        case .nibArchive(let archive): archive.fallbackClassNames(of: index)
        }
    }

    /// A number shared by every object of the same class, below
    /// ``classSlotCount``: a NIBArchive's class-name entry. Nil for graphs.
    func classSlot(of index: Int) -> Int? {
        switch self {
        case .graph: nil
        case .nibArchive(let archive): archive.tables.objects[index].classIndex
        }
    }

    /// How many class slots there are (0 for graphs).
    var classSlotCount: Int {
        switch self {
        case .graph: 0
        case .nibArchive(let archive): archive.classes.count
        }
    }

    /// The objects as a graph: the graph itself, or one built from the archive's tables.
    public var graph: NibGraph {
        switch self {
        case .graph(let graph): graph
        case .nibArchive(let archive): NibGraph(archive)
        }
    }

    /// Object `index`'s coded values.
    func values(of index: Int) -> NibObjectValues {
        switch self {
        case .graph(let graph):
            return .entries(graph.objects[index].entries)
        case .nibArchive(let archive):
            // Collections read differently as graph objects (inlined values become
            // `NS.objects`), so they are converted whole; they are few.
            if archive.isCollection(index) { return .entries(archive.object(at: index).entries) }
            return .nibArchive(archive, archive.valueRange(of: index))
        }
    }
}

/// One object's coded values: graph entries, or a range of a NIBArchive's
/// value table, converted one value at a time as they are asked for.
enum NibObjectValues {
    case entries([NibGraph.Entry])
    case nibArchive(NIBArchiveObjects, Range<Int>)

    /// The first value coded under `key`.
    @inline(__always)
    func value(forKey key: String) -> NibGraph.Value? {
        switch self {
        case .entries(let entries):
            for entry in entries where entry.key == key { return entry.value }
            return nil
        case .nibArchive(let archive, let range):
            return archive.valueIndex(forKey: key, in: range).map { archive.value($0) }
        }
    }

    /// Every value with its key, in order.
    var entries: [NibGraph.Entry] {
        switch self {
        case .entries(let entries): entries
        case .nibArchive(let archive, let range): range.map { NibGraph.Entry(archive.key(ofValue: $0), archive.value($0)) }
        }
    }
}
