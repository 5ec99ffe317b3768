import NibGraph
import Testing
@testable import UIKitCompiler

/// `<wkWebView>` and its `<wkWebViewConfiguration>`: keys, order and value
/// types as WebKit's `encodeWithCoder:` methods write them (no Apple nib of
/// the corpus holds a web view).
struct WebViewTests {
    static let viewKeys = ["configuration", "allowsBackForwardNavigationGestures", "customUserAgent", "allowsLinkPreview"]
    static let configurationKeys = [
        "processPool", "preferences", "userContentController", "websiteDataStore", "suppressesIncrementalRendering",
        "allowsAirPlayForMediaPlayback", "drawsBackground", "dataDetectorTypes", "allowsInlineMediaPlayback",
        "allowsInlineMediaPlaybackAfterFullscreen", "mediaTypesRequiringUserActionForPlayback", "selectionGranularity",
        "allowsPictureInPictureMediaPlayback", "ignoresViewportScaleLimits", "dragLiftDelay",
        "textInteractionGesturesEnabled", "longPressActionsEnabled", "systemPreviewEnabled",
        "shouldDecidePolicyBeforeLoadingQuickLookPreview",
    ]

    /// A web view without a configuration still gets one, with WebKit's
    /// defaults: a view that `-[WKWebView initWithCoder:]` can build.
    @Test func webViewWithoutConfigurationGetsTheDefaults() throws {
        let compilation = try compileXIB("""
            <wkWebView contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </wkWebView>
            """, sdk: 14)
        let graph = compilation.graph
        let webView = try #require(graph.objects(ofClass: "WKWebView").first)
        #expect(Array(webView.keys.suffix(4)) == Self.viewKeys)
        #expect(webView["allowsBackForwardNavigationGestures"] == .bool(false))
        #expect(webView["customUserAgent"] == .null)
        #expect(webView["allowsLinkPreview"] == .bool(true))
        let configuration = try #require(graph.target(webView["configuration"]))
        #expect(configuration.className == "WKWebViewConfiguration")
        #expect(configuration.keys == Self.configurationKeys)
        #expect(graph.target(configuration["processPool"])?.className == "WKProcessPool")
        #expect(graph.target(configuration["processPool"])?.keys == [])
        #expect(graph.target(configuration["userContentController"])?.className == "WKUserContentController")
        #expect(graph.target(configuration["userContentController"])?.keys == [])
        let dataStore = try #require(graph.target(configuration["websiteDataStore"]))
        #expect(dataStore.className == "WKWebsiteDataStore")
        #expect(dataStore.keys == ["isDefaultDataStore"])
        #expect(dataStore["isDefaultDataStore"] == .bool(true))
        #expect(configuration["allowsAirPlayForMediaPlayback"] == .bool(true))
        #expect(configuration["dataDetectorTypes"] == .integer(0))
        #expect(configuration["mediaTypesRequiringUserActionForPlayback"] == .bool(true))
        #expect(configuration["allowsPictureInPictureMediaPlayback"] == .bool(true))
        let preferences = try #require(graph.target(configuration["preferences"]))
        #expect(preferences.className == "WKPreferences")
        #expect(preferences.keys == ["minimumFontSize", "javaScriptCanOpenWindowsAutomatically", "javaScriptEnabled",
                                     "shouldPrintBackgrounds", "textInteractionEnabled"])
        #expect(preferences["minimumFontSize"] == .double(0))
        #expect(preferences["javaScriptEnabled"] == .bool(true))
        #expect(compilation.diagnostics.map(\.message) == [WKWebViewElement.unverified])
    }

    /// The document's configuration: its switches, option sets (the media
    /// types as a boolean, since WebKit writes them with `encodeBool:`), the
    /// user agent's application name and the preferences; the view's own flags.
    @Test func configurationAttributesAreWritten() throws {
        let compilation = try compileXIB("""
            <wkWebView contentMode="scaleToFill" allowsBackForwardNavigationGestures="YES" allowsLinkPreview="NO" \
            customUserAgent="Agent/1" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <wkWebViewConfiguration key="configuration" allowsAirPlayForMediaPlayback="NO" allowsInlineMediaPlayback="YES" \
            allowsPictureInPictureMediaPlayback="NO" applicationNameForUserAgent="App/2" selectionGranularity="character">
                    <dataDetectorTypes key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                    <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                    <wkPreferences key="preferences" minimumFontSize="10" javaScriptEnabled="NO" \
            javaScriptCanOpenWindowsAutomatically="YES"/>
                </wkWebViewConfiguration>
            </wkWebView>
            """, sdk: 14)
        let graph = compilation.graph
        let webView = try #require(graph.objects(ofClass: "WKWebView").first)
        #expect(webView["allowsBackForwardNavigationGestures"] == .bool(true))
        #expect(graph.text(webView["customUserAgent"]) == "Agent/1")
        #expect(webView["allowsLinkPreview"] == .bool(false))
        let configuration = try #require(graph.target(webView["configuration"]))
        #expect(Array(configuration.keys[4...6]) == ["suppressesIncrementalRendering", "applicationNameForUserAgent",
                                                     "allowsAirPlayForMediaPlayback"])
        #expect(graph.text(configuration["applicationNameForUserAgent"]) == "App/2")
        #expect(configuration["allowsAirPlayForMediaPlayback"] == .bool(false))
        #expect(configuration["allowsInlineMediaPlayback"] == .bool(true))
        #expect(configuration["allowsPictureInPictureMediaPlayback"] == .bool(false))
        #expect(configuration["dataDetectorTypes"] == .integer(3))
        #expect(configuration["mediaTypesRequiringUserActionForPlayback"] == .bool(false))
        #expect(configuration["selectionGranularity"] == .integer(1))
        let preferences = try #require(graph.target(configuration["preferences"]))
        #expect(preferences["minimumFontSize"] == .double(10))
        #expect(preferences["javaScriptEnabled"] == .bool(false))
        #expect(preferences["javaScriptCanOpenWindowsAutomatically"] == .bool(true))
        #expect(compilation.diagnostics.map(\.message) == [WKWebViewElement.unverified])
    }

    /// SDK eras: the iOS 11 SDK's configuration and preferences keys, the iOS
    /// 16 view key, the iOS 18 configuration keys and the iOS 26 preference.
    @Test func keySetsFollowTheSDK() throws {
        let web = """
            <wkWebView contentMode="scaleToFill" id="1">
                <wkWebViewConfiguration key="configuration">
                    <dataDetectorTypes key="dataDetectorTypes" all="YES"/>
                    <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" video="YES"/>
                    <wkPreferences key="preferences"/>
                </wkWebViewConfiguration>
            </wkWebView>
            """
        let old = try compileXIB(web, sdk: 11).graph
        let oldView = try #require(old.objects(ofClass: "WKWebView").first)
        #expect(Array(oldView.keys.suffix(4)) == Self.viewKeys)
        let oldConfiguration = try #require(old.target(oldView["configuration"]))
        #expect(oldConfiguration.keys == Self.configurationKeys.filter {
            !["drawsBackground", "dragLiftDelay", "textInteractionGesturesEnabled", "longPressActionsEnabled",
              "systemPreviewEnabled", "shouldDecidePolicyBeforeLoadingQuickLookPreview"].contains($0)
        })
        #expect(oldConfiguration["dataDetectorTypes"] == .integer(-1))
        #expect(oldConfiguration["mediaTypesRequiringUserActionForPlayback"] == .bool(true))
        #expect(old.target(oldConfiguration["preferences"])?.keys
                == ["minimumFontSize", "javaScriptEnabled", "javaScriptCanOpenWindowsAutomatically"])

        let new = try compileXIB(web, sdk: 26).graph
        let newView = try #require(new.objects(ofClass: "WKWebView").first)
        #expect(Array(newView.keys.suffix(5)) == Self.viewKeys + ["findInteractionEnabled"])
        let newConfiguration = try #require(new.target(newView["configuration"]))
        #expect(newConfiguration.keys == Self.configurationKeys + [
            "scrollToTextFragmentIndicatorEnabled", "scrollToTextFragmentMarkingEnabled",
            "multiRepresentationHEICInsertionEnabled",
        ])
        #expect(new.target(newConfiguration["preferences"])?.keys == [
            "minimumFontSize", "javaScriptCanOpenWindowsAutomatically", "javaScriptEnabled", "shouldPrintBackgrounds",
            "tabFocusesLinks", "textInteractionEnabled",
        ])
    }

    /// Two web views: the unverified-encoding warning once; unknown attributes
    /// and children of the configuration are named.
    @Test func warningsNameWhatIsLeftOut() throws {
        let compilation = try compileXIB("""
            <view contentMode="scaleToFill" id="1">
                <subviews>
                    <wkWebView contentMode="scaleToFill" id="2">
                        <wkWebViewConfiguration key="configuration" limitsNavigationsToAppBoundDomains="YES">
                            <wkPreferences key="preferences" fraudulentWebsiteWarningEnabled="NO"/>
                            <wkWebpagePreferences key="defaultWebpagePreferences"/>
                        </wkWebViewConfiguration>
                    </wkWebView>
                    <wkWebView contentMode="scaleToFill" id="3"/>
                </subviews>
            </view>
            """, sdk: 15)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0 == WKWebViewElement.unverified }.count == 1)
        #expect(messages.contains { $0.contains("limitsNavigationsToAppBoundDomains") })
        #expect(messages.contains { $0.contains("fraudulentWebsiteWarningEnabled") })
        #expect(messages.contains("<wkWebpagePreferences key=\"defaultWebpagePreferences\"> in <wkWebViewConfiguration> is not supported yet; left out"))
        #expect(messages.count == 4)
        #expect(compilation.graph.objects(ofClass: "WKWebViewConfiguration").count == 2)
    }
}
