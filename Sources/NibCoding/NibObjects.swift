import KeyedArchive
import NIBArchive
import NibGraph

/// The objects a nib is instantiated from: a NIBArchive or a binary keyed
/// archive read in place, whose values are read from the file only when an
/// object is built, or a ``NibGraph`` (other keyed archives, graphs built in
/// memory).
///
/// Object indices are the file's: NIBArchive object indices, `$objects`
/// indices of a keyed archive read in place, graph indices for a graph. A
/// keyed archive's graph can number objects differently (it leaves out
/// strings used only as geometry), so an index from one form is not an
/// index into the other.
public enum NibObjects: Sendable {
    case graph(NibGraph)
    case nibArchive(NIBArchiveObjects)
    case keyedArchive(KeyedArchiveObjects)

    /// The number of objects; object 0 is the root.
    public var count: Int {
        switch self {
        case .graph(let graph): graph.objects.count
        case .nibArchive(let archive): archive.count
        case .keyedArchive(let archive): archive.count
        }
    }

    /// Object `index`'s class (`index` must be in range).
    public func className(of index: Int) -> String {
        switch self {
        case .graph(let graph): graph.objects[index].className
        case .nibArchive(let archive): archive.className(of: index)
        case .keyedArchive(let archive): archive.className(of: index)
        }
    }

    /// The classes to use when object `index`'s class is missing.
    public func fallbackClassNames(of index: Int) -> [String] {
        switch self {
        case .graph(let graph): graph.objects[index].fallbackClassNames
        case .nibArchive(let archive): archive.fallbackClassNames(of: index)
        case .keyedArchive(let archive): archive.fallbackClassNames(of: index)
        }
    }

    /// A number shared by every object of the same class, below
    /// ``classSlotCount``: a NIBArchive's class-name entry. Nil for graphs.
    func classSlot(of index: Int) -> Int? {
        switch self {
        case .graph: nil
        case .nibArchive(let archive): archive.tables.objects[index].classIndex
        case .keyedArchive(let archive): archive.classSlot(of: index)
        }
    }

    /// How many class slots there are (0 for graphs).
    var classSlotCount: Int {
        switch self {
        case .graph: 0
        case .nibArchive(let archive): archive.classes.count
        case .keyedArchive(let archive): archive.classSlotCount
        }
    }

    /// The objects as a graph: the graph itself, or one built from the file
    /// (a keyed archive's graph numbers its objects differently; see ``KeyedArchiveObjects``).
    public var graph: NibGraph {
        get throws(NibGraphError) {
            switch self {
            case .graph(let graph): graph
            case .nibArchive(let archive): NibGraph(archive)
            case .keyedArchive(let archive): try NibGraph(keyedArchiveBytes: archive.bytes)
            }
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
        case .keyedArchive(let archive):
            return .keyedArchive(archive, index)
        }
    }
}

/// One object's coded values: graph entries, or a range of a NIBArchive's
/// value table, converted one value at a time as they are asked for.
enum NibObjectValues {
    case entries([NibGraph.Entry])
    case nibArchive(NIBArchiveObjects, Range<Int>)
    case keyedArchive(KeyedArchiveObjects, Int)

    /// The first value coded under `key`.
    @inline(__always)
    func value(forKey key: String) -> NibGraph.Value? {
        switch self {
        case .entries(let entries):
            for entry in entries where entry.key == key { return entry.value }
            return nil
        case .nibArchive(let archive, let range):
            return archive.valueIndex(forKey: key, in: range).map { archive.value($0) }
        case .keyedArchive(let archive, let index):
            return archive.value(forKey: key, ofObject: index)
        }
    }

    /// Every value with its key, in order.
    var entries: [NibGraph.Entry] {
        switch self {
        case .entries(let entries): entries
        case .nibArchive(let archive, let range): range.map { NibGraph.Entry(archive.key(ofValue: $0), archive.value($0)) }
        case .keyedArchive(let archive, let index): archive.entries(of: index)
        }
    }
}
