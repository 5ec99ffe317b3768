@testable import AppKitCompiler
import NibGraph
import Testing

/// `<tokenField>`: an `NSTokenField` written as a text field, its
/// `NSTokenFieldCell` as a text field cell followed by GNUstep's encoder's
/// `NSTokenStyle` and `NSCompletionDelay` (AppKit's `NSTokenStyle` values),
/// with a once-per-document warning that no Apple nib checks it.
struct TokenFieldTests {
    /// The survey's token field (Subler's TokensViewController.xib) under
    /// `element`/`cell` names, with `cellAttributes` added and a delegate outlet.
    static func field(_ element: String, _ cell: String, id: String, cellAttributes: String = "") -> String {
        """
        <\(element) verticalHuggingPriority="750" verticalCompressionResistancePriority="1000" \
        preferredMaxLayoutWidth="400" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="-2" y="0.0" width="404" height="16"/>
            <\(cell) key="cell" selectable="YES" alignment="left" allowsEditingTextAttributes="YES" \(cellAttributes) \
        id="\(id)-cell">
                <font key="font" metaFont="cellTitle"/>
                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
            </\(cell)>
            <connections>
                <outlet property="delegate" destination="-2" id="\(id)-delegate"/>
            </connections>
        </\(element)>
        """
    }

    @Test func tokenFieldIsATextFieldWithTokenCellKeys() throws {
        let tokens = try compileMacWindow(Self.field("tokenField", "tokenFieldCell", id: "t"), attributes: "useAutolayout=\"YES\"")
        let text = try compileMacWindow(Self.field("textField", "textFieldCell", id: "t"), attributes: "useAutolayout=\"YES\"")
        #expect(tokens.diagnostics.map(\.message) == [TokenFieldElement.unverified])
        let graph = tokens.graph
        let field = try #require(graph.objects(ofClass: "NSTokenField").first)
        let textField = try #require(text.graph.objects(ofClass: "NSTextField").first)
        #expect(field.keys == textField.keys)
        let cell = try #require(graph.target(field["NSCell"]))
        let textCell = try #require(text.graph.target(textField["NSCell"]))
        #expect(cell.className == "NSTokenFieldCell")
        #expect(cell.keys == textCell.keys + ["NSTokenStyle", "NSCompletionDelay"])
        #expect(cell["NSTokenStyle"] == .integer(0, .int8))
        #expect(cell["NSCompletionDelay"] == .double(0))
        // The delegate outlet compiles with the token field as its source.
        let connections = graph.elements(graph.objectData?["NSConnections"])
        let outlet = try #require(connections.first { graph.text($0["NSLabel"]) == "delegate" })
        #expect(graph.target(outlet["NSSource"])?.className == "NSTokenField")
    }

    @Test func styleAndDelayAreWrittenAndTheWarningIsSaidOnce() throws {
        let compilation = try compileMacWindow(
            Self.field("tokenField", "tokenFieldCell", id: "a", cellAttributes: "tokenStyle=\"squared\" completionDelay=\"0.5\"")
                + Self.field("tokenField", "tokenFieldCell", id: "b", cellAttributes: "tokenStyle=\"sparkly\""),
            attributes: "useAutolayout=\"YES\"")
        let graph = compilation.graph
        let cells = graph.objects(ofClass: "NSTokenFieldCell")
        #expect(cells.map { $0["NSTokenStyle"] } == [.integer(3, .int8), .integer(0, .int8)])
        #expect(cells.map { $0["NSCompletionDelay"] } == [.double(0.5), .double(0)])
        #expect(compilation.diagnostics.map(\.message) == [
            TokenFieldElement.unverified,
            "tokenStyle=\"sparkly\" is not supported yet; the default is written",
        ])
    }
}
