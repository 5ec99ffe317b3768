import Foundation
import IBDocument
import NibBytes
import NibCompiler
import Testing

/// Hostile and broken documents end in a typed error or warnings that say
/// where, never a crash or a hang.
struct HostileDocumentTests {
    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        """
    static let tail = "\n    </objects>\n</document>\n"

    func compile(_ text: String) throws(IBDocumentError) -> NibCompiler.Output {
        try NibCompiler.compile(ByteView(copying: Array(text.utf8)), path: "hostile.xib")
    }

    func error(_ text: String) -> IBDocumentError? {
        do {
            _ = try compile(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func entitiesAreRefused() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>&b;</objects></document>
            """
        #expect(error(laughs)?.description.hasPrefix("hostile.xib:2:") == true)
        #expect(error(laughs)?.message.contains("entities") == true)
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>&x;</objects></document>
            """
        #expect(error(external)?.message.contains("entities") == true)
    }

    @Test func deepNestingIsRefusedQuickly() {
        let depth = 20_000
        let text = Self.head + String(repeating: "<view><subviews>", count: depth)
            + String(repeating: "</subviews></view>", count: depth) + Self.tail
        let started = ContinuousClock.now
        #expect(error(text)?.message.contains("nest deeper than") == true)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// Views nested as deep as the reader allows compile on a test thread's
    /// small stack: the compilers' recursion is bounded by the reader's depth limit.
    @Test func deepestAllowedNestingCompiles() throws {
        // A view and its <subviews> are two levels: 98 views reach the reader's limit of 200.
        let depth = 98
        let text = Self.head + (0..<depth).map { "<view id=\"v\($0)\"><subviews>" }.joined()
            + String(repeating: "</subviews></view>", count: depth) + Self.tail
        let output = try compile(text)
        #expect(!output.hasErrors)
    }

    @Test func duplicateIDsNameBothLines() {
        let text = Self.head + "\n<view id=\"a\"/>\n<view id=\"a\"/>" + Self.tail
        let failure = error(text)
        #expect(failure?.kind == .duplicateID("a", firstLine: 5))
        #expect(failure?.line == 6)
    }

    @Test func danglingOutletIsAnErrorDiagnostic() throws {
        let text = Self.head.replacingOccurrences(of: "id=\"-1\"/>", with: """
            id="-1"><connections><outlet property="view" destination="nowhere" id="o"/></connections></placeholder>
            """) + Self.tail
        let output = try compile(text)
        #expect(output.hasErrors)
        #expect(output.diagnostics.contains { $0.description.contains("hostile.xib:4:") && $0.message.contains("\"nowhere\"") })
    }

    @Test func badNumbersAreWarningsWithPlaces() throws {
        let text = Self.head + "\n<view id=\"v\"><rect key=\"frame\" x=\"1e999\" y=\"abc\" width=\"10\" height=\"10\"/></view>" + Self.tail
        let output = try compile(text)
        #expect(!output.hasErrors)
        #expect(output.diagnostics.filter { $0.severity == .warning && $0.line == 5 }.count == 2)
    }

    @Test func truncatedAndNonXMLInputs() {
        let full = Self.head + "<view id=\"v\"/>" + Self.tail
        #expect(error(String(full.prefix(full.count / 2)))?.line != nil)
        #expect(error("this is not XML") != nil)
        #expect(error("") != nil)
        // Interface Builder 3 archives go to the legacy compiler: it wants a known version and a <data>.
        #expect(error("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>")?.kind == .unsupportedVersion(""))
        #expect(error("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>") != nil)
        // A Mac archive compiles to a keyed archive, an empty one too.
        #expect(error("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"><data/></archive>") == nil)
        #expect(error("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"6.00\"><data/></archive>")?.kind
            == .unsupportedVersion("6.00"))
        #expect(error("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>") == nil)
        // A macOS document goes to the AppKit compiler: an empty xib or storyboard compiles.
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>") == nil)
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"/>") == nil)
    }

    @Test func unknownElementsAreWarningsNotCrashes() throws {
        let text = Self.head + "\n<view id=\"v\"><subviews><gizmo id=\"g\"/></subviews></view>" + Self.tail
        let output = try compile(text)
        #expect(output.diagnostics.map(\.description) == ["hostile.xib:5:37: warning: <gizmo> is not supported yet; it is left out"])
    }
}
