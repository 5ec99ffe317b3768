import IBDocument
import NibBytes
import NibGraph

/// The layout of a Mac Interface Builder 3 archive (`<archive
/// type="com.apple.InterfaceBuilder3.Cocoa.XIB">`), drawn as its nib is.
///
/// Such an archive holds AppKit's own objects (`NSWindowTemplate`, `NSView`
/// with `NSFrame` and `NSSubviews`, cells with `NSContents`), keyed as a
/// compiled nib keys them, so it reads as an object graph: each object with
/// its class and keyed values, arrays as `NS.objects`, references followed to
/// one shared object. The root objects hang under the first (File's Owner) in
/// an `NSIBObjectData`, and ``NibLayout`` draws the graph.
public enum LegacyLayout {
    public static func layout(_ archive: LegacyArchive) -> RenderLayout {
        NibLayout.layout(graph(archive))
    }

    /// The archive's objects as a graph whose root holds `IB.objectdata`.
    public static func graph(_ archive: LegacyArchive) -> NibGraph {
        var converter = Converter(archive: archive)
        let roots = archive.rootObjects.map { converter.add($0) }
        var objects = converter.objects
        let owner = roots.first ?? objects.count
        if roots.isEmpty { objects.append(NibGraph.Object(className: "NSCustomObject")) }
        let keys = objects.count, values = keys + 1, data = keys + 2
        let others = roots.dropFirst().map { NibGraph.Value.object($0) }
        objects.append(NibGraph.Object(className: "NSArray", entries: [NibGraph.Entry("NS.objects", .array(others))]))
        objects.append(NibGraph.Object(className: "NSArray", entries: [
            NibGraph.Entry("NS.objects", .array(Array(repeating: .object(owner), count: others.count))),
        ]))
        objects.append(NibGraph.Object(className: "NSIBObjectData", entries: [
            NibGraph.Entry("NSRoot", .object(owner)),
            NibGraph.Entry("NSObjectsKeys", .object(keys)),
            NibGraph.Entry("NSObjectsValues", .object(values)),
        ]))
        objects[0] = NibGraph.Object(className: "NSObject", entries: [NibGraph.Entry("IB.objectdata", .object(data))])
        return NibGraph(objects: objects)
    }

    /// Builds the graph's objects; index 0 is kept for the root.
    struct Converter {
        let archive: LegacyArchive
        var objects = [NibGraph.Object(className: "NSObject")]
        /// The graph index of each archive object that has an id, so references share it.
        var indexByID: [String: Int] = [:]
        /// How deep conversion goes: references may chain object to object
        /// without end in a hostile archive, and the stack stays bounded.
        static let maximumDepth = 1_000
        var depth = 0

        mutating func add(_ object: LegacyObject) -> Int {
            if let id = object.id, let known = indexByID[id] { return known }
            depth += 1
            defer { depth -= 1 }
            let index = objects.count
            objects.append(NibGraph.Object(className: object.className))
            if let id = object.id { indexByID[id] = index }
            var entries: [NibGraph.Entry] = []
            var items: [NibGraph.Value] = []
            for entry in object.entries {
                guard let value = value(entry.value) else { continue }
                if let key = entry.key { entries.append(NibGraph.Entry(key, value)) } else { items.append(value) }
            }
            // An array's (or set's) items, as a keyed archive lists them.
            if !items.isEmpty { entries.append(NibGraph.Entry("NS.objects", .array(items))) }
            objects[index].entries = entries
            return index
        }

        mutating func value(_ value: LegacyValue) -> NibGraph.Value? {
            switch value {
            case .integer(let number): return .integer(number, .int64)
            case .real(let number): return .double(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .string(text)
            case .bytes(let bytes): return .data(ByteView(copying: bytes))
            case .null: return .null
            case .object(let object):
                if depth >= Self.maximumDepth, object.id.flatMap({ indexByID[$0] }) == nil { return .null }
                return .object(add(object))
            case .reference(let id):
                // A reference to nothing stands for nil; one to a value (not an object) is that value.
                guard let id, let target = archive.valuesByID[id] else { return .null }
                if case .reference = target { return .null }
                return self.value(target)
            case .invalid: return nil
            }
        }
    }
}
