import Foundation
import NIBArchive
import NibBytes
import Testing
import TestSupport

/// `nibtool objects`, `connections`, `hierarchy` and `classes` on crafted
/// nibs that share one object or string many times: the output is right while
/// it is small, and stops at the output budget (64 times the input plus
/// 1 MiB) with an error once sharing would make it grow further.
struct InspectionBudgetTests {
    /// The budget for an input of `size` bytes, with room for the last chunk written.
    static func budget(_ size: Int) -> Int { 64 * size + (1 << 20) + (1 << 17) }

    /// Writes `builder`'s archive to a temporary file; the caller removes it.
    static func write(_ builder: NIBArchiveBuilder) throws -> (path: String, size: Int) {
        let bytes = try builder.encoded()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID()).nib").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes.count)
    }

    static func string(_ text: String, in builder: inout NIBArchiveBuilder) -> Int {
        builder.addObject(className: "NSString", values: [("NS.bytes", .data(ByteView(copying: Array(text.utf8))))])
    }

    /// An array object listing `elements` in order.
    static func array(_ index: Int, _ elements: [Int], in builder: inout NIBArchiveBuilder) {
        builder.setObject(index, className: "NSArray",
                          values: [("NSInlinedValue", .bool(true))] + elements.map { ("UINibEncoderEmptyKey", .object($0)) })
    }

    /// A UIKit nib whose `connections` outlet collections all name one array listing one view `elements` times.
    static func collectionFanOut(connections: Int, elements: Int) -> NIBArchiveBuilder {
        var builder = NIBArchiveBuilder()
        let root = builder.reserveObject(), list = builder.reserveObject(), shared = builder.reserveObject()
        let view = builder.addObject(className: "UIView", values: [])
        let label = string("views", in: &builder)
        let collections = (0..<connections).map { _ in
            builder.addObject(className: "UIRuntimeOutletCollectionConnection",
                              values: [("UILabel", .object(label)), ("UIDestination", .object(shared))])
        }
        array(list, collections, in: &builder)
        array(shared, Array(repeating: view, count: elements), in: &builder)
        builder.setObject(root, className: "NSObject", values: [("UINibConnectionsKey", .object(list))])
        return builder
    }

    /// A UIKit nib with `views` top-level views, listed `repeats` times as its
    /// objects, and one placeholder whose identifier is `identifier`, listed `placeholders` times.
    static func viewsAndPlaceholder(views: Int, repeats: Int = 1, identifier: String, placeholders: Int) -> NIBArchiveBuilder {
        var builder = NIBArchiveBuilder()
        let root = builder.reserveObject(), top = builder.reserveObject(), all = builder.reserveObject()
        let viewIndices = (0..<views).map { _ in builder.addObject(className: "UIView", values: []) }
        let name = string(identifier, in: &builder)
        let proxy = builder.addObject(className: "UIProxyObject", values: [("UIProxiedObjectIdentifier", .object(name))])
        array(top, viewIndices, in: &builder)
        array(all, Array(Array(repeating: viewIndices, count: repeats).joined()) + Array(repeating: proxy, count: placeholders),
              in: &builder)
        builder.setObject(root, className: "NSObject",
                          values: [("UINibTopLevelObjectsKey", .object(top)), ("UINibObjectsKey", .object(all))])
        return builder
    }

    @Test func collectionsSharingOneArrayEachListIt() throws {
        let nib = try Self.write(Self.collectionFanOut(connections: 3, elements: 2))
        defer { try? FileManager.default.removeItem(atPath: nib.path) }
        let text = try NibToolRunner.run(["connections", nib.path])
        #expect(text.status == 0)
        #expect(text.standardOutput.split(separator: "\n").dropFirst().map(String.init)
                == Array(repeating: "  outletCollection views: (none) -> #3 UIView, #3 UIView", count: 3))
        let json = try NibToolRunner.run(["connections", "--format", "json", nib.path])
        let document = try JSONSerialization.jsonObject(with: json.standardOutputData) as! [String: Any]
        let connections = document["connections"] as! [[String: Any]]
        #expect(connections.map { ($0["destinations"] as! [Any]).count } == [2, 2, 2])
    }

    @Test func collectionFanOutStopsAtTheOutputBudget() throws {
        // 3,000 collections listing 3,000 elements each would print about 100 MB.
        let nib = try Self.write(Self.collectionFanOut(connections: 3_000, elements: 3_000))
        defer { try? FileManager.default.removeItem(atPath: nib.path) }
        for format in ["text", "json"] {
            let result = try NibToolRunner.run(["connections", "--format", format, nib.path])
            #expect(result.status == 1, "\(format)")
            #expect(result.standardError.contains("output stopped after"), "\(format)")
            #expect(result.standardOutputData.count > 64 * nib.size, "\(format)")
            #expect(result.standardOutputData.count <= Self.budget(nib.size), "\(format)")
        }
    }

    @Test func aLongPlaceholderNameListedManyTimesStopsAtTheOutputBudget() throws {
        let identifier = String(repeating: "p", count: 20_000)
        let nib = try Self.write(Self.viewsAndPlaceholder(views: 1, identifier: identifier, placeholders: 3_000))
        defer { try? FileManager.default.removeItem(atPath: nib.path) }
        for format in ["text", "json"] {
            let result = try NibToolRunner.run(["objects", "--format", format, nib.path])
            #expect(result.status == 1, "\(format)")
            #expect(result.standardError.contains("output stopped after"), "\(format)")
            #expect(result.standardOutputData.count <= Self.budget(nib.size), "\(format)")
        }
    }

    @Test func manyTopLevelViewsAreListedAndMarked() throws {
        let nib = try Self.write(Self.viewsAndPlaceholder(views: 2_000, repeats: 2, identifier: "IBFilesOwner", placeholders: 1))
        defer { try? FileManager.default.removeItem(atPath: nib.path) }
        let objects = try NibToolRunner.run(["objects", nib.path])
        #expect(objects.status == 0)
        let lines = objects.standardOutput.split(separator: "\n").dropFirst()
        #expect(lines.count == 4_001)
        #expect(lines.filter { $0.hasSuffix(" [top level]") }.count == 4_000)
        #expect(lines.last == "  #2004 UIProxyObject (IBFilesOwner)")
        let hierarchy = try NibToolRunner.run(["hierarchy", nib.path])
        #expect(hierarchy.status == 0)
        #expect(hierarchy.standardOutput.split(separator: "\n").dropFirst().map(String.init) == (3..<2_003).map { "  #\($0) UIView" })
    }

    @Test func classesCountSwappersSharingOneLongName() throws {
        var builder = NIBArchiveBuilder()
        builder.addObject(className: "NSObject", values: [])
        let name = String(repeating: "A", count: 1_000)
        let shared = Self.string(name, in: &builder), own = Self.string(name, in: &builder)
        for index in 0..<3_000 {
            builder.addObject(className: "UIClassSwapper", values: [("UIClassName", .object(index == 0 ? own : shared))])
        }
        let nib = try Self.write(builder)
        defer { try? FileManager.default.removeItem(atPath: nib.path) }
        let result = try NibToolRunner.run(["classes", nib.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").dropFirst().map(String.init) == ["   3000 \(name) (custom)", "      2 NSString"])
    }
}
