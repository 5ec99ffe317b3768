import Foundation
import NibBytes
import NibGraph
import TestSupport
import Testing
import Typedstream

/// The corpus's four typedstream nibs (old bundles' `objects.nib`), read in place.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusTypedstreamTests {
    static let folder = "nib-bundle/"
    static let gnustep = folder + "gnustep__libs-gui__Model_test.nib/objects.nib"
    static let panel = folder + "quicksilver__Quicksilver__Quicksilver_Code-External_UKClasses_UKProgressPanel_English.lproj_UKProgressPanel.nib/objects.nib"

    /// The corpus files the manifest lists as typedstreams.
    static func paths() -> [String] {
        SharedCorpus.manifestFormats().filter { $0.value == "typedstream" }.keys.sorted().map(SharedCorpus.path)
    }

    static func archive(_ relative: String) throws -> TypedstreamArchive {
        try TypedstreamArchive(bytes: ByteView(try FileBytes.read(path: SharedCorpus.path(relative))))
    }

    @Test func everyCorpusTypedstreamDecodes() throws {
        let paths = Self.paths()
        #expect(paths.count == 4)
        for path in paths {
            let archive = try TypedstreamArchive(bytes: ByteView(try FileBytes.read(path: path)))
            #expect(archive.header.streamerVersion == 4 && archive.header.systemVersion == 1000, "\(path)")
            #expect(archive.className(of: 0) == "NSIBObjectData", "\(path)")
            #expect(archive.objects.count > 20, "\(path)")
            let graph = NibGraph(typedstream: archive)
            #expect(graph.objects.count == archive.objects.count + 1)
            var warnings: [NibGraphWarning] = []
            #expect(throws: Never.self) { try graph.nibArchiveBytes(warnings: &warnings) }
        }
    }

    @Test func byteOrdersAndClasses() throws {
        let little = try Self.archive(Self.gnustep)
        #expect(little.header.byteOrder == .littleEndian)
        let big = try Self.archive(Self.panel)
        #expect(big.header.byteOrder == .bigEndian)
        let data = try #require(big.classes.first { $0.name == "NSIBObjectData" })
        #expect(data.version == 224)
        let textField = try #require(big.objects.indices.first { big.className(of: $0) == "NSTextField" })
        #expect(big.classChain(of: textField) == ["NSTextField", "NSControl", "NSView", "NSResponder", "NSObject"])
        // NSView's frame group: subviews, three objects, the frame and the bounds.
        let frame = try #require(big.objects[textField].groups.first { $0.encoding == "@@@@ffffffff" })
        #expect(frame.values[4...7].compactMap(\.number) == [8, 99, 283, 14])
    }

    /// In the graph, strings and arrays take Foundation's shapes and other values are named GROUP.VALUE.
    @Test func graphShapes() throws {
        let graph = NibGraph(typedstream: try Self.archive(Self.panel))
        guard case .object(let data)? = graph.objects[0]["0.0"] else { Issue.record("no root object"); return }
        #expect(graph.objects[data].className == "NSIBObjectData")
        #expect(graph.objects[data]["1.0"] == .integer(5, .int32))
        let strings = graph.objects.filter { $0.className == "NSString" }.compactMap { object -> String? in
            guard case .data(let bytes)? = object["NS.bytes"] else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(strings.contains("No active tasks.") && strings.contains("File's Owner"))
        let window = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        #expect(window["0.4"] == .float(307) && window["0.5"] == .float(114))
        let array = try #require(graph.objects.first { $0.className == "NSMutableArray" })
        guard case .array(let items)? = array["NS.objects"] else { Issue.record("no NS.objects"); return }
        #expect(!items.isEmpty)
    }

    /// Every prefix of a corpus file, and copies with bytes changed: an archive or an error inside the input.
    @Test func truncatedAndDamagedInputs() throws {
        var generator = SeededGenerator(seed: 0x7475_7065)
        for path in Self.paths() {
            let bytes = try FileBytes.read(path: path)
            let original = ByteView(bytes).array
            for length in 0..<original.count {
                Self.expectErrorInside(Array(original.prefix(length)))
            }
            for copy in generator.damagedCopies(of: original, count: 300) {
                Self.expectErrorInside(copy)
            }
        }
    }

    static func expectErrorInside(_ bytes: [UInt8]) {
        do {
            let archive = try TypedstreamArchive(bytes: ByteView(copying: bytes))
            _ = NibGraph(typedstream: archive)
        } catch {
            #expect(error.offset >= 0 && error.offset < max(bytes.count, 1), "\(error)")
        }
    }
}
