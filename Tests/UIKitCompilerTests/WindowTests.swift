import NibGraph
import Testing

/// `<window>` and `<customObject>`, as Apple's keyed `MainWindow.nib` pair shows
/// them (a hidden window; the app delegate as a swapped `UICustomObject`).
struct WindowTests {
    static let mainWindow = """
        <customObject id="3" customClass="AppDelegate">
            <connections>
                <outlet property="window" destination="2" id="5"/>
            </connections>
        </customObject>
        <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="2">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
        </window>
        """

    @Test func aVisibleWindowIsListedAndHidden() throws {
        let compilation = try compileXIB(Self.mainWindow, sdk: 7)
        let graph = compilation.graph
        let window = try #require(graph.objects(ofClass: "UIWindow").first)
        #expect(window.keys == ["UIBounds", "UICenter", "UIHidden", "UIAutoresizeSubviews", "UIAutoresizingMask",
                                "UIClearsContextBeforeDrawing", "UIVisibleAtLaunch", "UIResizesToFullScreen"])
        #expect(window["UIHidden"] == .bool(true))
        #expect(graph.rootList("UINibVisibleWindowsKey") == [window])
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func aWindowThatDoesNotResizeOrShowIsNotListed() throws {
        let compilation = try compileXIB("""
            <window opaque="NO" contentMode="scaleToFill" resizesToFullScreen="NO" id="2"/>
            """, sdk: 7)
        let window = try #require(compilation.graph.objects(ofClass: "UIWindow").first)
        #expect(!window.keys.contains("UIResizesToFullScreen"))
        #expect(!window.keys.contains("UIVisibleAtLaunch"))
        #expect(compilation.graph.rootList("UINibVisibleWindowsKey").isEmpty)
    }

    @Test func aCustomObjectIsASwappedUICustomObject() throws {
        let compilation = try compileXIB(Self.mainWindow, sdk: 7)
        let graph = compilation.graph
        let delegate = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        #expect(delegate.keys == ["UIClassName", "UIOriginalClassName"])
        #expect(graph.text(delegate["UIClassName"]) == "AppDelegate")
        #expect(graph.text(delegate["UIOriginalClassName"]) == "UICustomObject")
        #expect(graph.rootList("UINibTopLevelObjectsKey").map(\.className) == ["UIProxyObject", "UIClassSwapper", "UIWindow"])
    }

    @Test func aPlainCustomObjectHasNoValues() throws {
        let compilation = try compileXIB(#"<customObject id="3"/>"#, sdk: 14)
        let object = try #require(compilation.graph.objects(ofClass: "UICustomObject").first)
        #expect(object.entries.isEmpty)
    }
}
