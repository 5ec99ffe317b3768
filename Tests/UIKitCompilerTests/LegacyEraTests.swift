import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// The iPhone OS 3 and iOS 4 SDKs' output of Interface Builder 3 archives
/// (`--sdk 3`, `--sdk 4`), each rule as Apple's nibs show it: Rizwan808's
/// calculator (iOS 4.2, a NIBArchive), josephlam's and wagonlips' HelloWorld
/// (iPhone OS 3.0 and 3.2, keyed archives).
struct LegacyEraTests {
    typealias Archive = LegacyArchiveTests

    /// A view holding a rounded rect button, a label and a text field as the
    /// calculator and wagonlips' MyViewController have them.
    static let roots = """
        <object class="IBUIView" id="v"><int key="NSvFlags">274</int><string key="NSFrameSize">{320, 460}</string>
        <array class="NSMutableArray" key="NSSubviews">
        <object class="IBUIButton" id="b"><int key="NSvFlags">292</int><string key="NSFrame">{{20, 157}, {64, 37}}</string>
        <bool key="IBUIOpaque">NO</bool><int key="IBUIContentHorizontalAlignment">0</int><int key="IBUIContentVerticalAlignment">0</int>
        <object class="NSFont" key="IBUIFont"><string key="NSName">Helvetica-Bold</string><double key="NSSize">15</double><int key="NSfFlags">16</int></object>
        <int key="IBUIButtonType">1</int><string key="IBUINormalTitle">7</string>
        <object class="NSColor" key="IBUINormalTitleColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MC4xOTYwNzg0MzQ2IDAuMzA5ODAzOTMyOSAwLjUyMTU2ODY1NgA</bytes></object>
        </object>
        <object class="IBUILabel" id="l"><int key="NSvFlags">292</int><string key="NSFrame">{{20, 0}, {280, 23}}</string>
        <bool key="IBUIOpaque">NO</bool><bool key="IBUIClipsSubviews">YES</bool><int key="IBUIContentMode">7</int>
        <bool key="IBUIUserInteractionEnabled">NO</bool><string key="IBUIText">0</string>
        <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDAAA</bytes></object>
        <int key="IBUIBaselineAdjustment">1</int><float key="IBUIMinimumFontSize">10</float><int key="IBUITextAlignment">2</int></object>
        <object class="IBUITextField" id="t"><int key="NSvFlags">292</int><string key="NSFrame">{{36, 20}, {251, 31}}</string>
        <bool key="IBUIOpaque">NO</bool><bool key="IBUIClipsSubviews">YES</bool><int key="IBUIContentVerticalAlignment">0</int>
        <string key="IBUIText"/><int key="IBUIBorderStyle">3</int>
        <object class="IBUITextInputTraits" key="IBUITextInputTraits"><int key="IBUIAutocapitalizationType">1</int>
        <int key="IBUIReturnKeyType">9</int><int key="IBUIKeyboardType">4</int></object></object>
        </array></object>
        """

    static func compile(sdk: Int) throws -> UIKitCompilation {
        try Archive.compile(Archive.archive(roots), sdk: sdk)
    }

    // MARK: iOS 4

    /// The calculator's buttons: `UIRoundedRectButton`; a font is its name,
    /// size (a double), traits (2 for a bold name) and `UISystemFont` NO, with
    /// no descriptor and no `NSFont` fallback; a color its components only.
    @Test func iOS4RoundedRectButtonFontsAndColors() throws {
        let graph = try Self.compile(sdk: 4).graph
        #expect(graph.objects(ofClass: "UIButton").isEmpty)
        let button = try #require(graph.objects(ofClass: "UIRoundedRectButton").first)
        let font = try #require(graph.target(button["UIFont"]))
        #expect(font.keys == ["UIFontName", "UIFontPointSize", "UIFontTraits", "UISystemFont"])
        #expect(graph.text(font["UIFontName"]) == "Helvetica-Bold" && font["UIFontPointSize"] == .double(15))
        #expect(font["UIFontTraits"] == .integer(2, .int8) && font["UISystemFont"] == .bool(false))
        #expect(font.fallbackClassNames.isEmpty)
        let color = try #require(graph.objects(ofClass: "UIColor").first { $0["UIRed"] != nil })
        #expect(color.keys == ["UIColorComponentCount", "UIRed", "UIGreen", "UIBlue", "UIAlpha"])
        #expect(color.fallbackClassNames.isEmpty)
        // The iOS 6 SDK has the AppKit components and a plain UIButton.
        let six = try Self.compile(sdk: 6).graph
        #expect(six.objects(ofClass: "UIRoundedRectButton").isEmpty && six.objects(ofClass: "UIButton").count == 1)
        #expect(six.objects(ofClass: "UIColor").contains { $0["NSRGB"] != nil })
    }

    /// The calculator's labels: a plain `NSString` text; the baseline
    /// adjustment right after the shadow offset, then the sizing and the
    /// alignment, no minimum scale factor; a black text color as UIKit's
    /// black (a gray, unnamed); the root without `UINibKeyValuePairsKey`.
    @Test func iOS4LabelsAndRoot() throws {
        let compilation = try Self.compile(sdk: 4)
        let graph = compilation.graph
        let label = try #require(graph.objects(ofClass: "UILabel").first)
        let tail = Array(label.keys.drop { $0 != "UIShadowOffset" })
        #expect(tail == ["UIShadowOffset", "UIBaselineAdjustment", "UIAdjustsFontSizeToFit", "UIMinimumFontSize", "UITextAlignment"])
        #expect(graph.target(label["UIText"])?.className == "NSString")
        let textColor = try #require(graph.target(label["UITextColor"]))
        #expect(textColor.keys == ["UIColorComponentCount", "UIWhite", "UIAlpha"] && textColor["UIWhite"] == .float(0))
        // A label without a font: Helvetica 17, not a system font.
        let font = try #require(graph.target(label["UIFont"]))
        #expect(graph.text(font["UIFontName"]) == "Helvetica" && font["UIFontPointSize"] == .double(17))
        #expect(font["UIFontTraits"] == .integer(0, .int8) && font["UISystemFont"] == .bool(false))
        #expect(graph.objects[0].keys == ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey",
                                          "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey"])
        // Text input traits become the 3.0 traits: written where the iOS 14 SDK puts them, which a warning says is assumed.
        let field = try #require(graph.objects(ofClass: "UITextField").first)
        #expect(Array(field.keys.drop { $0 != "UIClearButtonOffset" }.dropFirst())
            == ["UIAutocapitalizationType", "UIKeyboardType", "UIReturnKeyType"])
        #expect(field["UIReturnKeyType"] == .integer(9, .int8))
        #expect(!compilation.diagnostics.contains { $0.message.contains("IBUITextInputTraits") })
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("text input traits are written") }.count == 1)
    }

    // MARK: iPhone OS 3

    /// A float64 geometry value, as a keyed archive's geometry strings read back.
    static func geometry64(_ numbers: [Double]) -> NibGraph.Value {
        var bytes: [UInt8] = [7]
        for number in numbers { withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes += $0 } }
        return .data(.init(copying: bytes))
    }

    /// wagonlips' and josephlam's keyed archives: class chains, double
    /// geometry, fonts of name and size only (a float, but a double for a text
    /// field's default Helvetica 12), a text field's text input traits and
    /// left alignment, and an array of its own for each empty root list.
    @Test func iPhoneOS3KeyedArchiveShapes() throws {
        let compilation = try Self.compile(sdk: 3)
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let button = try #require(graph.objects(ofClass: "UIRoundedRectButton").first)
        #expect(button.classChain == ["UIRoundedRectButton", "UIButton", "UIControl", "UIView", "UIResponder", "NSObject"])
        #expect(button["UIBounds"] == Self.geometry64([0, 0, 64, 37]) && button["UICenter"] == Self.geometry64([52, 175.5]))
        let buttonFont = try #require(graph.target(button["UIFont"]))
        #expect(buttonFont.keys == ["UIFontName", "UIFontPointSize"] && buttonFont["UIFontPointSize"] == .float(15))
        let field = try #require(graph.objects(ofClass: "UITextField").first)
        let fieldFont = try #require(graph.target(field["UIFont"]))
        #expect(graph.text(fieldFont["UIFontName"]) == "Helvetica" && fieldFont["UIFontPointSize"] == .double(12))
        #expect(field["UIAutocapitalizationType"] == .integer(1, .int8) && field["UIReturnKeyType"] == .integer(9, .int8))
        #expect(field["UIKeyboardType"] == .integer(4, .int8))
        #expect(field["UIContentHorizontalAlignment"] == .integer(1, .int8))
        let connections = try #require(graph.objects[0]["UINibConnectionsKey"])
        let windows = try #require(graph.objects[0]["UINibVisibleWindowsKey"])
        #expect(connections != windows)
        #expect(graph.objects[0]["UINibKeyValuePairsKey"] == nil)
        // The graph writes as a keyed archive and reads back with the same chains.
        var warnings: [NibGraphWarning] = []
        let keyed = try NibGraph(keyedArchiveBytes: ByteView(copying: try graph.keyedArchiveBytes(warnings: &warnings)))
        #expect(keyed.objects.contains { $0.classChain == ["UITextField", "UIControl", "UIView", "UIResponder", "NSObject"] })
    }

    // MARK: Default SDK

    /// Without `--sdk` an archive is compiled by the SDK of the iOS version
    /// that saved it (`IBDocument.SystemTarget`): 3.x by the iPhone OS 3 SDK,
    /// 4.x by the iOS 4 SDK, later (or none) by the iOS 7 SDK.
    @Test func systemTargetPicksTheDefaultSDK() throws {
        #expect(UIKitCompilerOptions.sdkVersion(forSystemTarget: 768) == 3)
        #expect(UIKitCompilerOptions.sdkVersion(forSystemTarget: 800) == 3)
        #expect(UIKitCompilerOptions.sdkVersion(forSystemTarget: 1056) == 4)
        #expect(UIKitCompilerOptions.sdkVersion(forSystemTarget: 1280) == 7)
        #expect(UIKitCompilerOptions.sdkVersion(forSystemTarget: nil) == 7)
        func graph(systemTarget: Int) throws -> NibGraph {
            let text = Archive.archive(Self.roots).replacingOccurrences(
                of: "<data>", with: "<data>\n<int key=\"IBDocument.SystemTarget\">\(systemTarget)</int>")
            let archive = try LegacyArchive(bytes: ByteView(copying: Array(text.utf8)), path: "legacy.xib")
            return UIKitCompiler.compileLegacy(archive).graph
        }
        let four = try graph(systemTarget: 1056)
        #expect(four.objects(ofClass: "UIRoundedRectButton").first?["UIBounds"] == Archive.geometry32([0, 0, 64, 37]))
        let three = try graph(systemTarget: 800)
        #expect(three.objects(ofClass: "UIRoundedRectButton").first?["UIBounds"] == Self.geometry64([0, 0, 64, 37]))
        #expect(try graph(systemTarget: 1280).objects(ofClass: "UIRoundedRectButton").isEmpty)
    }
}
