import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

/// Inline Interface Builder 3 archives: the model, then each class family of
/// the legacy compiler.
struct LegacyArchiveTests {
    /// An 8.00 archive whose root objects are File's Owner and `roots`, with
    /// `connections` (connection objects) and `flattened` (`ID.Key` → string).
    static func archive(_ roots: String, connections: String = "", flattened: [(String, String)] = []) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        <data>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        <object class="IBProxyObject" id="owner"><string key="IBProxiedObjectIdentifier">IBFilesOwner</string></object>
        \(roots)
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <array class="NSMutableArray" key="connectionRecords">
        \(connections.isEmpty ? "" : connections.split(separator: "\n").map { "<object class=\"IBConnectionRecord\">\($0)</object>" }.joined(separator: "\n"))
        </array>
        <object class="IBMutableOrderedSet" key="objectRecords"><array key="orderedObjects">
        <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="owner"/></object>
        <object class="IBObjectRecord"><int key="objectID">2</int><reference key="object" ref="v"/></object>
        </array></object>
        <dictionary class="NSMutableDictionary" key="flattenedProperties">
        \(flattened.map { "<string key=\"\($0.0)\">\($0.1)</string>" }.joined(separator: "\n"))
        </dictionary>
        </object>
        </data>
        </archive>
        """
    }

    static func compile(_ text: String, sdk: Int = 7) throws -> UIKitCompilation {
        let archive = try LegacyArchive(bytes: ByteView(copying: Array(text.utf8)), path: "legacy.xib")
        return UIKitCompiler.compileLegacy(archive, options: UIKitCompilerOptions(sdkVersion: sdk))
    }

    /// A float32 geometry value as the graph holds it (element type 6, then the floats).
    static func geometry32(_ numbers: [Float]) -> NibGraph.Value {
        var bytes: [UInt8] = [6]
        for number in numbers { withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes += $0 } }
        return .data(.init(copying: bytes))
    }

    // MARK: Model

    @Test func modelReadsValuesReferencesAndDictionaries() throws {
        let text = """
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data>
            <object class="NSMutableArray" key="IBDocument.RootObjects">
            <bool key="EncodedWithXMLCoder">YES</bool>
            <object class="IBUIView" id="v"><int key="NSvFlags">292</int><bytes key="B">MCAwIDAAA</bytes><float key="F">0.5</float>
            <string key="S" id="s">shared</string><reference key="R" ref="s"/><reference key="N"/></object>
            </object>
            <object class="NSMutableDictionary" key="D"><string key="NS.key.0">a</string><integer value="3" key="NS.object.0"/></object>
            <object class="NSMutableDictionary" key="E"><object class="NSArray" key="dict.sortedKeys"><string>k</string></object>
            <object class="NSMutableArray" key="dict.values"><string>x</string></object></object>
            </data></archive>
            """
        let archive = try LegacyArchive(bytes: ByteView(copying: Array(text.utf8)), path: "t.xib")
        let view = try #require(archive.rootObjects.first)
        #expect(view.className == "IBUIView" && view.line == 4)
        #expect(archive.value("NSvFlags", of: view)?.integer == 292)
        // Unpadded base64, as Interface Builder 3 writes it: "0 0 0" and a NUL.
        #expect(archive.value("B", of: view)?.bytes == Array("0 0 0\0".utf8))
        #expect(archive.value("F", of: view)?.double == 0.5)
        #expect(archive.value("R", of: view)?.string == "shared")
        #expect(archive.value("N", of: view) == nil)
        #expect(archive.pairs(archive.data["D"]).map { "\($0.key)=\($0.value.integer ?? -1)" } == ["a=3"])
        #expect(archive.pairs(archive.data["E"]).map { "\($0.key)=\($0.value.string ?? "")" } == ["k=x"])
    }

    @Test func refusedArchives() {
        func kind(_ text: String) -> IBDocumentError.Kind? {
            do {
                _ = try LegacyArchive(bytes: ByteView(copying: Array(text.utf8)), path: "t.xib")
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(kind("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"6.00\"><data/></archive>")
            == .unsupportedVersion("6.00"))
        #expect(kind("<document/>") == .notADocument("document"))
        let twice = "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data>\n<int id=\"a\" key=\"x\">1</int>\n<int id=\"a\" key=\"y\">2</int></data></archive>"
        if case .duplicateID("a", _)? = kind(twice) {} else { Issue.record("duplicate ids are not refused") }
    }

    // MARK: Views

    @Test func viewFlagsFrameAndTopLevelOrigin() throws {
        let roots = """
            <object class="IBUIView" id="v"><int key="NSvFlags">274</int><string key="NSFrame">{{0, 20}, {320, 460}}</string>
            <array class="NSMutableArray" key="NSSubviews">
            <object class="IBUIView" id="sub"><int key="NSvFlags">-2147483356</int><string key="NSFrame">{{10, 20}, {100, 50}}</string>
            <bool key="IBUIOpaque">NO</bool><int key="IBUITag">4</int></object>
            </array>
            <object class="NSColor" key="IBUIBackgroundColor"><int key="NSColorSpace">3</int><bytes key="NSWhite">MC43NQA</bytes>
            <object class="NSColorSpace" key="NSCustomColorSpace"><int key="NSID">2</int></object></object>
            </object>
            """
        let compilation = try Self.compile(Self.archive(roots))
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let views = graph.objects(ofClass: "UIView")
        #expect(views.count == 2)
        let top = try #require(views.first { $0["UISubviews"] != nil })
        // A top-level view sits at the origin whatever its NSFrame says.
        #expect(top["UICenter"] == Self.geometry32([160, 230]))
        #expect(top["UIAutoresizingMask"] == .integer(18, .int8))
        #expect(top["UIAutoresizeSubviews"] == .bool(true))
        // A custom calibrated white is RGB with the white repeated.
        let background = try #require(graph.target(top["UIBackgroundColor"]))
        #expect(background["UIColorComponentCount"] == .integer(4, .int8) && background["UIRed"] == .float(0.75))
        let sub = try #require(views.first { $0["UITag"] != nil })
        #expect(sub.keys == ["UIBounds", "UICenter", "UIHidden", "UITag", "UIAutoresizeSubviews", "UIAutoresizingMask"])
        #expect(sub["UICenter"] == Self.geometry32([60, 45]))
        #expect(graph.rootList("UINibObjectsKey").count == 3)
    }

    @Test func windowsAndCustomObjects() throws {
        let roots = """
            <object class="IBUICustomObject" id="v"/>
            <object class="IBUIWindow" id="w"><int key="NSvFlags">1316</int><string key="NSFrameSize">{320, 480}</string>
            <bool key="IBUIResizesToFullScreen">YES</bool><bool key="IBUIVisibleAtLaunch">YES</bool></object>
            """
        let outlet = "<object class=\"IBCocoaTouchOutletConnection\" key=\"connection\"><string key=\"label\">window</string><reference key=\"source\" ref=\"v\"/><reference key=\"destination\" ref=\"w\"/></object>"
        let compilation = try Self.compile(Self.archive(roots, connections: outlet, flattened: [("2.CustomClassName", "AppDelegate")]))
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let window = try #require(graph.objects(ofClass: "UIWindow").first)
        #expect(window["UIHidden"] == .bool(true) && window["UIVisibleAtLaunch"] == .bool(true)
            && window["UIResizesToFullScreen"] == .bool(true))
        #expect(graph.rootList("UINibVisibleWindowsKey").count == 1)
        let delegate = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        #expect(graph.text(delegate["UIClassName"]) == "AppDelegate")
        #expect(graph.text(delegate["UIOriginalClassName"]) == "UICustomObject")
    }

    // MARK: Controls

    @Test func labelsButtonsAndEventConnections() throws {
        let roots = """
            <object class="IBUIView" id="v"><int key="NSvFlags">274</int><string key="NSFrameSize">{320, 460}</string>
            <array class="NSMutableArray" key="NSSubviews">
            <object class="IBUILabel" id="l"><int key="NSvFlags">292</int><string key="NSFrame">{{20, 0}, {280, 23}}</string>
            <bool key="IBUIOpaque">NO</bool><int key="IBUIContentMode">7</int><string key="IBUIText">0</string>
            <object class="NSFont" key="IBUIFont"><string key="NSName">Helvetica</string><double key="NSSize">24</double></object>
            <object class="NSColor" key="IBUITextColor"><int key="NSColorSpace">1</int><bytes key="NSRGB">MCAwIDAAA</bytes></object>
            <float key="IBUIMinimumFontSize">10</float><int key="IBUITextAlignment">2</int></object>
            <object class="IBUIButton" id="b"><int key="NSvFlags">292</int><string key="NSFrame">{{20, 40}, {72, 37}}</string>
            <int key="IBUIButtonType">1</int><string key="IBUINormalTitle">Go</string>
            <object class="NSColor" key="IBUIHighlightedTitleColor"><int key="NSColorSpace">3</int><bytes key="NSWhite">MQA</bytes></object>
            </object>
            </array></object>
            """
        let action = "<object class=\"IBCocoaTouchEventConnection\" key=\"connection\"><string key=\"label\">go:</string><reference key=\"source\" ref=\"b\"/><reference key=\"destination\" ref=\"owner\"/><int key=\"IBEventType\">7</int></object>"
        let compilation = try Self.compile(Self.archive(roots, connections: action))
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics)")
        let graph = compilation.graph
        let label = try #require(graph.objects(ofClass: "UILabel").first)
        #expect(graph.text(graph.target(label["UIFont"])?["UIFontName"]) == "Helvetica")
        // A label without IBUIAdjustsFontSizeToFit adjusts (Interface Builder 3's default).
        #expect(label["UIAdjustsFontSizeToFit"] == .bool(true) && label["UITextAlignment"] == .integer(2, .int8))
        let button = try #require(graph.objects(ofClass: "UIButton").first)
        #expect(button["UIButtonType"] == .integer(1, .int8))
        // Two states: normal (its title) and highlighted (its title color).
        let contents = graph.objects(ofClass: "UIButtonContent")
        #expect(contents.count == 2)
        #expect(contents.contains { graph.text($0["UITitle"]) == "Go" })
        let event = try #require(graph.objects(ofClass: "UIRuntimeEventConnection").first)
        // IBEventType 7 is touch up inside, bit 6.
        #expect(event["UIEventMask"] == .integer(64, .int8))
        #expect(graph.text(event["UILabel"]) == "go:")
    }

    // MARK: Diagnostics

    @Test func unknownClassesKeysAndDanglingReferencesWarn() throws {
        let roots = """
            <object class="IBUIView" id="v"><int key="NSvFlags">256</int><string key="NSFrame">not a frame</string>
            <int key="IBUIMystery">1</int>
            <array class="NSMutableArray" key="NSSubviews"><object class="IBUIGizmo" id="g"/></array></object>
            """
        let outlet = "<object class=\"IBCocoaTouchOutletConnection\" key=\"connection\"><string key=\"label\">gizmo</string><reference key=\"source\" ref=\"owner\"/><reference key=\"destination\" ref=\"g\"/></object>\n<object class=\"IBCocoaTouchOutletConnection\" key=\"connection\"><string key=\"label\">ghost</string><reference key=\"source\" ref=\"owner\"/><reference key=\"destination\" ref=\"nowhere\"/></object>"
        let compilation = try Self.compile(Self.archive(roots, connections: outlet))
        let messages = compilation.diagnostics.map(\.description)
        #expect(compilation.diagnostics.allSatisfy { $0.severity == .warning && $0.line != nil && $0.column != nil })
        #expect(messages.contains { $0.hasPrefix("legacy.xib:7:") && $0.contains("IBUIView IBUIMystery is not supported yet") })
        #expect(messages.contains { $0.contains("NSFrame \"not a frame\" is not a geometry") })
        #expect(messages.contains { $0.contains("IBUIGizmo is not supported yet") })
        #expect(messages.contains { $0.contains("the connection's destination (IBUIGizmo) is left out") })
        #expect(messages.contains { $0.contains("the connection's destination names no object") })
        #expect(compilation.graph.rootList("UINibConnectionsKey").isEmpty)
    }
}
