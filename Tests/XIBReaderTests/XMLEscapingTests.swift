import NibBytes
import Testing
import XIBReader

struct XMLEscapingTests {
    @Test func markupAndForbiddenCharactersAreEscaped() {
        #expect(XMLEscaping.escaped("a<b>&\"c\"\r\u{1}") == "a&lt;b&gt;&amp;&quot;c&quot;&#13;\u{FFFD}")
        #expect(XMLEscaping.escaped("\"x\"", quotes: false) == "\"x\"")
        #expect(XMLEscaping.escaped("a\tb\nc") == "a\tb\nc")
        #expect(XMLEscaping.escaped("a\tb\nc", whiteSpaceAsReferences: true) == "a&#9;b&#10;c")
    }

    /// What it writes reads back as the text it was given, in an attribute too.
    @Test func escapedTextReadsBack() throws {
        let text = "1 < 2 & \"3\"\r\n\ttab \u{FFFD}"
        let xml = "<a v=\"\(XMLEscaping.escaped(text, whiteSpaceAsReferences: true))\">\(XMLEscaping.escaped(text))</a>"
        var options = XIBReaderOptions.default
        options.keepsWhiteSpace = true
        let root = try XIBReader.read(ByteView(copying: Array(xml.utf8)), options: options)
        #expect(root[attribute: "v"] == text)
        #expect(root.text == text)
    }
}
