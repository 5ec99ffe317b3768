import Foundation
import KeyedArchive
import NIBArchive
import NibBytes
import NibFuzzing
import NibGraph
import PropertyList
import Testing
import TestSupport

/// Conversion rules on small archives the project writes itself.
struct GraphConversionTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    /// Corpus/KeyedArchiveRoundTrip/cycle.keyed is written by Python's plistlib (Corpus/make_samples.py):
    /// a window whose subview points back at it through UISuperview.
    @Test func anArchiveWithAUIDCycleDecodes() throws {
        let path = Self.corpus.appendingPathComponent("KeyedArchiveRoundTrip/cycle.keyed").path
        let graph = try NibGraph(keyedArchiveBytes: ByteView(try FileBytes.read(path: path)))
        let top = graph.topLevel
        #expect(top.map(\.key) == ["UINibTopLevelObjectsKey", "UINibObjectsKey"])
        guard case .array(let items)? = graph.objects[top[0].object]["NS.objects"], case .object(let window)? = items.first,
              case .object(let subviews)? = graph.objects[window]["UISubviews"],
              case .array(let children)? = graph.objects[subviews]["NS.objects"], case .object(let label)? = children.first
        else {
            Issue.record("unexpected graph shape: \(graph)")
            return
        }
        #expect(graph.objects[window].className == "UIWindow")
        #expect(graph.objects[window].classChain == ["UIWindow", "UIView", "UIResponder", "NSObject"])
        #expect(graph.objects[label]["UISuperview"] == .object(window))
        #expect(graph.objects[label].className == "MyLabel")
        #expect(graph.objects[label].fallbackClassNames == ["UILabel"])
        // The $-escaped key is unescaped, UID 0 is nil, plain values became objects.
        #expect(graph.objects[label]["$escaped"] == .null)
        #expect(graph.objects[label]["UITag"] == .integer(7))
        guard case .object(let text)? = graph.objects[label]["UIText"], case .object(let number)? = graph.objects[label]["UINumber"]
        else { Issue.record("no text or number"); return }
        #expect(graph.objects[text] == .init(className: "NSString", entries: [.init("NS.bytes", .data(.init(copying: Array("héllo".utf8))))]))
        #expect(graph.objects[number] == .init(className: "NSNumber", entries: [.init("NS.intval", .integer(42))]))
        // Geometry strings became float64 blobs, and are no longer objects.
        #expect(graph.objects[window]["UIBounds"] == .data(.init(copying: NIBFloatArray(elementType: .float64, values: [0, 0, 320, 480]).encoded)))
        #expect(!graph.objects.contains { $0.className == "NSString" && $0["NS.bytes"] == .data(.init(copying: Array("{160, 240}".utf8))) })
        // And to NIBArchive: the array is inlined, the cycle kept.
        var warnings: [NibGraphWarning] = []
        let nib = try NIBArchiveReader.read(ByteView(copying: graph.nibArchiveBytes(warnings: &warnings)))
        #expect(warnings.isEmpty)
        #expect(nib.value(forKey: "UISuperview", ofObject: label) == .object(window))
        #expect(nib.value(forKey: "NSInlinedValue", ofObject: subviews) == .bool(true))
    }

    @Test func geometryStringsReadBackToTheSameBits() {
        let values: [Double] = [0, -0.0, 0.5, 1e-300, 123456789.125, -3.75, 1e22]
        for value in values {
            let blob = NIBFloatArray(elementType: .float64, values: [value, 2]).encoded
            let text = GeometryString.string(forBlob: ByteView(copying: blob), key: "UICenter")
            #expect(text != nil)
            #expect(text.flatMap { GeometryString.blob(forString: $0, key: "UICenter") } == blob, "\(value)")
        }
        #expect(GeometryString.string(forBlob: ByteView(copying: NIBFloatArray(elementType: .float64, values: [1, 2]).encoded), key: "UIBounds") == nil)
        #expect(GeometryString.blob(forString: "{{1, 2}, {3, 4}}", key: "UIBounds") == NIBFloatArray(elementType: .float64, values: [1, 2, 3, 4]).encoded)
        #expect(GeometryString.blob(forString: "{1, 2}", key: "UIText") == nil)
        #expect(GeometryString.blob(forString: "{1, 2, 3}", key: "UICenter") == nil)
        #expect(GeometryString.blob(forString: "{{1, x}, {3, 4}}", key: "UIBounds") == nil)
    }

    @Test func integerWidthsAndLayoutSurviveTheKeyedForm() throws {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        builder.addObject(className: "NSObject", values: [("b", .object(1)), ("a", .int64(5)), ("c", .int8(-1))])
        builder.addObject(className: "NSNumber", values: [("NS.intval", .int64(3))])
        let original = try builder.encoded()
        let graph = try NibGraph(nibArchiveBytes: ByteView(copying: original))
        var warnings: [NibGraphWarning] = []
        let keyed = try graph.keyedArchiveBytes(warnings: &warnings)
        let back = try NibGraph(keyedArchiveBytes: ByteView(copying: keyed)).nibArchiveBytes(warnings: &warnings)
        #expect(back == original)
        #expect(warnings.isEmpty)
    }

    /// The coder version is the writer's option: a decoded graph keeps its
    /// file's unless asked, and a built graph without a layout gets 9.
    @Test func theCoderVersionIsAnEncodingOption() throws {
        var builder = NIBArchiveBuilder(coderVersion: 10)
        builder.addObject(className: "NSObject", values: [("a", .int8(1))])
        let original = try builder.encoded()
        let graph = try NibGraph(nibArchiveBytes: ByteView(copying: original))
        var warnings: [NibGraphWarning] = []
        func coderVersion(_ bytes: [UInt8]) throws -> UInt32 { try NIBArchiveDocument(bytes: ByteView(copying: bytes)).coderVersion }
        #expect(try coderVersion(graph.nibArchiveBytes(warnings: &warnings)) == 10)
        let nine = try graph.nibArchiveBytes(options: .init(coderVersion: 9), warnings: &warnings)
        #expect(try coderVersion(nine) == 9)
        #expect(Array(nine.dropFirst(18)) == Array(original.dropFirst(18)))  // the magic and the two versions are the first 18 bytes
        #expect(graph.archiveLayout?.coderVersion == 10)
        let built = NibGraph(objects: graph.objects)
        #expect(try coderVersion(built.nibArchiveBytes(warnings: &warnings)) == 9)
    }

    @Test func emptyInlinedCollectionsKeepTheKeyTableAsItWas() throws {
        // An empty NSArray before a non-empty one, and a file whose only collection is empty:
        // UINibEncoderEmptyKey enters the key table with the first element, as Apple's encoder adds it.
        var builder = NIBArchiveBuilder(coderVersion: 9)
        builder.addObject(className: "NSObject", values: [("a", .object(1)), ("b", .object(2))])
        builder.addObject(className: "NSArray", values: [("NSInlinedValue", .bool(true))])
        builder.addObject(className: "NSArray", values: [("NSInlinedValue", .bool(true)), ("UINibEncoderEmptyKey", .object(1))])
        var only = NIBArchiveBuilder(coderVersion: 9)
        only.addObject(className: "NSObject", values: [("a", .object(1))])
        only.addObject(className: "NSArray", values: [("NSInlinedValue", .bool(true))])
        for original in [try builder.encoded(), try only.encoded()] {
            let graph = try NibGraph(nibArchiveBytes: ByteView(copying: original))
            var warnings: [NibGraphWarning] = []
            #expect(try graph.nibArchiveBytes(warnings: &warnings) == original)
            let keyed = try graph.keyedArchiveBytes(warnings: &warnings)
            #expect(try NibGraph(keyedArchiveBytes: ByteView(copying: keyed)).nibArchiveBytes(warnings: &warnings) == original)
            #expect(warnings.isEmpty)
        }
    }

    @Test func aStringNamedByEveryObjectIsStoredForEachWithinTheSizeAllowed() throws {
        // 200 objects whose `text` is one 10,000-byte string: a NIBArchive stores it 200 times.
        let text = String(repeating: "A", count: 10_000)
        let graph = NibGraph(objects: [NibGraph.Object(className: "NSObject")]
            + (0..<200).map { _ in NibGraph.Object(className: "Item", entries: [NibGraph.Entry("text", .string(text))]) })
        var warnings: [NibGraphWarning] = []
        let bytes = try graph.nibArchiveBytes(warnings: &warnings)
        #expect(bytes.count > 200 * 10_000)
        #expect(warnings.count == 200)
        let tables = try NIBArchiveReader.read(ByteView(copying: bytes))
        #expect(tables.values(ofObject: 200).map(\.value) == [.data(ByteView(copying: Array(text.utf8)))])
        // A limit below that is refused before the archive is made.
        do {
            _ = try graph.nibArchiveBytes(options: .init(maximumSize: 1_000_000), warnings: &warnings)
            Issue.record("2 MB written under a 1 MB limit")
        } catch {
            guard case .encoding(let message) = error.kind else { throw error }
            #expect(message.contains("more than the 1000000 allowed"))
        }
    }

    /// A NIBArchive with keys repeated in one object, as Apple's ibtool sometimes writes
    /// (`UIImageName` and `UIIsSystemImage` in `UIImageNibPlaceholder`, `UITintColor`), and at
    /// the root: values of each type, a wide integer, geometry and references among them.
    static func archiveWithRepeatedKeys() throws -> [UInt8] {
        var builder = NIBArchiveBuilder()
        let name = ByteView(copying: Array("star".utf8))
        let rect = ByteView(copying: NIBFloatArray(elementType: .float64, values: [0, 0, 10, 10]).encoded)
        builder.addObject(className: "NSObject", values: [("UINibRoot", .object(1)), ("UINibRoot", .object(2))])
        builder.addObject(className: "UIImageNibPlaceholder", values: [
            ("UIImageName", .data(name)), ("UIIsSystemImage", .bool(true)), ("UIImageName", .data(name)),
            ("UIIsSystemImage", .int8(1)), ("UITintColor", .object(2)), ("UIBounds", .data(rect)), ("UITintColor", .object(3)),
            ("UIBounds", .data(rect)), ("UITag", .int64(5)), ("UITag", .int64(6)), ("UITag", .null), ("UITag", .float32(1.5)),
        ])
        builder.addObject(className: "UIColor", values: [("UIWhite", .float64(1))])
        builder.addObject(className: "UIColor", values: [("UIWhite", .float64(0))])
        return try builder.encoded()
    }

    @Test func repeatedKeysSurviveAKeyedArchive() throws {
        let original = try Self.archiveWithRepeatedKeys()
        let graph = try NibGraph(nibArchiveBytes: ByteView(copying: original))
        var warnings: [NibGraphWarning] = []
        let keyed = try graph.keyedArchiveBytes(warnings: &warnings)
        #expect(try graph.keyedArchiveBytesThroughArchive(warnings: &warnings) == keyed)
        #expect(warnings.isEmpty)
        // Read in place and the general way, the graph has every entry where it stood.
        let back = try NibGraph(keyedArchiveBytes: ByteView(copying: keyed))
        let general = try NibGraph(keyedArchive: KeyedArchive.decode(ByteView(copying: keyed)))
        #expect(back.objects.map(\.entries) == graph.objects.map(\.entries))
        #expect(general == back)
        #expect(try back.nibArchiveBytes(warnings: &warnings) == original)
        #expect(warnings.isEmpty)
        // NSKeyedUnarchiver sees a plain archive with the first value under each key.
        let root = try #require(try PropertyListSerialization.propertyList(from: Data(keyed), format: nil) as? [String: Any])
        #expect(Set(root.keys) == ["$archiver", "$version", "$top", "$objects", "$nibarchive"])
        let placeholder = try #require((root["$objects"] as? [Any])?[1] as? [String: Any])
        #expect(placeholder["UIImageName"] as? Data == Data("star".utf8))
        #expect(placeholder["UIIsSystemImage"] as? Bool == true)
        #expect(placeholder["UIBounds"] != nil && placeholder["UITag"] as? Int == 5)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: Data(keyed))
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        unarchiver.setClass(DecodedPlaceholder.self, forClassName: "UIImageNibPlaceholder")
        unarchiver.setClass(DecodedColor.self, forClassName: "UIColor")
        let decoded = unarchiver.decodeObject(forKey: "UINibRoot") as? DecodedPlaceholder
        #expect(unarchiver.error == nil)
        #expect(decoded?.isSystemImage == true && decoded?.tag == 5 && decoded?.tint?.white == 1)
    }

    @Test func aDuplicateKeysListThatDoesNotFitIsRefused() throws {
        var warnings: [NibGraphWarning] = []
        let keyed = try NibGraph(nibArchiveBytes: ByteView(copying: Self.archiveWithRepeatedKeys())).keyedArchive(warnings: &warnings)
        func refused(_ change: (inout [PropertyListValue]) -> Void) -> Bool {
            var archive = keyed
            guard case .dictionary(var hint) = archive.extraRootEntries[0].value,
                  let slot = hint.firstIndex(where: { $0.key == .string("duplicateKeys") }),
                  case .array(var list) = hint[slot].value
            else { return false }
            change(&list)
            hint[slot].value = .array(list)
            archive.extraRootEntries[0].value = .dictionary(hint)
            do {
                _ = try NibGraph(keyedArchive: archive)
                return false
            } catch {
                guard case .invalidLayoutHint = error.kind else { return false }
                return true
            }
        }
        #expect(refused { $0.removeLast() })                        // not quadruples
        #expect(refused { $0[1] = .integer(99) })                   // beyond the object's entries
        #expect(refused { $0.swapAt(5, 9) })                        // entries out of order
        #expect(refused { $0 = Array($0.dropFirst(4) + $0.prefix(4)) }) // objects out of order
        #expect(refused { $0[0] = .integer(9) })                    // no such object
        #expect(refused { $0[2] = .integer(1) })                    // a key that is not a string
        #expect(refused { $0[3] = .uid(40) })                       // a reference to no object
        #expect(!refused { _ in })
    }
}

/// What Foundation's NSKeyedUnarchiver decodes from `archiveWithRepeatedKeys()`'s keyed form.
private final class DecodedPlaceholder: NSObject, NSCoding {
    let isSystemImage: Bool
    let tag: Int
    let tint: DecodedColor?

    init?(coder: NSCoder) {
        isSystemImage = coder.decodeBool(forKey: "UIIsSystemImage")
        tag = coder.decodeInteger(forKey: "UITag")
        tint = coder.decodeObject(forKey: "UITintColor") as? DecodedColor
    }

    func encode(with coder: NSCoder) {}
}

private final class DecodedColor: NSObject, NSCoding {
    let white: Double

    init?(coder: NSCoder) {
        white = coder.decodeDouble(forKey: "UIWhite")
    }

    func encode(with coder: NSCoder) {}
}
