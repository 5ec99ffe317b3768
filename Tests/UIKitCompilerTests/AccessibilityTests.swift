import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// `<accessibility key="accessibilityConfiguration">` → the root's
/// `UINibAccessibilityConfigurationsKey` list of
/// `UIRuntimeAccessibilityConfiguration`s, keys in the order UIKit's encoder
/// writes them.
struct AccessibilityTests {
    @Test func configurationKeysInUIKitsOrder() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="60" height="30"/>
                <accessibility key="accessibilityConfiguration" hint="Opens it" identifier="open" label="Open">
                    <accessibilityTraits key="traits" button="YES" header="YES"/>
                    <bool key="isElement" value="YES"/>
                </accessibility>
            </button>
            <view contentMode="scaleToFill" id="2">
                <accessibility key="accessibilityConfiguration"/>
            </view>
            """, sdk: 14)
        let graph = compilation.graph
        let list = graph.rootList("UINibAccessibilityConfigurationsKey")
        // The empty configuration writes nothing.
        #expect(list.count == 1)
        let configuration = try #require(list.first)
        #expect(configuration.className == "UIRuntimeAccessibilityConfiguration")
        #expect(configuration.keys == ["UIAccessibileObject", "UIAccessibilityHint", "UIAccessibilityIdentifier",
                                       "UIAccessibilityLabel", "UIAccessibilityTraits", "UIIsAccessibilityElement"])
        #expect(graph.target(configuration["UIAccessibileObject"])?.className == "UIButton")
        #expect(graph.text(configuration["UIAccessibilityLabel"]) == "Open")
        #expect(graph.text(configuration["UIAccessibilityIdentifier"]) == "open")
        #expect(graph.target(configuration["UIAccessibilityTraits"])?.className == "NSNumber")
        #expect(graph.target(configuration["UIIsAccessibilityElement"])?.className == "NSNumber")
        #expect(compilation.diagnostics.filter { $0.message.hasPrefix("accessibility configurations") }.count == 1)
    }

    @Test func onlyTheSetKeysAndLocalizableTexts() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <label opaque="NO" text="Hi" id="L1"><accessibility key="accessibilityConfiguration" label="Greeting"/></label>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let compilation = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 14, localizableStrings: true))
        let configuration = try #require(compilation.graph.rootList("UINibAccessibilityConfigurationsKey").first)
        #expect(configuration.keys == ["UIAccessibileObject", "UIAccessibilityLabel"])
        let label = try #require(compilation.graph.target(configuration["UIAccessibilityLabel"]))
        #expect(label.className == "NSLocalizableString")
        #expect(compilation.graph.text(label["NSKey"]) == "L1.accessibilityLabel")
    }
}
