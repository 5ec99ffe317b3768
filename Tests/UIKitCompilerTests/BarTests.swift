import IBDocument
import NibBytes
import NibGraph
import Testing
@testable import UIKitCompiler

/// The bars family: each element kind compiled from a small inline xib, with
/// class, keys in order and value types as Apple's iOS 7 pairs (fengzeyan/iYao)
/// and an iOS 10 storyboard pair show them.
struct BarTests {
    /// Compiles `objects` (the body of `<objects>`) for `sdk`.
    func compile(_ objects: String, sdk: Int = 7) throws -> UIKitCompilation {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4514" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            \(objects)
                </objects>
            </document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(text.utf8)), path: "test.xib")
        return try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: sdk))
    }

    func objects(_ graph: NibGraph, of className: String) -> [NibGraph.Object] {
        graph.objects.filter { $0.className == className }
    }

    func keys(_ object: NibGraph.Object) -> [String] { object.entries.map(\.key) }

    func target(_ value: NibGraph.Value?, in graph: NibGraph) -> NibGraph.Object? {
        if case .object(let index)? = value { return graph.objects[index] }
        return nil
    }

    /// The text of a string object.
    func text(_ value: NibGraph.Value?, in graph: NibGraph) -> String? {
        guard case .data(let bytes)? = target(value, in: graph)?["NS.bytes"] else { return nil }
        return String(decoding: bytes.array, as: UTF8.self)
    }

    /// The objects an array or dictionary object lists under `key`.
    func elements(_ object: NibGraph.Object?, _ key: String = "NS.objects", in graph: NibGraph) -> [NibGraph.Object] {
        guard case .array(let values)? = object?[key] else { return [] }
        return values.compactMap { target($0, in: graph) }
    }

    static let viewKeys = ["UIBounds", "UICenter", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIViewContentHuggingPriority"]

    @Test func navigationBarWithItemAndCustomView() throws {
        let compilation = try compile("""
            <navigationBar contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <color key="barTintColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="calibratedRGB"/>
                <textAttributes key="titleTextAttributes">
                    <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="textShadowColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                </textAttributes>
                <items>
                    <navigationItem title="Settings" id="item">
                        <barButtonItem key="leftBarButtonItem" style="plain" id="left">
                            <button key="customView" opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="back">
                                <rect key="frame" x="16" y="7" width="30" height="30"/>
                                <state key="normal" title="Back"/>
                            </button>
                        </barButtonItem>
                    </navigationItem>
                </items>
            </navigationBar>
            """)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let bar = try #require(objects(graph, of: "UINavigationBar").first)
        #expect(keys(bar) == Self.viewKeys + ["UIBarTintColor", "UIItems", "UITitleTextAttributes", "UIBarPosition",
                                             "UIBarTranslucence"])
        #expect(bar["UIBarPosition"] == .integer(2, .int8))
        #expect(bar["UIBarTranslucence"] == .integer(1, .int8))
        #expect(bar["UIViewContentHuggingPriority"].flatMap { target($0, in: graph) }?.className == "NSString")
        // iOS 7 geometry is float32: 4 floats after the one-byte element type.
        if case .data(let bounds)? = bar["UIBounds"] { #expect(bounds.count == 17) } else { Issue.record("UIBounds") }
        #expect(target(bar["UIItems"], in: graph)?.className == "NSMutableArray")

        let item = try #require(objects(graph, of: "UINavigationItem").first)
        #expect(keys(item) == ["UITitle", "UILeftBarButtonItem", "UILeftBarButtonItems", "UINavigationBar"])
        #expect(target(item["UINavigationBar"], in: graph)?.className == "UINavigationBar")
        #expect(target(item["UILeftBarButtonItems"], in: graph)?.className == "NSArray")

        let barButton = try #require(objects(graph, of: "UIBarButtonItem").first)
        #expect(keys(barButton) == ["UICustomView", "UIEnabled"])
        #expect(target(barButton["UICustomView"], in: graph)?.className == "UIButton")

        // Title text attributes: legacy and attributed-string keys in iOS 7's hash order,
        // with UIKit's named white and clear colors.
        let attributes = try #require(target(bar["UITitleTextAttributes"], in: graph))
        #expect(attributes.className == "NSDictionary")
        guard case .array(let names)? = attributes["NS.keys"] else { Issue.record("NS.keys"); return }
        #expect(names.compactMap { text($0, in: graph) } == ["TextShadowColor", "NSShadow", "NSColor", "TextColor"])
        let colorNames = objects(graph, of: "UIColor").compactMap { text($0["UISystemColorName"], in: graph) }
        #expect(Set(colorNames) == ["whiteColor", "clearColor"])
        #expect(objects(graph, of: "NSShadow").first.map(keys) == ["NSShadowColor"])
    }

    /// A title font (the corpus's XLPagerTabStrip storyboard) is the bar's
    /// font under the legacy key `Font` and `NSFont` (`NSFontAttributeName`),
    /// after the colors, by analogy with the colors' two keys; said unchecked once.
    @Test func titleTextAttributeFont() throws {
        let compilation = try compile("""
            <navigationBar contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <textAttributes key="titleTextAttributes">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </textAttributes>
            </navigationBar>
            """, sdk: 10)
        let graph = compilation.graph
        let bar = try #require(objects(graph, of: "UINavigationBar").first)
        let attributes = try #require(target(bar["UITitleTextAttributes"], in: graph))
        guard case .array(let names)? = attributes["NS.keys"], case .array(let values)? = attributes["NS.objects"] else {
            Issue.record("NS.keys"); return
        }
        #expect(names.compactMap { text($0, in: graph) } == ["TextColor", "NSColor", "Font", "NSFont"])
        #expect(values.suffix(2).compactMap { target($0, in: graph)?.className } == ["UIFont", "UIFont"])
        #expect(compilation.diagnostics.map(\.message) == [UIKitContext.unverifiedTextAttributeFont])
    }

    @Test func objectListIsBreadthFirst() throws {
        let compilation = try compile("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                        <items>
                            <navigationItem title="T" id="item">
                                <barButtonItem key="leftBarButtonItem" style="plain" id="left">
                                    <button key="customView" opaque="NO" contentMode="scaleToFill" id="back">
                                        <rect key="frame" x="16" y="7" width="30" height="30"/>
                                    </button>
                                </barButtonItem>
                            </navigationItem>
                        </items>
                    </navigationBar>
                    <tabBar contentMode="scaleToFill" id="tabs">
                        <rect key="frame" x="0.0" y="431" width="320" height="49"/>
                        <items>
                            <tabBarItem title="One" id="one"/>
                        </items>
                    </tabBar>
                    <view contentMode="scaleToFill" id="plain">
                        <rect key="frame" x="0.0" y="64" width="320" height="100"/>
                    </view>
                </subviews>
            </view>
            """)
        let graph = compilation.graph
        let list = try #require(target(graph.objects[0]["UINibObjectsKey"], in: graph))
        let classes = elements(list, in: graph).map(\.className)
        #expect(classes == ["UIProxyObject", "UIView", "UINavigationBar", "UITabBar", "UIView", "UINavigationItem",
                            "UITabBarItem", "UIBarButtonItem", "UIButton"])
    }

    @Test func tabBarAndItems() throws {
        let graph = try compile("""
            <tabBar contentMode="scaleToFill" id="tabs">
                <rect key="frame" x="0.0" y="519" width="320" height="49"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                <items>
                    <tabBarItem title="One" id="one"/>
                    <tabBarItem title="Two" image="two.png" selectedImage="two.png" id="two"/>
                </items>
            </tabBar>
            """).graph
        let bar = try #require(objects(graph, of: "UITabBar").first)
        #expect(keys(bar) == ["UIBounds", "UICenter", "UIBackgroundColor", "UIOpaque", "UIAutoresizeSubviews",
                              "UIAutoresizingMask", "UIViewContentHuggingPriority", "UIItems", "UIBarTranslucence"])
        #expect(target(bar["UIItems"], in: graph)?.className == "NSArray")
        // iOS 7: a calibrated white is stored as RGB.
        let background = try #require(target(bar["UIBackgroundColor"], in: graph))
        #expect(background["UIColorComponentCount"] == .integer(4, .int8))
        let items = objects(graph, of: "UITabBarItem")
        #expect(items.map(keys) == [["UIEnabled", "UITitle"], ["UIEnabled", "UITitle", "UIImage", "UISelectedTemplateImage"]])
        // The selected image is an object of its own, even for the same name (the iOS 10 storyboard pair).
        #expect(items[1]["UIImage"] != items[1]["UISelectedTemplateImage"])
        #expect(target(items[1]["UISelectedTemplateImage"], in: graph)?.className == "UIImageNibPlaceholder")
    }

    /// `selectedItem` names one of the bar's items: `UISelectedItem`, a
    /// reference to that item's object, right after `UIItems` (the order of
    /// `-[UITabBar encodeWithCoder:]`, iOS 18.2); an id that is none of the
    /// bar's items is a warning.
    @Test func tabBarSelectedItem() throws {
        let compilation = try compile("""
            <tabBar contentMode="scaleToFill" selectedItem="two" id="tabs">
                <rect key="frame" x="0.0" y="519" width="320" height="49"/>
                <items>
                    <tabBarItem title="One" id="one"/>
                    <tabBarItem title="Two" id="two"/>
                </items>
            </tabBar>
            <tabBar contentMode="scaleToFill" selectedItem="elsewhere" id="other">
                <items>
                    <tabBarItem title="Three" id="three"/>
                </items>
            </tabBar>
            """)
        let graph = compilation.graph
        let bars = objects(graph, of: "UITabBar")
        #expect(bars.count == 2)
        let bar = try #require(bars.first { $0["UISelectedItem"] != nil })
        let itemKeys = keys(bar).drop { $0 != "UIItems" }.prefix(2)
        #expect(Array(itemKeys) == ["UIItems", "UISelectedItem"])
        let selected = try #require(target(bar["UISelectedItem"], in: graph))
        #expect(selected.className == "UITabBarItem")
        #expect(text(selected["UITitle"], in: graph) == "Two")
        let other = try #require(bars.first { $0["UISelectedItem"] == nil })
        #expect(other["UIItems"] != nil)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0 == TabBarElement.unverifiedSelectedItem }.count == 1)
        #expect(messages.contains("the tab bar's selectedItem \"elsewhere\" is not one of its items; it is left out"))
    }

    /// XLPagerTabStrip's storyboard: `titlePositionAdjustment` is
    /// `UITitlePositionAdjustment`, a UIOffset written as UIKit's coder writes
    /// geometry (the mapping notes; float32 components at the iOS 7 SDK),
    /// after the images; a zero offset writes nothing. No Apple nib shows
    /// one, which a warning says once.
    @Test func tabBarItemTitlePositionAdjustment() throws {
        let compilation = try compile("""
            <tabBar contentMode="scaleToFill" id="tabs">
                <rect key="frame" x="0.0" y="519" width="320" height="49"/>
                <items>
                    <tabBarItem title="One" image="one.png" id="one">
                        <offsetWrapper key="titlePositionAdjustment" horizontal="2" vertical="-4"/>
                    </tabBarItem>
                    <tabBarItem title="Two" id="two">
                        <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="0.0"/>
                    </tabBarItem>
                    <tabBarItem title="Three" id="three">
                        <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="-4"/>
                    </tabBarItem>
                </items>
            </tabBar>
            """)
        let items = objects(compilation.graph, of: "UITabBarItem")
        #expect(items.map(keys) == [
            ["UIEnabled", "UITitle", "UIImage", "UITitlePositionAdjustment"], ["UIEnabled", "UITitle"],
            ["UIEnabled", "UITitle", "UITitlePositionAdjustment"],
        ])
        #expect(items[0]["UITitlePositionAdjustment"] == LegacyArchiveTests.geometry32([2, -4]))
        #expect(compilation.diagnostics.map(\.message) == [TabBarItemElement.unverifiedTitleAdjustment])
    }

    @Test func searchBarWithPlaceholder() throws {
        let compilation = try compile("""
            <searchBar contentMode="redraw" placeholder="Find" id="search">
                <rect key="frame" x="0.0" y="64" width="320" height="44"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """)
        let bar = try #require(objects(compilation.graph, of: "UISearchBar").first)
        #expect(keys(bar) == ["UIBounds", "UICenter", "UIAutoresizeSubviews", "UIContentMode",
                              "UIViewContentHuggingPriority", "UISearchBarTranslucence", "UIText", "UIPlaceholder"])
        #expect(text(bar["UIText"], in: compilation.graph) == "")
        #expect(text(bar["UIPlaceholder"], in: compilation.graph) == "Find")
        // The placeholder's key is the iOS 18.2 encoder's, which no Apple nib of the corpus checks.
        #expect(compilation.diagnostics.map(\.message) == [SearchBarElement.unverified])
    }

    @Test func toolbarAndSystemItems() throws {
        let graph = try compile("""
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tools">
                <rect key="frame" x="0.0" y="436" width="320" height="44"/>
                <items>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="space"/>
                    <barButtonItem title="Done" style="done" id="done"/>
                </items>
            </toolbar>
            """, sdk: 10).graph
        let bar = try #require(objects(graph, of: "UIToolbar").first)
        #expect(keys(bar) == ["UIBounds", "UICenter", "UIDeepDrawRect", "UIAutoresizeSubviews", "UIClearsContextBeforeDrawing",
                              "UIViewContentHuggingPriority", "UIViewSemanticContentAttribute", "UIItems", "UIBarPosition",
                              "UIBarTranslucence"])
        let items = objects(graph, of: "UIBarButtonItem")
        #expect(items.map(keys) == [["UIEnabled", "UIStyle", "UIIsSystemItem", "UISystemItem"], ["UIEnabled", "UIStyle", "UITitle"]])
        #expect(items[1]["UIStyle"] == .integer(2, .int8))
    }
}
