import AppKitCompiler
import IBDocument
import NibBytes
import NibGraph
import Testing

/// WebKit's legacy web view, with the values of the keyed archive ibtool
/// compiled from Sparkle's SUUpdateAlert.xib (the teleport pair,
/// en.lproj/SUUpdateAlert.nib) and of Sparkle's alert nib in Adium
/// (Frameworks/Sparkle.framework, en.lproj/SUUpdateAlert.nib).
struct WebViewTests {
    /// The teleport alert's web view, in a 300 × 200 window.
    static let alertWebView = """
        <webView maintainsBackForwardList="NO" id="web">
            <rect key="frame" x="0.0" y="-2" width="292" height="116"/>
            <autoresizingMask key="autoresizingMask"/>
            <webPreferences key="preferences" defaultFontSize="12" defaultFixedFontSize="12" minimumFontSize="7" \
            plugInsEnabled="NO" javaEnabled="NO" javaScriptCanOpenWindowsAutomatically="NO">
                <nil key="identifier"/>
            </webPreferences>
        </webView>
        """

    @Test func alertWebView() throws {
        let compilation = try compileMacWindow(Self.alertWebView)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "WebView").first)
        // WebKit makes its frame view when loaded: no subviews are archived.
        #expect(view["NSSubviews"] == nil)
        #expect(Array(view.keys.suffix(5)) == ["FrameName", "GroupName", "Preferences", "UseBackForwardList", "AllowsUndo"])
        #expect(graph.text(view["FrameName"]) == "" && graph.text(view["GroupName"]) == "")
        #expect(view["UseBackForwardList"] == .bool(false))
        #expect(view["AllowsUndo"] == .bool(true))
        // The 10.14 and later SDKs' 16 pasteboard types (Adium's Sparkle alert).
        let types = Set(graph.elements(view["NSDragTypes"]).compactMap { type -> String? in
            guard case .data(let bytes)? = type["NS.bytes"] else { return nil }
            return String(decoding: bytes.array, as: UTF8.self)
        })
        #expect(types.count == 16 && types.contains("Apple WebKit dummy pasteboard type") && types.contains("public.url-name"))
        let preferences = try #require(graph.target(view["Preferences"]))
        #expect(preferences.className == "WebPreferences")
        #expect(preferences["Identifier"] == .null)
        // The font sizes of 12 are left out; the rest are WebKit preference keys.
        let values = try #require(graph.target(preferences["Values"]))
        #expect(values.className == "NSMutableDictionary")
        guard case .array(let keys)? = values["NS.keys"], case .array(let numbers)? = values["NS.objects"] else {
            Issue.record("no preference values")
            return
        }
        #expect(keys.compactMap { graph.text($0) } == [
            "WebKitMinimumFontSize", "WebKitPluginsEnabled", "WebKitJavaEnabled", "WebKitJavaScriptCanOpenWindowsAutomatically",
        ])
        #expect(numbers.compactMap { graph.target($0)?.entries.first?.value } == [
            .integer(7, .int8), .bool(false), .bool(false), .bool(false),
        ])
    }

    /// The 10.10 SDK's web view accepts 14 pasteboard types (the teleport pair).
    @Test func dragTypesOfTheTenTenSDK() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="6154.17" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application"/>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
            \(Self.alertWebView)
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let compilation = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: AppKitSDKVersion(10, 10)))
        let view = try #require(compilation.graph.objects(ofClass: "WebView").first)
        let types = compilation.graph.elements(view["NSDragTypes"])
        #expect(types.count == 14)
    }

    /// A font size other than 12 has no ibtool output to follow: it is written, with a warning.
    @Test func otherFontSizeWarns() throws {
        let compilation = try compileMacWindow("""
            <webView id="web">
                <rect key="frame" x="0.0" y="0.0" width="292" height="116"/>
                <autoresizingMask key="autoresizingMask"/>
                <webPreferences key="preferences" identifier="Output" defaultFontSize="11" defaultFixedFontSize="12"/>
            </webView>
            """)
        #expect(compilation.diagnostics.count == 1)
        #expect(compilation.diagnostics.first?.message.contains("WebKitDefaultFontSize") == true)
        let graph = compilation.graph
        let view = try #require(graph.objects(ofClass: "WebView").first)
        #expect(view["UseBackForwardList"] == .bool(true))
        let preferences = try #require(graph.target(view["Preferences"]))
        #expect(graph.text(preferences["Identifier"]) == "Output")
    }
}
