import NibGraph
import Testing
import UIKitCompiler

/// `IBUITableView` (Interface Builder 3 archives) compiles as the 3.0
/// `<tableView>` does: XMPPFramework's iPhoneXMPP root table, with its data
/// source outlet kept.
struct LegacyTableViewTests {
    typealias Archive = LegacyArchiveTests

    static let table = """
        <object class="IBUITableView" id="v"><int key="NSvFlags">274</int><string key="NSFrameSize">{320, 247}</string>
        <object class="NSColor" key="IBUIBackgroundColor"><int key="NSColorSpace">3</int><bytes key="NSWhite">MQA</bytes></object>
        <bool key="IBUIOpaque">NO</bool><bool key="IBUIClipsSubviews">YES</bool><bool key="IBUIClearsContextBeforeDrawing">NO</bool>
        <bool key="IBUIBouncesZoom">NO</bool><int key="IBUIStyle">1</int><int key="IBUISeparatorStyle">2</int>
        <int key="IBUISectionIndexMinimumDisplayRowCount">0</int>
        <bool key="IBUIShowsSelectionImmediatelyOnTouchBegin">YES</bool><float key="IBUIRowHeight">50</float>
        <float key="IBUISectionHeaderHeight">22</float><float key="IBUISectionFooterHeight">22</float></object>
        """
    static let dataSource = "<object class=\"IBCocoaTouchOutletConnection\" key=\"connection\"><string key=\"label\">dataSource</string>"
        + "<reference key=\"source\" ref=\"v\"/><reference key=\"destination\" ref=\"owner\"/></object>"

    @Test func tableViewKeysAndDataSource() throws {
        let compilation = try Archive.compile(Archive.archive(Self.table, connections: Self.dataSource), sdk: 7)
        let graph = compilation.graph
        let table = try #require(graph.objects(ofClass: "UITableView").first)
        #expect(Array(table.keys.drop { $0 != "UIContentSize" }) == [
            "UIContentSize", "UIStyle", "UISeparatorStyle", "UISeparatorStyleIOS5AndLater", "UIRowHeight",
            "UISectionHeaderHeight", "UISectionFooterHeight", "UIShowsSelectionImmediatelyOnTouchBegin",
        ])
        #expect(!table.keys.contains("UIBouncesZoom"))
        #expect(table["UIStyle"] == .integer(1, .int8) && table["UISeparatorStyle"] == .integer(2, .int8))
        #expect(table["UIRowHeight"] == .float(50))
        let connection = try #require(graph.objects(ofClass: "UIRuntimeOutletConnection").first)
        #expect(graph.text(connection["UILabel"]) == "dataSource")
        #expect(graph.target(connection["UISource"])?.className == "UITableView")
        #expect(!compilation.diagnostics.contains { $0.message.contains("IBUITableView") })
    }

    @Test func unsupportedTableValuesAreWarnings() throws {
        let table = Self.table.replacingOccurrences(of: "<int key=\"IBUISectionIndexMinimumDisplayRowCount\">0</int>",
                                                    with: "<int key=\"IBUISectionIndexMinimumDisplayRowCount\">5</int>")
        let compilation = try Archive.compile(Archive.archive(table), sdk: 7)
        #expect(compilation.diagnostics.contains { $0.message.contains("IBUISectionIndexMinimumDisplayRowCount 5") })
    }
}
