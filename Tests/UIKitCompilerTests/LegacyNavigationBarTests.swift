import NibGraph
import Testing
import UIKitCompiler

/// `IBUINavigationBar` with its `IBUINavigationItem` and `IBUIBarButtonItem`
/// (Interface Builder 3 archives) compiles as the 3.0 `<navigationBar>` does:
/// XMPPFramework's iPhoneXMPP settings bar, a "Settings" item with a bordered
/// Done button whose action is kept. The numbers are UIKit's enumerations
/// (`UIBarButtonItemStyleBordered` 1, `UIBarButtonSystemItemDone` 0, `UIBarStyleBlack` 1).
struct LegacyNavigationBarTests {
    typealias Archive = LegacyArchiveTests

    static func bar(style: String = "") -> String {
        """
        <object class="IBUINavigationBar" id="v"><int key="NSvFlags">290</int><string key="NSFrameSize">{320, 44}</string>\(style)
        <object class="NSArray" key="IBUIItems"><bool key="EncodedWithXMLCoder">YES</bool>
        <object class="IBUINavigationItem" id="item"><reference key="IBUINavigationBar" ref="v"/><string key="IBUITitle">Settings</string>
        <object class="IBUIBarButtonItem" key="IBUILeftBarButtonItem" id="done"><int key="IBUIStyle">1</int>
        <reference key="IBUINavigationItem" ref="item"/><int key="IBUISystemItemIdentifier">0</int></object>
        </object></object></object>
        """
    }

    static let action = "<object class=\"IBCocoaTouchEventConnection\" key=\"connection\"><string key=\"label\">done:</string>"
        + "<reference key=\"source\" ref=\"done\"/><reference key=\"destination\" ref=\"owner\"/></object>"

    @Test func barItemAndButtonWithItsAction() throws {
        let compilation = try Archive.compile(Archive.archive(Self.bar(), connections: Self.action), sdk: 7)
        let graph = compilation.graph
        let bar = try #require(graph.objects(ofClass: "UINavigationBar").first)
        let item = try #require(graph.elements(graph.target(bar["UIItems"])).first)
        #expect(item.className == "UINavigationItem")
        #expect(graph.text(item["UITitle"]) == "Settings")
        #expect(graph.target(item["UINavigationBar"]) == bar)
        let button = try #require(graph.target(item["UILeftBarButtonItem"]))
        #expect(button.className == "UIBarButtonItem")
        #expect(button["UIStyle"] == .integer(1, .int8))
        #expect(button["UIIsSystemItem"] == .bool(true) && button["UISystemItem"] == .integer(0, .int8))
        #expect(graph.objects(ofClass: "UIBarButtonItem").count == 1)
        // The action's source is the button the bar holds; the objects list holds the item and the button.
        let connection = try #require(graph.objects(ofClass: "UIRuntimeEventConnection").first)
        #expect(graph.text(connection["UILabel"]) == "done:")
        #expect(graph.target(connection["UISource"]) == button)
        #expect(Array(graph.rootList("UINibObjectsKey").map(\.className).suffix(3)) ==
            ["UINavigationBar", "UINavigationItem", "UIBarButtonItem"])
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") }, "\(compilation.diagnostics)")
    }

    @Test func barStyle() throws {
        let compilation = try Archive.compile(Archive.archive(Self.bar(style: "<int key=\"IBUIBarStyle\">1</int>")), sdk: 7)
        let bar = try #require(compilation.graph.objects(ofClass: "UINavigationBar").first)
        #expect(bar["UIBarStyle"] == .integer(1, .int8))
    }
}
