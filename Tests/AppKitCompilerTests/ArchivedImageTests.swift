import AppKitCompiler
import Foundation
import KeyedArchive
import NibBytes
import NibGraph
import PropertyList
import Testing

/// Images pasted into a document (`<image>` resources holding a keyed
/// archive), as test16_buttons shows them: the archived `NSImage`, its keys
/// in the encoder's order.
struct ArchivedImageTests {
    /// A keyed archive of a 1 × 1 image with one bitmap representation and a clear gray color.
    static func imageArchive() throws -> String {
        func entries(_ pairs: [(String, PropertyListValue)]) -> PropertyListValue {
            .dictionary(pairs.map { PropertyListEntry(key: .string($0.0), value: $0.1) })
        }
        func classEntry(_ name: String) -> PropertyListValue {
            entries([("$classname", .string(name)), ("$classes", .array([.string(name), .string("NSObject")]))])
        }
        let objects: [PropertyListValue] = [
            .string("$null"),
            // 1: the image, its keys out of the encoder's order.
            entries([("NSSize", .uid(2)), ("NSResizingMode", .integer(0)), ("$class", .uid(3)), ("NSImageFlags", .integer(549_650_432)),
                     ("NSReps", .uid(4)), ("NSColor", .uid(10))]),
            .string("{1, 1}"), classEntry("NSImage"),
            entries([("NS.objects", .array([.uid(5)])), ("$class", .uid(6))]),
            entries([("NS.objects", .array([.uid(13), .uid(7)])), ("$class", .uid(12))]),
            classEntry("NSMutableArray"),
            entries([("NSTIFFRepresentation", .uid(8)), ("NSInternalLayoutDirection", .integer(0)), ("$class", .uid(9))]),
            .data(ByteView(copying: [0x4D, 0x4D, 0, 0x2A])), classEntry("NSBitmapImageRep"),
            entries([("NSWhite", .data(ByteView(copying: [0x30, 0x20, 0x30, 0]))), ("NSComponents", .data(ByteView(copying: Array("0 0".utf8)))),
                     ("NSColorSpace", .integer(3)), ("NSCustomColorSpace", .uid(14)), ("$class", .uid(11))]),
            classEntry("NSColor"), classEntry("NSArray"), .integer(0),
            entries([("NSID", .integer(9)), ("NSModel", .integer(0)), ("$class", .uid(15))]),
            classEntry("NSColorSpace"),
        ]
        let archive = KeyedArchive(top: [.init(key: "root", value: .uid(1))], objects: objects)
        return Data(try archive.encoded()).base64EncodedString()
    }

    @Test func archivedImageIsTheNSImage() throws {
        let archive = try Self.imageArchive()
        let compilation = try compileMacXIB("""
            <button id="b">
                <rect key="frame" x="0" y="0" width="20" height="20"/>
                <buttonCell key="cell" type="bevel" bezelStyle="regularSquare" image="pasted" imagePosition="only" id="c">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            </objects>
            <resources>
                <image name="pasted" width="1" height="1">
                    <mutableData key="keyedArchiveRepresentation">\(archive)</mutableData>
                </image>
            </resources>
            <objects>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let cell = try #require(graph.objects(ofClass: "NSButtonCell").first)
        let image = try #require(graph.target(cell["NSNormalImage"]))
        #expect(image.className == "NSImage")
        #expect(image.keys == ["NSImageFlags", "NSSize", "NSReps", "NSColor", "NSResizingMode", "NSTintColor"])
        #expect(graph.text(image["NSSize"]) == "{1, 1}")
        let reps = graph.elements(image["NSReps"])
        #expect(reps.map(\.className) == ["NSArray"])
        let color = try #require(graph.target(image["NSColor"]))
        #expect(color.keys == ["NSColorSpace", "NSWhite", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"])
        #expect(graph.target(color["NSCustomColorSpace"])?.keys == ["NSID", "NSModel", "NSICC"])
    }
}
