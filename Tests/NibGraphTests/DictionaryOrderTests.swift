import NIBArchive
import NibBytes
import NibGraph
import Testing

/// A dictionary whose keyed form lists `NS.objects` before `NS.keys` (as some
/// of Apple's keyed nibs do) becomes an inlined NIBArchive dictionary with
/// every pair, not an object whose arrays are dropped.
struct DictionaryOrderTests {
    @Test func objectsBeforeKeysStillInlines() throws {
        var builder = NibGraphBuilder()
        let key = builder.string("answer"), value = builder.number(Int64(42))
        let dictionary = builder.addObject(FoundationClasses.dictionary)
        builder.append(FoundationClasses.objectsKey, [value], to: dictionary)
        builder.append(FoundationClasses.keysKey, [key], to: dictionary)
        builder.append("UINibKeyValuePairsKey", .object(dictionary), to: builder.root)
        var warnings: [NibGraphWarning] = []
        let bytes = try builder.graph.nibArchiveBytes(warnings: &warnings)
        #expect(warnings.isEmpty)
        let decoded = try NibGraph(nibArchiveBytes: ByteView(copying: bytes))
        guard case .object(let index)? = decoded.objects[0]["UINibKeyValuePairsKey"] else { Issue.record("no dictionary"); return }
        #expect(decoded.objects[index].entries.map(\.key) == ["NS.keys", "NS.objects"])
        guard case .array(let keys)? = decoded.objects[index]["NS.keys"] else { Issue.record("no keys"); return }
        #expect(keys.count == 1)
    }
}
