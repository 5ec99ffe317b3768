import AppKitCompiler
import IBDocument
import NibBytes
import NibCompiler
import NibGraph
import Testing

/// Each macOS SDK's keys, as Apple's nib bundles show them (see AppKitSDKEra.swift).
struct SDKEraTests {
    static let field = """
        <textField id="f"><rect key="frame" x="20" y="20" width="100" height="21"/>
            <textFieldCell key="cell" title="Name" alignment="right" id="c">
                <font key="font" metaFont="system"/>
                <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell>
        </textField>
        """

    /// A document of `toolsVersion` whose owner has a class and whose window holds a text field.
    static func document(toolsVersion: String = "17701", path: String = "test.xib") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Owner"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <window title="W" id="w"><rect key="contentRect" x="0" y="0" width="300" height="200"/>
                    <view key="contentView" id="v"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/><subviews>\(field)</subviews></view>
                </window>
            </objects>
        </document>
        """
    }

    static func compile(sdk: AppKitSDKVersion?) throws -> NibGraph {
        let document = try IBDocument(bytes: ByteView(copying: Array(document().utf8)), path: "test.xib")
        return try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: sdk)).graph
    }

    static func keys(_ graph: NibGraph, ofClass className: String) -> [String] {
        graph.objects.first { $0.className == className }?.entries.map(\.key) ?? []
    }

    @Test func newestSDKWritesWritingToolsAndNoSecondSize() throws {
        let graph = try Self.compile(sdk: nil)
        let field = Self.keys(graph, ofClass: "NSTextField")
        #expect(field.contains("NSAllowsWritingTools") && field.contains("NS.resolvesNaturalAlignmentWithBaseWritingDirection"))
        #expect(!field.contains("NSControlSize2"))
        #expect(graph.objects.contains { $0.className == "IBClassReference" })
    }

    /// The 15 SDK writes writing tools and the second control size, not the exposure or natural alignment keys.
    @Test func sdk15() throws {
        let graph = try Self.compile(sdk: AppKitSDKVersion(15))
        let field = Self.keys(graph, ofClass: "NSTextField")
        #expect(field.contains("NSAllowsWritingTools") && !field.contains("NS.resolvesNaturalAlignmentWithBaseWritingDirection"))
        #expect(field.firstIndex(of: "NSControlSize2") == field.firstIndex(of: "NSControlSize").map { $0 + 1 })
        let cell = Self.keys(graph, ofClass: "NSTextFieldCell")
        #expect(cell.firstIndex(of: "NSControlSize2") == cell.firstIndex(of: "NSCellFlags2").map { $0 + 1 })
        #expect(!graph.objects.contains { $0.entries.contains { $0.key == "NSLinearExposure" } })
        // Center is 1 and right 2 from the 15 SDK on.
        #expect(graph.objects.first { $0.className == "NSTextField" }?["NSControlTextAlignment"] == .integer(2, .int8))
    }

    /// The 11 SDK: no writing tools, no class references, right-aligned is 1.
    @Test func sdk11() throws {
        let graph = try Self.compile(sdk: AppKitSDKVersion(11))
        let field = Self.keys(graph, ofClass: "NSTextField")
        #expect(!field.contains("NSAllowsWritingTools") && field.contains("NSControlSize2"))
        #expect(!graph.objects.contains { $0.className == "IBClassReference" })
        #expect(graph.objects.first { $0.className == "NSTextField" }?["NSControlTextAlignment"] == .integer(1, .int8))
    }

    /// The 10.14 SDK writes no control keys of `NSControl`'s own and no layout guides.
    @Test func sdk10_14() throws {
        let graph = try Self.compile(sdk: AppKitSDKVersion(10, 14))
        let field = Self.keys(graph, ofClass: "NSTextField")
        for key in ["NSControlSize", "NSControlSize2", "NSControlTextAlignment", "IBNSSafeAreaLayoutGuide",
                    "NSViewWantsBestResolutionOpenGLSurface"] {
            #expect(!field.contains(key), "\(key)")
        }
        #expect(field.contains("NSEnabled") && field.contains("NSCell"))
    }

    /// A titled window's frame limits add the SDK's title bar: 22 points (10.9), 28 (12, 15), 32 (26).
    @Test(arguments: [(AppKitSDKVersion(10, 9), 122.0), (AppKitSDKVersion(12), 128), (AppKitSDKVersion(15), 128), (.newest, 132)])
    func titleBarHeight(_ sdk: AppKitSDKVersion, _ height: Double) throws {
        let text = Self.document().replacingOccurrences(of: "<rect key=\"contentRect\"", with: """
            <windowStyleMask key="styleMask" titled="YES"/><value key="minSize" type="size" width="100" height="100"/><rect key="contentRect"
            """)
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let graph = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: sdk)).graph
        let window = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        guard case .object(let index)? = window["NSMinSize"], case .data(let bytes)? = graph.objects[index]["NS.bytes"] else {
            Issue.record("no NSMinSize")
            return
        }
        #expect(String(decoding: bytes.array, as: UTF8.self) == "{100, \(Int(height))}")
    }

    /// The ICC profiles of the color spaces: `NSMutableData` (`NS.data`) in the
    /// 10.14 SDK's keyed archive of Apple's AboutBox bundle (Stella in
    /// Provenance), `NSData` in the 11 SDK's of adium's AccountProfile bundle.
    @Test(arguments: [(AppKitSDKVersion(10, 14), "NSMutableData", "NS.data"), (AppKitSDKVersion(11), "NSData", "NS.bytes")])
    func profileDataClass(sdk: AppKitSDKVersion, className: String, key: String) throws {
        let document = try IBDocument(bytes: ByteView(copying: Array(Self.document().utf8)), path: "test.xib")
        let profiles = AppKitColorProfiles(genericGrayGamma22: [1, 2, 3], sRGB: [4, 5, 6])
        let graph = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(colorProfiles: profiles, sdkVersion: sdk)).graph
        let space = try #require(graph.objects(ofClass: "NSColorSpace").first)
        let profile = try #require(graph.target(space["NSICC"]))
        #expect(profile.className == className)
        #expect(profile.keys == [key])
        guard case .data(let bytes)? = profile[key] else { Issue.record("no profile bytes"); return }
        #expect(bytes.array == [1, 2, 3])
    }

    @Test func toolsVersionsNameTheirXcodesSDK() {
        #expect(AppKitSDKVersion.forToolsVersion(5056) == AppKitSDKVersion(10, 9))
        #expect(AppKitSDKVersion.forToolsVersion(14490) == AppKitSDKVersion(10, 14))
        #expect(AppKitSDKVersion.forToolsVersion(17701) == AppKitSDKVersion(11))
        #expect(AppKitSDKVersion.forToolsVersion(19162) == AppKitSDKVersion(12))
        #expect(AppKitSDKVersion.forToolsVersion(23504) == AppKitSDKVersion(15))
        #expect(AppKitSDKVersion.forToolsVersion(24506) == .newest)
        #expect(AppKitSDKVersion("10.14") == AppKitSDKVersion(10, 14) && AppKitSDKVersion("26") == .newest)
        #expect(AppKitSDKVersion("10.") == nil && AppKitSDKVersion("x") == nil && AppKitSDKVersion("1.2.3") == nil)
    }

    /// A `.xib` compiles with the newest SDK to a NIBArchive whatever Xcode saved
    /// it; a nib bundle's `designable.nib` with its Xcode's SDK to a keyed archive.
    @Test func bundleDocumentDefaults() throws {
        let bytes = ByteView(copying: Array(Self.document(toolsVersion: "17701").utf8))
        let xib = try NibCompiler.compile(bytes, path: "a.xib")
        let xibGraph = try NibGraph(nibArchiveBytes: ByteView(copying: xib.bytes))
        #expect(xibGraph.objects.contains { $0.className == "IBClassReference" })
        let bundle = try NibCompiler.compile(bytes, path: "a.nib/designable.nib")
        let bundleGraph = try NibGraph(keyedArchiveBytes: ByteView(copying: bundle.bytes))
        #expect(!bundleGraph.objects.contains { $0.className == "IBClassReference" })
        // The options' SDK and format win.
        let chosen = try NibCompiler.compile(bytes, path: "a.nib/designable.nib",
                                             options: NibCompilerOptions(appKitKeyedArchive: false, appKitSDK: .newest))
        let chosenGraph = try NibGraph(nibArchiveBytes: ByteView(copying: chosen.bytes))
        #expect(chosenGraph.objects.contains { $0.className == "IBClassReference" })
    }

    /// From the 10.11 to the 10.14 SDK the regular system font of 20 points
    /// and more archives as SF Display (the 10.14 SDK's AboutBox bundle: 24
    /// points); smaller sizes and later SDKs keep ".AppleSystemUIFont".
    @Test(arguments: [(AppKitSDKVersion(10, 14), 24.0, ".SFNSDisplay"), (AppKitSDKVersion(10, 14), 13, ".AppleSystemUIFont"),
                      (AppKitSDKVersion(10, 15), 24, ".AppleSystemUIFont"), (AppKitSDKVersion(10, 10), 24, ".AppleSystemUIFont")])
    func largeSystemFontNameBefore1015(sdk: AppKitSDKVersion, size: Double, name: String) throws {
        let text = Self.document().replacingOccurrences(of: #"<font key="font" metaFont="system"/>"#,
                                                         with: #"<font key="font" metaFont="system" size="\#(Int(size))"/>"#)
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let graph = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: sdk)).graph
        let font = try #require(graph.objects.first { $0.className == "NSFont" })
        #expect(graph.text(font["NSName"]) == name)
    }

    /// The Flycut bundle (12 SDK): the semibold system font is ".AppleSystemUIFontDemi" (flags 0x1814), and a
    /// pop-up's menu font has role 0x515, where today's ibtool writes the message font's 0x616.
    @Test(arguments: [("systemSemibold", AppKitSDKVersion(12), ".AppleSystemUIFontDemi", Int64(0x1814)),
                      ("menu", AppKitSDKVersion(12), ".AppleSystemUIFont", 0x515),
                      ("menu", AppKitSDKVersion(26), ".AppleSystemUIFont", 0x616)])
    func metaFontsOfTheFlycutBundle(meta: String, sdk: AppKitSDKVersion, name: String, flags: Int64) throws {
        let text = Self.document().replacingOccurrences(of: #"metaFont="system""#, with: #"metaFont="\#(meta)""#)
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let graph = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: sdk)).graph
        let font = try #require(graph.objects.first { $0.className == "NSFont" })
        #expect(graph.text(font["NSName"]) == name)
        #expect(font["NSfFlags"] == .integer(flags, .int16))
    }

    /// A menu item's localization, mirroring and representation keys and a
    /// button cell's `NSBezelStyle`: not in the 12 SDK's output (the Flycut
    /// bundle), in the 15 SDK's (caffeine's).
    @Test(arguments: [(AppKitSDKVersion(12), false), (AppKitSDKVersion(15), true)])
    func menuItemAndBezelKeys(sdk: AppKitSDKVersion, written: Bool) throws {
        let text = Self.document().replacingOccurrences(of: "</objects>", with: """
            <menu title="M" id="m"><items><menuItem title="I" id="i"/></items></menu>
            <button id="b"><rect key="frame" x="0" y="0" width="80" height="32"/>
                <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="center" borderStyle="border" id="bc">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            </objects>
            """)
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        let graph = try AppKitCompiler.compile(document, options: AppKitCompilerOptions(sdkVersion: sdk)).graph
        let item = Self.keys(graph, ofClass: "NSMenuItem")
        for key in ["NSAllowsKeyEquivalentLocalization", "NSAllowsKeyEquivalentMirroring", "NSHiddenInRepresentation"] {
            #expect(item.contains(key) == written, "\(key)")
        }
        #expect(Self.keys(graph, ofClass: "NSButtonCell").contains("NSBezelStyle") == written)
        #expect(Self.keys(graph, ofClass: "NSButtonCell").contains("NSButtonFlags2"))
    }

    /// A text view's clip view's arrow cursor: hot spot "{4, 4}" in the 12
    /// SDK's output (the Flycut bundle's keyedobjects.nib and its NIBArchive),
    /// "{1, -1}" in the 10.14 SDK's (AboutBox) and the 26 SDK's (test7_clipview).
    @Test(arguments: [(AppKitSDKVersion(10, 14), "{1, -1}"), (AppKitSDKVersion(12), "{4, 4}"),
                      (AppKitSDKVersion(26), "{1, -1}")])
    func clipViewCursorHotSpot(sdk: AppKitSDKVersion, hotSpot: String) throws {
        let graph = try compileMacXIB(ScrollViewTests.scrollView, sdk: sdk).graph
        let clip = try #require(graph.objects(ofClass: "NSClipView").first)
        let cursor = try #require(graph.target(clip["NSCursor"]))
        #expect(cursor["NSCursorType"] == .integer(0, .int8))
        #expect(graph.text(cursor["NSHotSpot"]) == hotSpot)
    }

    /// A rounded push button whose element gives its bezel's own hugging
    /// (250 across, 750 up): "{250, 750}" in the 10.14 SDK's output (AboutBox)
    /// and the 12 SDK's (the Flycut bundle's SaveToButton), nothing in the 10.9
    /// SDK's (the XMPP bundle), the 15 SDK's (caffeine) or the 26 SDK's.
    @Test(arguments: [(AppKitSDKVersion(10, 9), false), (AppKitSDKVersion(10, 14), true), (AppKitSDKVersion(12), true),
                      (AppKitSDKVersion(15), false), (AppKitSDKVersion(26), false)])
    func pushButtonGivenHugging(sdk: AppKitSDKVersion, written: Bool) throws {
        let graph = try compileMacWindow("""
            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="134" y="79" width="85" height="32"/>
                <buttonCell key="cell" type="push" title="Desktop" bezelStyle="rounded" alignment="center" borderStyle="border" \
            imageScaling="proportionallyDown" inset="2" id="bc">
                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """, sdk: sdk).graph
        let button = try #require(graph.objects(ofClass: "NSButton").first)
        #expect(graph.text(button["NSHuggingPriority"]) == (written ? "{250, 750}" : nil))
    }
}
