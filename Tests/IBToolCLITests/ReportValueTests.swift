import Foundation
import IBToolCLI
import NibBytes
import PropertyList
import Testing

/// ibtool's XML property lists are deterministic, escaped, and read back the
/// same by Foundation and by the project's own XML reader.
struct ReportValueTests {
    static let awkward = "a < b && c > d \"quoted\" 'single' \r\n\ttab é 😀 \u{1}bell"
    static let value = ReportValue.dictionary([
        "zeta": .array([.integer(-3), .bool(true), .bool(false), .array([]), .dictionary([:])]),
        "alpha": .string(awkward),
        "<key&>": .string(""),
    ])

    @Test func xmlIsSortedAndEscaped() {
        let xml = Self.value.xmlPropertyList
        let keys = xml.components(separatedBy: "<key>").dropFirst().map { $0.components(separatedBy: "</key>")[0] }
        #expect(keys == ["&lt;key&amp;&gt;", "alpha", "zeta"])
        #expect(xml.contains("<string>a &lt; b &amp;&amp; c &gt; d \"quoted\" 'single' &#13;\n\ttab é 😀 \u{FFFD}bell</string>"))
        #expect(xml.contains("<array/>") && xml.contains("<dict/>") && xml.contains("<string></string>"))
        #expect(xml == Self.value.xmlPropertyList)
    }

    @Test func foundationReadsBothForms() throws {
        let expectedText = Self.awkward.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        for bytes in [Array(Self.value.xmlPropertyList.utf8), Self.value.binaryPropertyList] {
            let read = try #require(try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
            #expect(read["alpha"] as? String == (bytes.starts(with: Array("bplist".utf8)) ? Self.awkward : expectedText))
            #expect(read["<key&>"] as? String == "")
            let zeta = try #require(read["zeta"] as? [Any])
            #expect(zeta.count == 5)
            #expect(zeta[0] as? Int == -3)
            #expect(zeta[1] as? Bool == true)
        }
    }

    @Test func projectReaderReadsTheXML() throws {
        let decoded = try XMLPropertyList.decode(ByteView(copying: Array(Self.value.xmlPropertyList.utf8)))
        guard case .dictionary(let entries) = decoded else { Issue.record("not a dictionary: \(decoded)"); return }
        #expect(entries.map(\.key) == [.string("<key&>"), .string("alpha"), .string("zeta")])
        #expect(entries[1].value == .string(Self.awkward.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")))
    }
}
