import Foundation
import IBDocument
import NibBytes
import Testing
import TestSupport
import XIBReader

/// What an ``IBDocument`` reads off its `<document>` element and its tree.
struct IBDocumentTests {
    static func document(_ text: String) throws -> IBDocument {
        try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
    }

    /// `toolsVersion` and the plug-in's version are their leading digits;
    /// absent or not numbers, they are 0.
    @Test func versionsAreLeadingDigits() throws {
        let document = try Self.document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6211">
                <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7026.1"/></dependencies>
                <objects/>
            </document>
            """)
        #expect(document.toolsVersion == 6211)
        #expect(document.pluginVersion == 7026)
        let bare = try Self.document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="x"><objects/></document>
            """)
        #expect(bare.toolsVersion == 0)
        #expect(bare.pluginVersion == 0)
    }

    /// A name the document holds is always reported; one it lacks is not
    /// when its bit differs from all of the document's names.
    @Test func mayContainTheNamesItHolds() throws {
        let document = try Self.document("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1">
                <objects><view id="1"><subviews><label id="2"/></subviews></view></objects>
            </document>
            """)
        for name in ["document", "objects", "view", "subviews", "label"] {
            #expect(document.mayContain(elementNamed: name))
        }
        #expect(!document.mayContain(elementNamed: "variation"))
        #expect(!document.mayContain(elementNamed: "userDefinedRuntimeAttributes"))
    }

    /// Over the corpus's iOS xibs, no element name the document holds is
    /// reported absent (a compiler that skipped its walk would lose it).
    @Test(.enabled(if: SharedCorpus.shouldRun))
    func neverMissesACorpusName() throws {
        var checked = 0
        for name in try SharedCorpus.names(in: "xib-ios") where name.hasSuffix(".xib") {
            let path = SharedCorpus.path("xib-ios/" + name)
            guard let document = try? IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path) else { continue }
            var stack = [document.root]
            while let element = stack.popLast() {
                #expect(document.mayContain(elementNamed: element.name), "\(name): \(element.name)")
                stack.append(contentsOf: element.children)
                checked += 1
            }
        }
        #expect(checked > 5_000)
    }
}
