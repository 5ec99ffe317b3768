import Foundation
import KeyedArchive
import NibBytes
import NibGraph
import PropertyList
import Testing
import TestSupport

/// Foundation's PropertyListSerialization reads our keyed re-encoding of every
/// corpus keyed nib with the same values it reads from the original.
///
/// Foundation's objects are turned into property-list values by the test
/// (UIDs through their reflected `value`, since Linux's UID objects compare by
/// identity) and then into graphs. Both sides go through Foundation, so what
/// its objects do not keep (4-byte reals, dictionary order) is lost on both.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct FoundationDifferentialTests {
    static func graphAsFoundationReadsIt(_ data: Data) throws -> NibGraph {
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try NibGraph(keyedArchive: KeyedArchive(propertyList: value(object)))
    }

    struct Unexpected: Error { let what: String }

    /// Foundation's property-list object as our value; dictionaries sorted by key.
    static func value(_ object: Any) throws -> PropertyListValue {
        switch object {
        case let text as String: return .string(text)
        case let data as Data: return .data(ByteView(copying: Array(data)))
        case let date as Date: return .date(date.timeIntervalSinceReferenceDate)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "f", "d": return .real(number.doubleValue)
            default: return .integer(number.int64Value)
            }
        case let array as [Any]: return .array(try array.map(value))
        case let dictionary as [AnyHashable: Any]:
            let entries = try dictionary.map { (key: "\($0.key)", value: try value($0.value)) }.sorted { $0.key < $1.key }
            return .dictionary(entries.map { PropertyListEntry(key: .string($0.key), value: $0.value) })
        default:
            let mirror = Mirror(reflecting: object)
            if String(describing: type(of: object)).contains("KeyedArchiverUID"),
               let uid = mirror.children.first(where: { $0.label == "value" })?.value as? UInt32 {
                return .uid(UInt64(uid))
            }
            throw Unexpected(what: "\(type(of: object)) \(mirror.children.map { "\($0.label ?? "?"): \(type(of: $0.value))" })")
        }
    }

    @Test func foundationReadsOurKeyedOutputAsItReadsTheOriginal() throws {
        var compared = 0
        for path in SharedCorpus.keyedArchives {
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            do {
                var warnings: [NibGraphWarning] = []
                let ours = try NibGraph(keyedArchiveBytes: ByteView(copying: Array(original))).keyedArchiveBytes(warnings: &warnings)
                let expected = try Self.graphAsFoundationReadsIt(original)
                let actual = try Self.graphAsFoundationReadsIt(Data(ours))
                #expect(actual == expected, "\(path)")
                compared += 1
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
        #expect(compared == SharedCorpus.keyedArchives.count)
    }
}
