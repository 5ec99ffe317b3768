import Foundation
import NibBytes
import Testing
import TestSupport
import XIBReader

/// The plain reader against libxml2: where it reads a document, the trees
/// are equal (names, attributes, texts, lines and columns); what it does not
/// know, it declines, and `XIBReader.read` still reads through libxml2.
struct PlainXMLReaderTests {
    func bytes(_ text: String) -> ByteView { ByteView(copying: Array(text.utf8)) }

    /// The plain reader's tree, which must equal libxml2's.
    func plainTree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> XIBElement {
        let plain = try #require(XIBReader.readPlain(bytes(text)), sourceLocation: sourceLocation).get()
        #expect(plain == (try XIBReader.readWithLibXML2(bytes(text))), sourceLocation: sourceLocation)
        return plain
    }

    @Test func referencesAndAttributeNormalization() throws {
        let root = try plainTree("<a x=\"1&#10;2\t3\n4 &amp; &#38; &lt;&gt;&quot;&apos; &#x263A;\">t &amp; &#233;<b/>u</a>")
        #expect(root[attribute: "x"] == "1\n2 3 4 & & <>\"' ☺")
        #expect(root.text == "t & éu")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try plainTree("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n<a>éé<b/>中文 <c k=\"é\"\n  /><!-- é --><d\t/></a>\n<!-- end -->\n")
        #expect(root.children.map(\.column) == [8, 3, 18])
        #expect(root.children.map(\.line) == [2, 3, 3])
    }

    /// A byte order mark (Xamarin's xibs start with one) is not counted in columns.
    @Test func byteOrderMark() throws {
        #expect(try plainTree("\u{FEFF}<a><b/></a>").children.first?.column == 6)
        #expect(try plainTree("\u{FEFF}<?xml version=\"1.0\"?>\n<a/>").column == 3)
    }

    @Test func textsKeepTheirSpaceOnlyInStrings() throws {
        let root = try plainTree("<a>  <string key=\"s\">  two  words </string>  x  </a>")
        #expect(root.text == "x")
        #expect(root.children.first?.text == "  two  words ")
    }

    /// Constructs only libxml2 reads, and mistakes: declined, and read (or refused) as before.
    @Test(arguments: [
        "<!DOCTYPE a><a/>", "<a><![CDATA[x]]></a>", "<a>\r\n</a>", "<a xmlns=\"u\"/>", "<p:a/>", "<a p:b=\"1\"/>",
        "<?xml version=\"1.1\"?><a/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "<a><?pi x?></a>",
        "<é/>", "<a>&nbsp;</a>", "<a x=\"<\"/>", "<a>]]></a>", "<a><b></a>", "<a/><b/>",
        "<a>&#0;</a>", "<a><!-- -- --></a>", "<a x=\"1\"y=\"2\"/>", "\u{FEFF}\u{FEFF}<a/>", "<a>", "text<a/>",
    ])
    func declines(_ text: String) {
        #expect(XIBReader.readPlain(bytes(text)) == nil)
        let viaLibXML2 = Result { try XIBReader.readWithLibXML2(bytes(text)) }
        let read = Result { try XIBReader.read(bytes(text)) }
        switch (viaLibXML2, read) {
        case (.success(let expected), .success(let actual)): #expect(expected == actual)
        case (.failure(let expected), .failure(let actual)): #expect("\(expected)" == "\(actual)")
        default: Issue.record("the two paths disagree on \(text.debugDescription)")
        }
    }

    /// Many attributes are read plainly, and a repeat among them is still found.
    @Test func manyAttributes() throws {
        let names = (0..<300).map { "a\($0)" }
        let root = try plainTree("<a " + names.map { "\($0)=\"1\"" }.joined(separator: " ") + "/>")
        #expect(root.attributes.map(\.name) == names)
    }

    /// A tag with more known names than the repeat check's 64 bits tell
    /// apart: none is taken for a repeat.
    @Test func manyKnownAttributes() throws {
        let names = ["id", "key", "title", "contentMode", "userLabel", "customClass", "customModule", "hidden", "alpha", "tag",
                     "opaque", "clipsSubviews", "enabled", "selected", "highlighted", "text", "image", "placeholder",
                     "textAlignment", "lineBreakMode", "numberOfLines", "baselineAdjustment", "minimumFontSize",
                     "adjustsFontSizeToFit", "horizontalHuggingPriority", "verticalHuggingPriority", "fixedFrame",
                     "translatesAutoresizingMaskIntoConstraints", "contentHorizontalAlignment", "contentVerticalAlignment",
                     "buttonType", "borderStyle", "minimumScaleFactor", "userInteractionEnabled", "multipleTouchEnabled",
                     "axis", "distribution", "alignment", "spacing", "style", "rowHeight", "sectionHeaderHeight",
                     "sectionFooterHeight", "dataMode", "estimatedRowHeight", "separatorStyle", "reuseIdentifier",
                     "selectionStyle", "indentationWidth", "editable", "selectable", "scrollEnabled", "pagingEnabled",
                     "bounces", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "keyboardDismissMode",
                     "delaysContentTouches", "canCancelContentTouches", "bouncesZoom", "minimumZoomScale", "maximumZoomScale",
                     "contentInsetAdjustmentBehavior", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
                     "semanticContentAttribute", "restorationIdentifier", "animating", "hidesWhenStopped"]
        let root = try plainTree("<a " + names.map { "\($0)=\"1\"" }.joined(separator: " ") + "/>")
        #expect(root.attributes.map(\.name) == names)
    }

    /// A repeated attribute is refused with libxml2's error at libxml2's place
    /// (the end of the start tag), among few attributes or many.
    @Test(arguments: [
        "<a x=\"1\" x=\"2\"/>", "<a x=\"1\" x=\"2\" y=\"3\" y=\"4\">t</a>", "<a>\n  <b id=\"1\"\n   x=\"2\" id=\"3\"   \n/></a>",
        "<a " + (0..<300).map { "a\($0)=\"1\"" }.joined(separator: " ") + " a200=\"2\" b=\"1\"/>",
        // Names the reader knows (found by their table slot) repeated, among others.
        "<view contentMode=\"a\" id=\"b\" translatesAutoresizingMaskIntoConstraints=\"NO\" x=\"1\" contentMode=\"d\"/>",
    ])
    func repeatedAttributes(_ text: String) throws {
        let refused = try #require(XIBReader.readPlain(bytes(text)))
        #expect(throws: XIBError.self) { try refused.get() }
        do {
            _ = try XIBReader.readWithLibXML2(bytes(text))
            Issue.record("libxml2 reads a repeated attribute")
        } catch {
            #expect(refused == .failure(error))
        }
    }

    /// A reader limit reached is declined too, so that libxml2 reports it with its position.
    @Test func limitsAreLibXML2s() {
        let deep = String(repeating: "<a>", count: 50) + String(repeating: "</a>", count: 50)
        #expect(XIBReader.readPlain(bytes(deep), options: XIBReaderOptions(maximumDepth: 10)) == nil)
        #expect(throws: XIBError.self) { try XIBReader.read(bytes(deep), options: XIBReaderOptions(maximumDepth: 10)) }
    }

    /// Every Interface Builder XML document of the shared corpus: read plainly
    /// (none declined) into libxml2's tree.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusDocumentsReadAlike() throws {
        var documents: [String] = []
        for folder in ["xib-ios", "xib-mac", "storyboard"] {
            documents += try SharedCorpus.names(in: folder).map { folder + "/" + $0 }
        }
        // The pairs' sources: 3.0 documents, Interface Builder 3 archives and nib bundles' designable.nib.
        for pair in try SharedCorpus.names(in: "pairs") where !pair.hasSuffix(".tsv") {
            documents += try SharedCorpus.names(in: "pairs/" + pair)
                .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") || $0.hasSuffix("designable.nib") }
                .map { "pairs/\(pair)/\($0)" }
        }
        for bundle in try SharedCorpus.names(in: "nib-bundle") where try SharedCorpus.names(in: "nib-bundle/" + bundle).contains("designable.nib") {
            documents.append("nib-bundle/\(bundle)/designable.nib")
        }
        var read = 0
        var declined: [String] = []
        for name in documents {
            let view = ByteView(try FileBytes.read(path: SharedCorpus.path(name)))
            guard let plain = XIBReader.readPlain(view) else {
                declined.append(name)
                continue
            }
            read += 1
            #expect(try plain.get() == (try XIBReader.readWithLibXML2(view)), "\(name)")
        }
        #expect(read > 500)
        #expect(declined.isEmpty, "\(declined)")
    }
}
