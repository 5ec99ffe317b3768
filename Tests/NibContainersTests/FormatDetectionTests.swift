import NibBytes
import NibContainers
import Testing

/// Format detection on hand-made bytes.
struct FormatDetectionTests {
    static func format(_ text: String) -> NibFileFormat {
        NibFileFormat.detect(Array(text.utf8))
    }

    @Test func binaryMagics() {
        #expect(Self.format("NIBArchive\u{1}\0\0\0") == .nibArchive)
        #expect(Self.format("bplist00\u{D0}") == .binaryPlist)
        #expect(Self.format("bplist0") == .binaryPlist)
        #expect(Self.format("bplist") == .unknown)
        #expect(Self.format("NIBArchiv") == .unknown)
        #expect(NibFileFormat.detect([UInt8]()) == .empty)
        #expect(NibFileFormat.detect([0, 1, 2, 0xFF]) == .unknown)
    }

    @Test func typedstreamSignaturesGiveTheByteOrder() {
        // The corpus has both: Quicksilver's (PowerPC) and GNUstep's (Intel) objects.nib.
        let big: [UInt8] = [0x04, 0x0B] + Array("typedstream".utf8) + [0x81, 0x03, 0xE8]
        let little: [UInt8] = [0x04, 0x0B] + Array("streamtyped".utf8) + [0x81, 0xE8, 0x03]
        #expect(NibFileFormat.detect(big) == .typedstream(.bigEndian))
        #expect(NibFileFormat.detect(little) == .typedstream(.littleEndian))
        #expect(NibFileFormat.detect([0x04, 0x0A] + Array("typedstream".utf8)) == .unknown)
        #expect(NibFileFormat.detect([0x04, 0x0B] + Array("typedstrea".utf8)) == .unknown)
    }

    @Test func xmlPropertyLists() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict/></plist>
            """
        #expect(Self.format(plist) == .xmlPlist)
        #expect(Self.format("\u{FEFF}  \n\t" + plist) == .xmlPlist)
        #expect(Self.format("<!-- made by hand --><?xml version='1.0'?>\n<plist/>") == .xmlPlist)
        #expect(Self.format("<!DOCTYPE plist [ <!ENTITY a \"<x>\"> ]><plist>") == .xmlPlist)
        #expect(Self.format("<plist version=\"1.0\">") == .xmlPlist)
    }

    @Test func interfaceBuilderDocuments() {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        #expect(Self.format(head + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">")
            == .interfaceBuilderXML(InterfaceBuilderXML(kind: .xib, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")))
        #expect(Self.format(head + "<document version='3.0' type='com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB'>")
            == .interfaceBuilderXML(InterfaceBuilderXML(kind: .storyboard, type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")))
        #expect(Self.format(head + "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\">")
            == .interfaceBuilderXML(InterfaceBuilderXML(kind: .storyboard, type: "com.apple.InterfaceBuilder.WatchKit.Storyboard")))
        #expect(Self.format(head + "<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\">")
            == .interfaceBuilderXML(InterfaceBuilderXML(kind: .archive, type: "com.apple.InterfaceBuilder3.Cocoa.XIB")))
        #expect(Self.format(head + "<document>") == .interfaceBuilderXML(InterfaceBuilderXML(kind: .xib, type: "")))
    }

    @Test func otherXML() {
        #expect(Self.format("<?xml version=\"1.0\"?><html>") == .otherXML)
        #expect(Self.format("<?xml version=\"1.0\"?><archive type=\"zip\">") == .otherXML)
        // The prolog must end within the bytes looked at.
        #expect(Self.format("<?xml version=\"1.0\"") == .otherXML)
        #expect(Self.format("<!-- never closed <plist>") == .otherXML)
        #expect(Self.format("<") == .otherXML)
    }

    @Test func openStepPropertyLists() {
        #expect(Self.format("{\n    IBClasses = (\n") == .openStepPlist)
        #expect(Self.format("  (a, b)") == .openStepPlist)
        #expect(Self.format("// comment\n/* block */ {}") == .openStepPlist)
        #expect(Self.format("\"Controller\" = {\n    ACTIONS = {};\n};") == .openStepPlist)
        #expect(Self.format("\"esc\\\"aped\" /* c */ = x;") == .openStepPlist)
        #expect(Self.format("SUPERCLASS = NSObject;") == .openStepPlist)
        #expect(Self.format("hello world") == .unknown)
        #expect(Self.format("\"unterminated = x") == .unknown)
        #expect(Self.format("/* unterminated {") == .unknown)
        #expect(NibFileFormat.detect(Array("{ a = b; }".utf8) + [0]) == .unknown)
    }

    @Test func onlyThePrefixMatters() {
        let long = Array("<?xml version=\"1.0\"?>\n<!--".utf8) + Array(repeating: UInt8(ascii: " "), count: 10_000)
            + Array("--><plist>".utf8)
        #expect(NibFileFormat.detect(long) == .otherXML)
        #expect(NibFileFormat.detect(long) == NibFileFormat.detect(Array(long.prefix(NibFileFormat.bytesNeeded))))
        let view = ByteView(copying: Array("bplist00".utf8) + Array(repeating: 0, count: 9_000))
        #expect(NibFileFormat.detect(view) == .binaryPlist)
        #expect(NibFileFormat.detect(view.slice(offset: 1, length: 20)!) == .unknown)
    }

    @Test func descriptionsNameTheFormat() {
        #expect(NibFileFormat.typedstream(.bigEndian).description == "NeXT typedstream (big-endian)")
        #expect(NibFileFormat.interfaceBuilderXML(InterfaceBuilderXML(kind: .archive, type: "T")).description
            == "Interface Builder 3 XML archive (T)")
        #expect(NibFileFormat.binaryPlist.isPropertyList && NibFileFormat.openStepPlist.isPropertyList)
        #expect(!NibFileFormat.nibArchive.isPropertyList)
    }
}
