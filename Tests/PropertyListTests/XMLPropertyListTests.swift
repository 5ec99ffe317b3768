import Foundation
import NibBytes
import PropertyList
import Testing

/// Hand-written XML plists: every element, CoreFoundation's formats, and hostile documents.
struct XMLPropertyListTests {
    static let appleDoctype = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    func decode(_ text: String, maximumDepth: Int = 512) throws(PropertyListError) -> PropertyListValue {
        try XMLPropertyList.decode(ByteView(copying: Array(text.utf8)), options: .init(maximumDepth: maximumDepth))
    }

    /// The value of `<plist>` holding `body`.
    func value(_ body: String) throws(PropertyListError) -> PropertyListValue {
        try decode("<plist version=\"1.0\">\(body)</plist>")
    }

    /// The kind of error `text` gives, or nil when it decodes.
    func failure(_ text: String, maximumDepth: Int = 512) -> PropertyListError.Kind? {
        do {
            _ = try decode(text, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error.kind
        }
    }

    func isInvalidValue(_ body: String) -> Bool {
        if case .invalidValue? = failure("<plist>\(body)</plist>") { true } else { false }
    }

    @Test func everyElement() throws {
        let text = Self.appleDoctype + """
            <plist version="1.0">
            <dict>
            \t<key>array</key>
            \t<array>
            \t\t<string>text &amp; &lt;more&gt; &#x41;&#66;<![CDATA[<raw>]]></string>
            \t\t<string/>
            \t\t<integer>-42</integer>
            \t\t<real>2.5</real>
            \t\t<true/>
            \t\t<false/>
            \t\t<date>2001-01-01T00:01:40Z</date>
            \t\t<data>
            \t\tq83v
            \t\tAA==
            \t\t</data>
            \t\t<array/>
            \t\t<dict/>
            \t</array>
            \t<key>uid</key>
            \t<dict><key>CF$UID</key><integer>7</integer></dict>
            \t<key></key>
            \t<string>empty key</string>
            </dict>
            </plist>
            """
        #expect(try decode(text) == .dictionary([
            PropertyListEntry(key: .string("array"), value: .array([
                .string("text & <more> AB<raw>"), .string(""), .integer(-42), .real(2.5), .bool(true), .bool(false),
                .date(100), .data(ByteView(copying: [0xAB, 0xCD, 0xEF, 0x00])), .array([]), .dictionary([]),
            ])),
            PropertyListEntry(key: .string("uid"), value: .uid(7)),
            PropertyListEntry(key: .string(""), value: .string("empty key")),
        ]))
    }

    @Test func dictionariesKeepOrderAndDuplicates() throws {
        #expect(try value("<dict><key>b</key><true/><key>a</key><false/><key>b</key><integer>1</integer></dict>")
            == .dictionary([
                PropertyListEntry(key: .string("b"), value: .bool(true)),
                PropertyListEntry(key: .string("a"), value: .bool(false)),
                PropertyListEntry(key: .string("b"), value: .integer(1)),
            ]))
    }

    @Test func whatCoreFoundationAlsoAccepts() throws {
        // A bare value as the root element, <key> as a string outside a <dict>, comments and
        // processing instructions anywhere, UTF-8 text, and another encoding when declared.
        #expect(try decode("<array><key>k</key></array>") == .array([.string("k")]))
        #expect(try value("<!-- c --><?pi x?><string>a<!-- c -->b</string>") == .string("ab"))
        #expect(try value("<string>héllo ✓</string>") == .string("héllo ✓"))
        let latin1: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>caf".utf8) + [0xE9]
            + Array("</string></plist>".utf8)
        #expect(try XMLPropertyList.decode(ByteView(copying: latin1)) == .string("café"))
    }

    @Test func uidsAreExactlyOneCFUIDKeyWithAnInteger() throws {
        #expect(try value("<dict><key>CF$UID</key><integer>0</integer></dict>") == .uid(0))
        #expect(try value("<dict><key>CF$UID</key><integer>4294967296</integer></dict>") == .uid(4_294_967_296))
        // Anything else stays a dictionary.
        let negative = PropertyListValue.dictionary([PropertyListEntry(key: .string("CF$UID"), value: .integer(-1))])
        #expect(try value("<dict><key>CF$UID</key><integer>-1</integer></dict>") == negative)
        let twoKeys = try value("<dict><key>CF$UID</key><integer>1</integer><key>x</key><true/></dict>")
        #expect(twoKeys.typeName == "dictionary")
        #expect(try value("<dict><key>CF$UID</key><string>1</string></dict>").typeName == "dictionary")
    }

    @Test func integers() throws {
        #expect(try value("<integer>0</integer>") == .integer(0))
        #expect(try value("<integer>+17</integer>") == .integer(17))
        #expect(try value("<integer> 0x1F </integer>") == .integer(31))
        #expect(try value("<integer>-0XfF</integer>") == .integer(-255))
        #expect(try value("<integer>9223372036854775807</integer>") == .integer(.max))
        #expect(try value("<integer>-9223372036854775808</integer>") == .integer(.min))
        #expect(try value("<integer>0x7FFFFFFFFFFFFFFF</integer>") == .integer(.max))
        for bad in ["", "-", "0x", "1.5", "12a", "- 1", "١"] {
            #expect(isInvalidValue("<integer>\(bad)</integer>"), "\(bad)")
        }
    }

    @Test func integerOverflowIsAnError() throws {
        // CoreFoundation reads up to UInt64.max; the value type holds Int64.
        for big in ["9223372036854775808", "-9223372036854775809", "18446744073709551616", "0x10000000000000000",
                    String(repeating: "9", count: 400)]
        {
            guard case .invalidValue(let message)? = failure("<plist><integer>\(big)</integer></plist>") else {
                Issue.record("\(big) decoded")
                continue
            }
            #expect(message.contains("does not fit"))
        }
    }

    @Test func reals() throws {
        #expect(try value("<real>-0.0</real>") == .real(-0.0))
        #expect(try value("<real>1e-3</real>") == .real(0.001))
        #expect(try value("<real>.5</real>") == .real(0.5))
        #expect(try value("<real>3.</real>") == .real(3))
        #expect(try value("<real>1E400</real>") == .real(.infinity))
        #expect(try value("<real>inf</real>") == .real(.infinity))
        #expect(try value("<real>-Infinity</real>") == .real(-.infinity))
        guard case .real(let nan) = try value("<real>NaN</real>") else { Issue.record("not a real"); return }
        #expect(nan.isNaN)
        for bad in ["", "1,5", "0x1p3", "e5", "1e", "--1", "nan1"] {
            #expect(isInvalidValue("<real>\(bad)</real>"), "\(bad)")
        }
    }

    @Test func datesAreSecondsSince2001() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for (text, year, month, day, hour, minute, second) in [
            ("2001-01-01T00:00:00Z", 2001, 1, 1, 0, 0, 0), ("2024-02-29T12:34:56Z", 2024, 2, 29, 12, 34, 56),
            ("1900-03-01T23:59:59Z", 1900, 3, 1, 23, 59, 59), ("1600-12-31T00:00:00Z", 1600, 12, 31, 0, 0, 0),
            ("9999-12-31T23:59:59Z", 9999, 12, 31, 23, 59, 59), ("1970-01-01T00:00:00Z", 1970, 1, 1, 0, 0, 0),
        ] {
            let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            let expected = try #require(calendar.date(from: components)).timeIntervalSinceReferenceDate
            #expect(try value("<date>\(text)</date>") == .date(expected), "\(text)")
        }
        for bad in ["", "2001-01-01", "2001-01-01T00:00:00", "2001-01-01 00:00:00Z", "2001-13-01T00:00:00Z",
                    "1900-02-29T00:00:00Z", "2001-01-01T24:00:00Z", "2001-01-01T00:00:00.5Z", "2001-1-01T00:00:00Z"]
        {
            #expect(isInvalidValue("<date>\(bad)</date>"), "\(bad)")
        }
    }

    @Test func base64Data() throws {
        #expect(try value("<data></data>") == .data(ByteView(copying: [])))
        #expect(try value("<data>\n\tAQ==\n</data>") == .data(ByteView(copying: [1])))
        #expect(try value("<data>AQI=</data>") == .data(ByteView(copying: [1, 2])))
        #expect(try value("<data>+/+/</data>") == .data(ByteView(copying: [0xFB, 0xFF, 0xBF])))
        for bad in ["AQ", "A===", "AQ==AQ==", "AQ*=", "AQI=\u{00E9}", "A"] {
            #expect(isInvalidValue("<data>\(bad)</data>"), "\(bad)")
        }
    }

    @Test func structureErrors() {
        #expect(failure("<plist></plist>") == .invalidValue("<plist> holds no value"))
        #expect(failure("<plist><true/><true/></plist>")
            == .unexpectedElement("<true> after the value of <plist> (it holds one value)"))
        #expect(failure("<plist><dict><key>a</key></dict></plist>") == .invalidValue("the last <key> of a <dict> has no value"))
        #expect(failure("<plist><dict><string>a</string></dict></plist>")
            == .unexpectedElement("<string> where <dict> expects a <key>"))
        #expect(failure("<plist><dict><key>a</key><key>b</key></dict></plist>")
            == .unexpectedElement("<key> where <dict> expects the value of its key"))
        #expect(failure("<plist><array>text</array></plist>") == .unexpectedText)
        #expect(failure("<plist><unknown/></plist>") == .unexpectedElement("<unknown> is not a plist element"))
        #expect(failure("<plist><string><true/></string></plist>") == .unexpectedElement("<true> inside <string>"))
        #expect(failure("<plist><array><plist/></array></plist>") == .unexpectedElement("<plist> inside <array>"))
        #expect(failure("<x:plist xmlns:x=\"urn:x\"><true/></x:plist>") == .unexpectedElement("<x:plist> is not a plist element"))
        #expect(failure("<plist><true>yes</true></plist>") == .invalidValue("<true> must be empty"))
    }

    @Test func invalidXMLHasLineAndColumn() throws {
        let error = try #require(throws: PropertyListError.self) { try decode("<plist>\n<array>\n</dict>\n</plist>") }
        guard case .invalidXML = error.kind else { Issue.record("\(error)"); return }
        #expect(error.line == 3)
        #expect(error.column != nil)
        #expect(error.description.hasPrefix("line 3, column "))
        #expect(failure("") == .invalidXML("the document is empty"))
        #expect(failure("bplist00") != nil)
        #expect(failure("<plist><true/></plist><plist/>") != nil)
    }

    @Test func truncatedDocumentIsAnErrorWithLineAndColumn() throws {
        let text = Self.appleDoctype + "<plist version=\"1.0\">\n<array>\n\t<integer>1</integer>\n"
        let error = try #require(throws: PropertyListError.self) { try decode(text) }
        // libxml2 places it after the last complete item: the end of line 5, before the final newline.
        #expect(error.kind == .truncated)
        #expect(error.line == 5)
        #expect(error.column == 22)
        #expect(error.offset == text.utf8.count - 1)
        #expect(error.description == "line 5, column 22: unexpected end of data (offset 0x\(String(text.utf8.count - 1, radix: 16)))")
        // Cut inside a tag.
        #expect(failure("<plist><array><inte") != nil)
    }

    @Test func nestingIsLimitedByTheOptions() throws {
        let deep = String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100)
        #expect(failure(deep, maximumDepth: 50) == .tooDeep(limit: 50))
        #expect(failure(deep, maximumDepth: 99) == nil)
        #expect(failure(deep, maximumDepth: 98) == .tooDeep(limit: 98))
        let dicts = String(repeating: "<dict><key>k</key>", count: 100) + "<true/>" + String(repeating: "</dict>", count: 100)
        #expect(failure(dicts, maximumDepth: 50) == .tooDeep(limit: 50))
        // Deeper than libxml2's own default limit of 256 elements: the options decide.
        let deeper = String(repeating: "<array>", count: 400) + String(repeating: "</array>", count: 400)
        #expect(failure(deeper) == nil)
        // Far beyond the limit: stops at the limit, no matter how deep the document goes.
        let abyss = String(repeating: "<array>", count: 1_000_000)
        #expect(failure(abyss) == .tooDeep(limit: 512))
    }

    @Test func entityDeclarationsAreRefused() {
        // Billion laughs: ten levels of ten references.
        var bomb = "<!DOCTYPE plist [\n<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            bomb += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        bomb += "]>\n<plist><string>&lol9;</string></plist>"
        #expect(failure(bomb) == .entityDeclaration("lol0"))
        #expect(failure("<!DOCTYPE plist [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><plist><string>&e;</string></plist>")
            == .entityDeclaration("e"))
        #expect(failure("<!DOCTYPE plist [<!ENTITY % p \"<!ENTITY x 'y'>\"> %p;]><plist><true/></plist>")
            == .entityDeclaration("p"))
        #expect(failure("<!DOCTYPE plist [<!NOTATION n SYSTEM \"n\"><!ENTITY u SYSTEM \"u\" NDATA n>]><plist><true/></plist>")
            == .entityDeclaration("u"))
    }

    @Test func onlyPredefinedEntitiesAndCharacterReferences() throws {
        #expect(try value("<string>&lt;&gt;&amp;&apos;&quot;&#9731;&#x1F600;</string>") == .string("<>&'\"☃😀"))
        #expect(failure("<plist><string>&nbsp;</string></plist>") == .entityReference("nbsp"))
        #expect(failure(Self.appleDoctype + "<plist><string>&nbsp;</string></plist>") == .entityReference("nbsp"))
    }

    @Test func applesDoctypeIsAcceptedWithoutLoadingIt() throws {
        // The DTD's address is never fetched (no network here either way), and a SYSTEM
        // identifier naming a local file is not read.
        #expect(try decode(Self.appleDoctype + "<plist version=\"1.0\"><true/></plist>") == .bool(true))
        #expect(try decode("<!DOCTYPE plist SYSTEM \"/etc/passwd\"><plist><false/></plist>") == .bool(false))
        #expect(try decode("<!DOCTYPE plist [<!ELEMENT plist ANY>]><plist><false/></plist>") == .bool(false))
    }

    @Test func hugeTextIsReadInLinearTime() throws {
        // 4 MB of text and 5 MB of base64: a quadratic step would not finish.
        let text = String(repeating: "abcdefgh", count: 1 << 19)
        #expect(try value("<string>\(text)</string>") == .string(text))
        let base64 = String(repeating: "AAAA\n", count: 1 << 20)
        guard case .data(let data) = try value("<data>\(base64)</data>") else { Issue.record("not data"); return }
        #expect(data.count == 3 << 20)
        #expect(try value("<string><![CDATA[\(text)]]></string>") == .string(text))
    }

    /// libxml2 prints its errors and warnings to stderr unless told otherwise. Standard error is
    /// captured while bad documents decode, then written back (other tests may print meanwhile),
    /// and must hold none of libxml2's reports ("…parser error : …", "…encoding error : …").
    @Test func libxml2PrintsNothing() throws {
        let texts: [String] = [
            "<plist><array></dict></plist>", "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist/>",
            "<?xml version=\"1.0\" encoding=\"NO-SUCH\"?><plist/>", "<?xml version=\"2.0\"?><plist><true/></plist>",
            "<plist xmlns=\"relative\"><true/></plist>", "<a:plist><true/></a:plist>", "<plist><string>&x;</string></plist>",
            "<!DOCTYPE plist [<!ENTITY e SYSTEM \"http://example.invalid/e\">]><plist><string>&e;</string></plist>",
            "<plist><string>\u{1}</string></plist>", "<plist a=\"1\" a=\"2\"><true/></plist>", "<plist><arr",
        ]
        let declaration: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?>".utf16)
            .flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let invalidUTF8: [UInt8] = Array("<plist><string>".utf8) + [0xFF, 0xFE, 0xC0, 0x80] + Array("</string></plist>".utf8)
        // A conversion error is raised without a parser context, through libxml2's per-thread handler.
        let badShiftJIS: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><plist><string>".utf8)
            + [0x82, 0x20, 0xFF, 0xFF] + Array("</string></plist>".utf8)
        let binary: [[UInt8]] = [
            invalidUTF8, badShiftJIS, declaration + [0x00, 0xD8], [0xFF, 0xFE, 0x3C, 0x00, 0x70], [0x4C, 0x6F, 0xA7, 0x94],
        ]
        let documents: [[UInt8]] = texts.map { Array($0.utf8) } + binary
        let captured = try Self.capturingStandardError {
            // Some of these decode (libxml2 only warns); what matters is what was printed.
            for document in documents { _ = try? XMLPropertyList.decode(ByteView(copying: document)) }
        }
        FileHandle.standardError.write(Data(captured.utf8))
        #expect(!captured.contains(" error : ") && !captured.contains(" warning : "), "\(captured)")
    }

    static func capturingStandardError(_ body: () throws -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xml-stderr-\(UUID().uuidString)").path
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard file >= 0 else { throw POSIXError(.EIO) }
        defer { unlink(path) }
        fflush(nil)
        let saved = dup(2)
        dup2(file, 2)
        close(file)
        defer {
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        try body()
        fflush(nil)
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    @Test func hasMagic() {
        #expect(XMLPropertyList.hasMagic(Array((Self.appleDoctype + "<plist/>").utf8)))
        #expect(XMLPropertyList.hasMagic(Array("\u{FEFF}\n <plist version=\"1.0\">".utf8)))
        #expect(XMLPropertyList.hasMagic(Array("<!DOCTYPE plist>".utf8)))
        #expect(!XMLPropertyList.hasMagic(Array("bplist00".utf8)))
        #expect(!XMLPropertyList.hasMagic(Array("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">".utf8)))
        #expect(!XMLPropertyList.hasMagic([UInt8]()))
    }
}
