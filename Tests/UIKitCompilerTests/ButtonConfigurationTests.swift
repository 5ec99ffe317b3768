import Foundation
import IBDocument
import NibBytes
import NibCoding
import NibGraph
import Testing
import TestSupport
@testable import UIKitCompiler

/// `<buttonConfiguration key="configuration">` → `UIButtonConfiguration`.
///
/// No Apple nib of the corpus holds one (the only corpus nib with the key,
/// `hbradt0…HomeScreen.nib`, built with the iOS 15.4 SDK, writes
/// `UIButtonConfiguration = nil` last). The expected keys are those of
/// the decompiled iOS 18.2 UIKitCore (`EthanArbuckle/iPhone17-1_18.2_22C152_Restore`):
/// `-[UIButtonConfiguration encodeWithCoder:]` (style, background, corner
/// style, size, Mac idiom style, base colors, image, symbol configuration,
/// activity indicator, title, subtitle, [content insets], image placement,
/// image padding f32, title padding f32, title alignment; the indicator,
/// line break modes and selection flag only when not their defaults),
/// `-_initWithBehaviors:` (placement leading 2, title padding 1, background
/// radius 5.95, clear stroke of width 1 through the customizing setters),
/// `_UIButtonConfigurationStyleBehaviors` (plain 0, gray 1, tinted 2,
/// filled 3); and for the background the 25 keys of the mapping notes'
/// Appendix C (`_UISystemBackgroundView`, Xcode 12.4).
struct ButtonConfigurationTests {
    struct MissingStroke: Error {}

    static let configurationKeys = [
        "UIButtonConfigurationButtonStyle", "UIButtonConfigurationBackground", "UIButtonConfigurationCornerStyle",
        "UIButtonConfigurationButtonSize", "UIButtonConfigurationMacIdiomStyle", "UIButtonConfigurationBaseBackgroundColor",
        "UIButtonConfigurationBaseForegroundColor", "UIButtonConfigurationImage",
        "UIButtonConfigurationPreferredSymbolConfigurationForImage", "UIButtonConfigurationShowsActivityIndicator",
        "UIButtonConfigurationTitle", "UIButtonConfigurationSubtitle", "UIButtonConfigurationImagePlacement",
        "UIButtonConfigurationImagePadding", "UIButtonConfigurationTitlePadding", "UIButtonConfigurationTitleAlignment",
    ]

    /// The mapping notes' Appendix C list, in its order.
    static let backgroundKeys = [
        "customView", "cornerRadius", "maskedCorners", "backgroundColor", "backgroundColorTransformerIdentifier",
        "visualEffect", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets", "strokeColor",
        "strokeColorTransformerIdentifier", "strokeWidth", "strokeOutset", "shadowType", "defaultStyle",
    ] + [
        "customView", "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets", "backgroundColor",
        "backgroundColorTransformerIdentifier", "visualEffect", "strokeColor", "strokeColorTransformerIdentifier",
        "strokeWidth", "strokeOutset",
    ].map { "hasCustomized-" + $0 }

    static func integer(_ value: NibGraph.Value?) -> Int64? {
        if case .integer(let number, _)? = value { return number }
        return nil
    }

    static let plainButton = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        buttonType="system" lineBreakMode="middleTruncation" id="b1">
            <rect key="frame" x="16" y="0.0" width="358" height="34"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title="Go"/>
        </button>
        """

    @Test func plainConfigurationWithATitle() throws {
        let compilation = try compileXIB(Self.plainButton, sdk: 15)
        let graph = compilation.graph
        let button = try #require(graph.objects(ofClass: "UIButton").first)
        // The button's own keys stay (the iOS 15.4 SDK nib writes them before the configuration), the configuration last.
        #expect(button.keys.suffix(3) == ["UIButtonType", "UIFont", "UIButtonConfiguration"])
        #expect(button.keys.contains("UIButtonStatefulContent"))
        let configuration = try #require(graph.target(button["UIButtonConfiguration"]))
        #expect(configuration.className == "UIButtonConfiguration")
        #expect(configuration.keys == Self.configurationKeys)
        #expect(Self.integer(configuration["UIButtonConfigurationButtonStyle"]) == 0)
        #expect(Self.integer(configuration["UIButtonConfigurationCornerStyle"]) == 0)
        #expect(Self.integer(configuration["UIButtonConfigurationImagePlacement"]) == 2)
        #expect(configuration["UIButtonConfigurationImagePadding"] == .float(0))
        #expect(configuration["UIButtonConfigurationTitlePadding"] == .float(1))
        #expect(configuration["UIButtonConfigurationShowsActivityIndicator"] == .bool(false))
        #expect(configuration["UIButtonConfigurationImage"] == .null)
        #expect(configuration["UIButtonConfigurationSubtitle"] == .null)

        // The title: an NSAttributedString of one run without attributes.
        let title = try #require(graph.target(configuration["UIButtonConfigurationTitle"]))
        #expect(title.className == "NSAttributedString")
        #expect(title.keys == ["NSString", "NSAttributes"])
        #expect(graph.text(title["NSString"]) == "Go")
        #expect(graph.elements(graph.target(title["NSAttributes"])).isEmpty)

        let background = try #require(graph.target(configuration["UIButtonConfigurationBackground"]))
        #expect(background.className == "UIBackgroundConfiguration")
        #expect(background.keys == Self.backgroundKeys)
        #expect(background["cornerRadius"] == .double(5.95))
        #expect(Self.integer(background["maskedCorners"]) == 15)
        #expect(background["strokeWidth"] == .double(1))
        #expect(graph.text(background["backgroundInsets"]) == "{0, 0, 0, 0}")
        #expect(graph.target(background["strokeColor"])?.className == "UIColor")
        let customized = background.entries.filter { $0.key.hasPrefix("hasCustomized-") && $0.value == .bool(true) }.map(\.key)
        #expect(customized == ["hasCustomized-strokeColor", "hasCustomized-strokeWidth"])

        #expect(compilation.diagnostics.map(\.message) == [ButtonConfiguration.unverified])
    }

    /// Style, size, corner style, placement, paddings, alignment, colors and an
    /// image shared with the button's state; a background's radius is customized.
    @Test func filledConfigurationWithItsAttributes() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <state key="normal" image="close"/>
                <buttonConfiguration key="configuration" style="filled" image="close" subtitle="Sub" \
            cornerStyle="capsule" buttonSize="large" imagePlacement="trailing" imagePadding="8" titlePadding="3" \
            titleAlignment="center" showsActivityIndicator="YES">
                    <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="baseBackgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <directionalEdgeInsets key="contentInsets" top="4" leading="10.5" bottom="4" trailing="10.5"/>
                    <backgroundConfiguration key="background" cornerRadius="12">
                        <color key="strokeColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </backgroundConfiguration>
                </buttonConfiguration>
            </button>
            """, sdk: 15)
        let graph = compilation.graph
        let button = try #require(graph.objects(ofClass: "UIButton").first)
        let configuration = try #require(graph.target(button["UIButtonConfiguration"]))
        var keys = Self.configurationKeys
        keys.insert("UIButtonConfigurationContentInset", at: keys.firstIndex(of: "UIButtonConfigurationImagePlacement")!)
        #expect(configuration.keys == keys)
        #expect(Self.integer(configuration["UIButtonConfigurationButtonStyle"]) == 3)
        #expect(Self.integer(configuration["UIButtonConfigurationCornerStyle"]) == 4)
        #expect(Self.integer(configuration["UIButtonConfigurationButtonSize"]) == 3)
        #expect(Self.integer(configuration["UIButtonConfigurationImagePlacement"]) == 8)
        #expect(Self.integer(configuration["UIButtonConfigurationTitleAlignment"]) == 2)
        #expect(configuration["UIButtonConfigurationImagePadding"] == .float(8))
        #expect(configuration["UIButtonConfigurationTitlePadding"] == .float(3))
        #expect(configuration["UIButtonConfigurationShowsActivityIndicator"] == .bool(true))
        #expect(graph.text(configuration["UIButtonConfigurationContentInset"]) == "{4, 10.5, 4, 10.5}")
        #expect(graph.target(configuration["UIButtonConfigurationBaseForegroundColor"])?.className == "UIColor")
        #expect(graph.target(configuration["UIButtonConfigurationBaseBackgroundColor"])?.className == "UIColor")
        #expect(configuration["UIButtonConfigurationTitle"] == .null)
        let subtitle = try #require(graph.target(configuration["UIButtonConfigurationSubtitle"]))
        #expect(graph.text(subtitle["NSString"]) == "Sub")
        // One placeholder per image name.
        #expect(graph.objects(ofClass: "UIImageNibPlaceholder").count == 1)
        let background = try #require(graph.target(configuration["UIButtonConfigurationBackground"]))
        #expect(background["cornerRadius"] == .double(12))
        #expect(background["hasCustomized-cornerRadius"] == .bool(true))
        #expect(background["hasCustomized-backgroundColor"] == .bool(false))
        // The stroke color comes after the background that holds it, as the encoder meets them.
        let backgroundIndex = try #require(graph.objects.firstIndex { $0.className == "UIBackgroundConfiguration" })
        guard case .object(let strokeIndex)? = background["strokeColor"] else { throw MissingStroke() }
        #expect(strokeIndex > backgroundIndex)
        #expect(graph.objects[strokeIndex]["UIBlue"] == .float(1))
        #expect(compilation.diagnostics.map(\.message) == [ButtonConfiguration.unverified])
    }

    /// A configuration's title is localized under `OBJECTID.configuration.title`,
    /// the key Xcode's generated strings files give it (public SwiftGen output
    /// quotes `/* Class = "UIButton"; configuration.title = "View Quests"; ObjectID = "13P-wz-T0e"; */`
    /// as `"13P-wz-T0e.configuration.title"`).
    @Test func titleIsTranslatedUnderItsKey() throws {
        let graph = try compileXIB(Self.plainButton, sdk: 15, translations: ["b1.configuration.title": "Los"]).graph
        let configuration = try #require(graph.objects(ofClass: "UIButtonConfiguration").first)
        let title = try #require(graph.target(configuration["UIButtonConfigurationTitle"]))
        #expect(graph.text(title["NSString"]) == "Los")
    }

    /// Before the iOS 15 SDK there is no configuration key: the element warns and is left out.
    @Test func beforeIOS15TheConfigurationIsLeftOut() throws {
        let compilation = try compileXIB(Self.plainButton, sdk: 14)
        let button = try #require(compilation.graph.objects(ofClass: "UIButton").first)
        #expect(!button.keys.contains("UIButtonConfiguration"))
        #expect(compilation.graph.objects(ofClass: "UIButtonConfiguration").isEmpty)
        #expect(compilation.diagnostics.map(\.message) == ["<buttonConfiguration> is iOS 15's; the iOS 14 SDK has none, so it is left out"])
    }

    /// What the compiler does not read is said, at its element.
    @Test func unknownAttributesValuesAndChildrenWarn() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <buttonConfiguration key="configuration" style="bordered" title="Go" indicator="popup">
                    <fontDescription key="titleFontDescription" type="system" pointSize="38"/>
                    <backgroundConfiguration key="background" image="x"/>
                </buttonConfiguration>
            </button>
            """, sdk: 15)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("<buttonConfiguration> attribute indicator is not supported yet; left out"))
        #expect(messages.contains(#"<fontDescription key="titleFontDescription"> in <buttonConfiguration> is not supported yet; left out"#))
        #expect(messages.contains("<backgroundConfiguration> attribute image is not supported yet; left out"))
        #expect(messages.contains(#"<buttonConfiguration> style "bordered" is not supported yet; UIKit's default is written"#))
        #expect(compilation.diagnostics.allSatisfy { $0.line != nil })
    }

    /// The corpus's two documents with a configuration compile without saying
    /// it is unsupported, archive, read back and instantiate.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusDocumentsWithConfigurations() throws {
        let folder = SharedCorpus.root.appendingPathComponent("xib-ios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") }
        var checked = 0
        for name in names.sorted() {
            let path = folder.appendingPathComponent(name).path
            guard try String(contentsOfFile: path, encoding: .utf8).contains("<buttonConfiguration") else { continue }
            let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
            let compiled = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 15))
            #expect(!compiled.diagnostics.contains { $0.message.contains("buttonConfiguration") }, "\(name)")
            #expect(compiled.diagnostics.filter { $0.message == ButtonConfiguration.unverified }.count == 1, "\(name)")
            #expect(compiled.graph.objects(ofClass: "UIButtonConfiguration").count == 1, "\(name)")
            var warnings: [NibGraphWarning] = []
            let archived = try compiled.graph.nibArchiveBytes(warnings: &warnings)
            let file = try NibFile(bytes: ByteView(copying: archived))
            _ = try file.instantiate(owner: NibPlaceholder(identifier: "owner"), externalObjects: [:])
            checked += 1
        }
        #expect(checked == 2)
    }
}
