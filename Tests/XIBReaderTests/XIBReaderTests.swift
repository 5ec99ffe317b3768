import Foundation
import NibBytes
import Testing
import TestSupport
import XIBReader

struct XIBReaderTests {
    func read(_ text: String, options: XIBReaderOptions = .default) throws -> XIBElement {
        try XIBReader.read(ByteView(copying: Array(text.utf8)), options: options)
    }

    @Test func elementsAttributesTextAndLines() throws {
        let root = try read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <label text="a &amp; b &#38;amp; &lt;" id="x1"><![CDATA[raw]]> text </label>
                </objects>
            </document>
            """)
        #expect(root.name == "document")
        #expect(root[attribute: "version"] == "3.0")
        let label = try #require(root.children.first?.children.first)
        #expect(label.name == "label")
        #expect(label.attributes == [XIBAttribute(name: "text", value: "a & b &amp; <"), XIBAttribute(name: "id", value: "x1")])
        #expect(label.text == "raw text")
        // The column of the start tag's closing `>`.
        #expect(label.line == 4)
        #expect(label.column == 55)
    }

    @Test func hostileDocumentsAreTypedErrors() {
        #expect(throws: XIBError.self) { try read("<a><b></a>") }
        do {
            _ = try read("<a>\n  <b>\n</a>")
            Issue.record("expected an error")
        } catch {
            #expect((error as? XIBError)?.line == 3)
        }
        #expect(throws: XIBError(.entityDeclaration, line: 1, column: 37)) {
            try read("<!DOCTYPE a [<!ENTITY x \"xxxxxxxxxx\"><!ENTITY y \"&x;&x;&x;&x;&x;&x;&x;&x;&x;&x;\">]>\n<a>&y;</a>")
        }
        #expect(throws: XIBError.self) { try read("<a>&undeclared;</a>") }
        #expect(throws: XIBError(.tooDeep(limit: 3), line: 1, column: 12)) { try read("<a><b><c><d/></c></b></a>", options: .init(maximumDepth: 3)) }
        #expect(throws: XIBError(.tooManyElements(limit: 2), line: 1, column: 10)) { try read("<a><b/><c/></a>", options: .init(maximumElements: 2)) }
        #expect(throws: XIBError(.empty, line: 1, column: 1)) { try XIBReader.read(ByteView(copying: [])) }
    }
}

/// Every Interface Builder XML document in the shared corpus reads.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct XIBCorpusTests {
    @Test func everyXibStoryboardAndDesignableNibReads() throws {
        let paths = SharedCorpus.files(startingWith: "<?xml").filter { path in
            guard let head = FileManager.default.contents(atPath: path)?.prefix(400) else { return false }
            return head.range(of: Data("<document".utf8)) != nil || head.range(of: Data("<archive".utf8)) != nil
        }
        #expect(paths.count >= 500)
        var elements = 0
        for path in paths {
            do {
                let root = try XIBReader.read(ByteView(FileBytes.read(path: path)))
                #expect(root.name == "document" || root.name == "archive", "\(path)")
                elements += 1
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
        #expect(elements == paths.count)
    }
}
