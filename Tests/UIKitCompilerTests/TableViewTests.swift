import IBDocument
import NibBytes
import NibGraph
import Testing
import TestSupport
@testable import UIKitCompiler

/// Table views, cells and their content views, against what Apple's ibtool
/// wrote for the same elements (the AndriFannarFreysson, dheerajdake and
/// fengzeyan pairs of the shared corpus).
struct TableViewTests {
    /// A 3.0 xib document around `objects`.
    static func compile(_ objects: String, sdk: Int) throws -> UIKitCompilation {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6211" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            \(objects)
            </objects>
            </document>
            """
        let document = try IBDocument(bytes: ByteView(copying: Array(xml.utf8)), path: "test.xib")
        return try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: sdk))
    }

    static let cell = """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" customClass="MyCell" \
        id="cell" rowHeight="44">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                <autoresizingMask key="autoresizingMask"/>
            </tableViewCellContentView>
        </tableViewCell>
        """

    static func object(_ graph: NibGraph, _ className: String) throws -> NibGraph.Object {
        try #require(graph.objects.first { $0.className == className })
    }

    static func keys(_ object: NibGraph.Object) -> [String] {
        object.entries.map(\.key)
    }

    /// A geometry value's numbers (NIBArchive float arrays: type byte 6 = float32, 7 = float64).
    static func numbers(_ value: NibGraph.Value?) -> [Double] {
        guard case .data(let data) = value, let type = data.first else { return [] }
        let bytes = Array(data.dropFirst())
        let size = type == 6 ? 4 : 8
        return stride(from: 0, to: bytes.count, by: size).map { offset in
            let bits = bytes[offset..<offset + size].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return type == 6 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
        }
    }

    static func string(_ graph: NibGraph, _ value: NibGraph.Value?) -> String? {
        guard case .object(let index) = value, case .data(let bytes) = graph.objects[index]["NS.bytes"] else { return nil }
        return String(decoding: Array(bytes), as: UTF8.self)
    }

    @Test func customCellIOS10() throws {
        let graph = try Self.compile(Self.cell, sdk: 10).graph
        let cell = try Self.object(graph, "UIClassSwapper")
        #expect(Self.keys(cell) == [
            "UIBounds", "UICenter", "UISubviews", "UIDeepDrawRect", "UIOpaque", "UIAutoresizeSubviews",
            "UIAutoresizingMask", "UIViewSemanticContentAttribute", "UIContentView", "UITextLabel",
            "UIDetailTextLabel", "UIImageView", "UIClassName", "UIOriginalClassName",
        ])
        #expect(Self.numbers(cell["UIBounds"]) == [0, 0, 320, 44])
        #expect(cell["UITextLabel"] == .null)
        #expect(Self.string(graph, cell["UIOriginalClassName"]) == "UITableViewCell")

        let content = try Self.object(graph, "UITableViewCellContentView")
        #expect(content.fallbackClassNames == ["UIView"])
        #expect(Self.keys(content) == [
            "UIBounds", "UICenter", "UIDeepDrawRect", "UIMultipleTouchEnabled", "UIAutoresizeSubviews",
            "UIContentMode", "UIClipsToBounds", "UIViewSemanticContentAttribute",
        ])
        // Relaid out to the cell's height less the half-point separator.
        #expect(Self.numbers(content["UIBounds"]) == [0, 0, 320, 43.5])
        #expect(Self.numbers(content["UICenter"]) == [160, 21.75])

        let separator = try Self.object(graph, "_UITableViewCellSeparatorView")
        #expect(Self.numbers(separator["UIBounds"]) == [0, 0, 305, 0.5])
        #expect(Self.numbers(separator["UICenter"]) == [167.5, 43.75])

        // The content view is listed after its cell; the separator is not listed.
        guard case .object(let list) = graph.objects[0]["UINibObjectsKey"],
              case .array(let items) = graph.objects[list]["NS.objects"] else { Issue.record("no objects list"); return }
        let classes = items.compactMap { item -> String? in
            guard case .object(let index) = item else { return nil }
            return graph.objects[index].className
        }
        #expect(classes == ["UIProxyObject", "UIClassSwapper", "UITableViewCellContentView"])
    }

    @Test func cellIOS9CarriesItsBackgroundColor() throws {
        let graph = try Self.compile(Self.cell, sdk: 9).graph
        let cell = try Self.object(graph, "UIClassSwapper")
        #expect(Self.keys(cell) == [
            "UIBounds", "UICenter", "UISubviews", "UIBackgroundColor", "UIOpaque", "UIAutoresizeSubviews",
            "UIAutoresizingMask", "UIViewSemanticContentAttribute", "UITableCellBackgroundColorSet", "UIContentView",
            "UITextLabel", "UIDetailTextLabel", "UIImageView", "UIClassName", "UIOriginalClassName",
        ])
        guard case .object(let color) = cell["UIBackgroundColor"] else { Issue.record("no color"); return }
        #expect(Self.string(graph, graph.objects[color]["UISystemColorName"]) == "tableCellBackgroundColor")
        #expect(graph.objects[color]["UIColorComponentCount"] == .integer(4))
        let content = try Self.object(graph, "UITableViewCellContentView")
        #expect(Self.numbers(content["UIBounds"]) == [0, 0, 320, 43])
        let separator = try Self.object(graph, "_UITableViewCellSeparatorView")
        #expect(Self.numbers(separator["UIBounds"]) == [0, 0, 305, 1])
    }

    /// A cell's `<inset key="separatorInset">` is `UISeparatorInset` (top,
    /// left, bottom, right) after the indentation width and
    /// `UITableCellBackgroundColorSet`, where UIKitCore's
    /// `-[UITableViewCell encodeWithCoder:]` (iOS 18.2) writes it, and places
    /// the separator view; no Apple nib of the corpus has one, so it is said
    /// once to be unchecked.
    @Test func cellSeparatorInset() throws {
        let xib = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="gray" indentationWidth="5" reuseIdentifier="Tag" \
            id="cell" rowHeight="44">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                </tableViewCellContentView>
                <inset key="separatorInset" minX="16" minY="0.0" maxX="8" maxY="0.0"/>
            </tableViewCell>
            """
        let compilation = try Self.compile(xib, sdk: 9)
        let graph = compilation.graph
        let cell = try Self.object(graph, "UITableViewCell")
        let keys = Self.keys(cell)
        let values = ["UIReuseIdentifier", "UISelectionStyle", "UIIndentationWidth", "UITableCellBackgroundColorSet",
                      "UISeparatorInset", "UIContentView"]
        #expect(keys.filter(values.contains) == values)
        #expect(Self.numbers(cell["UISeparatorInset"]) == [0, 16, 0, 8])
        let separator = try Self.object(graph, "_UITableViewCellSeparatorView")
        #expect(Self.numbers(separator["UIBounds"]) == [0, 0, 296, 1])
        #expect(compilation.diagnostics.map(\.message) == [TableViewCellElement.unverifiedSeparatorInset])
    }

    /// Left and right of -1 are UIKit's "no custom inset": its encoder writes no key for them.
    @Test func cellSeparatorInsetOfMinusOneIsNotWritten() throws {
        let xib = Self.cell.replacingOccurrences(of: "</tableViewCellContentView>", with: """
            </tableViewCellContentView>
                <inset key="separatorInset" minX="-1" minY="0.0" maxX="-1" maxY="0.0"/>
            """)
        let compilation = try Self.compile(xib, sdk: 10)
        let cell = try Self.object(compilation.graph, "UIClassSwapper")
        #expect(cell["UISeparatorInset"] == nil)
        #expect(compilation.diagnostics.isEmpty)
    }

    /// The corpus's one cell with a separator inset (Simplenote's tag cell)
    /// writes it, without the warning that it is left out.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusCellSeparatorInset() throws {
        let path = SharedCorpus.path("xib-ios/Automattic__simplenote-ios__Simplenote_Classes_TagListViewCell.xib")
        let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
        let compiled = try UIKitCompiler.compile(document, options: UIKitCompilerOptions(sdkVersion: 14))
        let cell = try #require(compiled.graph.objects.first { $0.keys.contains("UIContentView") })
        #expect(Self.numbers(cell["UISeparatorInset"]) == [0, 16, 0, 0])
        #expect(!compiled.diagnostics.contains { $0.message.contains("separatorInset places") })
        #expect(compiled.diagnostics.filter { $0.message == TableViewCellElement.unverifiedSeparatorInset }.count == 1)
    }

    @Test func standardCellLabelsAndValues() throws {
        let xib = """
            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" \
            indentationWidth="0.0" reuseIdentifier="Cell" textLabel="title" style="IBUITableViewCellStyleDefault" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="287" height="43"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Title" id="title">
                            <rect key="frame" x="15" y="0.0" width="270" height="43"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let compilation = try Self.compile(xib, sdk: 10)
        let graph = compilation.graph
        let cell = try Self.object(graph, "UITableViewCell")
        #expect(Self.string(graph, cell["UIReuseIdentifier"]) == "Cell")
        #expect(cell["UISelectionStyle"] == .integer(1))
        #expect(cell["UIAccessoryType"] == .integer(1))
        #expect(cell["UIIndentationWidth"] == .float(0))
        #expect(cell["UITableViewCellStyle"] == nil)
        let label = graph.objects.firstIndex { $0.className == "UITableViewLabel" }
        #expect(label != nil)
        #expect(cell["UITextLabel"] == label.map { .object($0) })
        #expect(!graph.objects.contains { $0.className == "UILabel" })
    }

    static let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" \
        separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="table">
            <rect key="frame" x="0.0" y="64" width="320" height="240"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
        </tableView>
        """

    @Test func tableIOS7() throws {
        let compilation = try Self.compile(Self.table, sdk: 7)
        #expect(compilation.diagnostics.isEmpty)
        let graph = compilation.graph
        let table = try Self.object(graph, "UITableView")
        #expect(Self.keys(table) == [
            "UIBounds", "UICenter", "UIBackgroundColor", "UIOpaque", "UIAutoresizeSubviews", "UIAutoresizingMask",
            "UIClipsToBounds", "UIBouncesZoom", "UIAlwaysBounceVertical", "UIContentSize", "UISeparatorStyle",
            "UISeparatorStyleIOS5AndLater", "UISectionHeaderHeight", "UISectionFooterHeight",
            "UIShowsSelectionImmediatelyOnTouchBegin",
        ])
        // The iOS 7 SDK wrote geometry as float32.
        guard case .data(let bounds) = table["UIBounds"] else { Issue.record("no bounds"); return }
        #expect(bounds.first == 6)
        #expect(Self.numbers(table["UICenter"]) == [160, 184])
        #expect(Self.numbers(table["UIContentSize"]) == [320, 0])
        #expect(table["UISeparatorStyle"] == .integer(1))
        #expect(table["UISectionHeaderHeight"] == .float(22))
        guard case .object(let color) = table["UIBackgroundColor"] else { Issue.record("no color"); return }
        #expect(Self.string(graph, graph.objects[color]["UISystemColorName"]) == "tableBackgroundColor")
    }

    @Test func tableIOS10LeavesDefaultsOut() throws {
        let xib = Self.table.replacingOccurrences(of: "\"22\"", with: "\"28\"")
        let table = try Self.object(Self.compile(xib, sdk: 10).graph, "UITableView")
        #expect(table["UISectionHeaderHeight"] == nil)
        #expect(table["UIShowsSelectionImmediatelyOnTouchBegin"] == nil)
        #expect(table["UIDeepDrawRect"] == .bool(true))
        guard case .data(let bounds) = table["UIBounds"] else { Issue.record("no bounds"); return }
        #expect(bounds.first == 7)
    }

    @Test func unsupportedAttributesAreNamed() throws {
        let xib = Self.table.replacingOccurrences(of: "style=\"plain\"", with: "style=\"plain\" remembersLastFocusedIndexPath=\"YES\"")
        let messages = try Self.compile(xib, sdk: 10).diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("remembersLastFocusedIndexPath") })
    }

    /// Simplenote's `TagListViewController.xib` clears its section index's
    /// background; with the other index keys and a separator color, each is
    /// where -[UITableView encodeWithCoder:] (iOS 18.2) writes it: the
    /// separator color before the prototype nibs, the index after them and
    /// before the separator inset.
    @Test func separatorAndSectionIndexColors() throws {
        let colors = """
            <color key="separatorColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <color key="sectionIndexBackgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <color key="sectionIndexColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <inset key="separatorInset" minX="15" minY="0.0" maxX="0.0" maxY="0.0"/>
            """
        let xib = Self.table.replacingOccurrences(of: "style=\"plain\"", with: "style=\"plain\" sectionIndexMinimumDisplayRowCount=\"3\"")
            .replacingOccurrences(of: "</tableView>", with: colors + "</tableView>")
        let compilation = try Self.compile(xib, sdk: 14)
        let table = try Self.object(compilation.graph, "UITableView")
        let keys = Self.keys(table)
        let separator = try #require(keys.firstIndex(of: "UISeparatorColor"))
        #expect(keys[separator + 1 ..< separator + 6] == [
            "UISectionIndexColor", "UISectionIndexBackgroundColor", "UISectionIndexMinimumDisplayRowCount", "UISeparatorInset",
            "UISeparatorInsetReference",
        ])
        #expect(table["UISectionIndexMinimumDisplayRowCount"] == .integer(3, .int8))
        let background = try #require(compilation.graph.target(table["UISectionIndexBackgroundColor"]))
        #expect(background.className == "UIColor")
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
        #expect(compilation.diagnostics.filter { $0.message == TableViewElement.unverifiedColors }.count == 1)
    }

    /// `table` with its style and heights replaced by `attributes`.
    static func table(_ attributes: String) -> String {
        table.replacingOccurrences(
            of: "style=\"plain\" separatorStyle=\"default\" rowHeight=\"44\" sectionHeaderHeight=\"22\" sectionFooterHeight=\"22\"",
            with: attributes)
    }

    static let viewKeys = [
        "UIBounds", "UICenter", "UIBackgroundColor", "UIDeepDrawRect", "UIOpaque", "UIAutoresizeSubviews",
        "UIAutoresizingMask", "UIClipsToBounds", "UIViewSemanticContentAttribute",
    ]

    @Test func groupedTableIOS10WritesUIStyleAndLeavesItsDefaultHeightsOut() throws {
        let xib = Self.table("style=\"grouped\" separatorStyle=\"default\" rowHeight=\"44\" sectionHeaderHeight=\"18\" sectionFooterHeight=\"18\"")
        let compilation = try Self.compile(xib, sdk: 10)
        let table = try Self.object(compilation.graph, "UITableView")
        #expect(Self.keys(table) == Self.viewKeys + [
            "UIBouncesZoom", "UIAlwaysBounceVertical", "UIContentSize", "UIStyle", "UISeparatorStyle",
            "UISeparatorStyleIOS5AndLater",
        ])
        #expect(table["UIStyle"] == .integer(1))
        #expect(compilation.diagnostics.map(\.message) == [
            "sectionHeaderHeight and sectionFooterHeight 18.0 is assumed to be a grouped table's default and left out",
        ])
    }

    @Test func groupedTableIOS7WritesItsSectionHeights() throws {
        let xib = Self.table("style=\"grouped\" separatorStyle=\"default\" rowHeight=\"44\" sectionHeaderHeight=\"10\" sectionFooterHeight=\"10\"")
        let compilation = try Self.compile(xib, sdk: 7)
        #expect(compilation.diagnostics.isEmpty)
        let table = try Self.object(compilation.graph, "UITableView")
        #expect(Array(Self.keys(table).suffix(7)) == [
            "UIContentSize", "UIStyle", "UISeparatorStyle", "UISeparatorStyleIOS5AndLater", "UISectionHeaderHeight",
            "UISectionFooterHeight", "UIShowsSelectionImmediatelyOnTouchBegin",
        ])
        #expect(table["UISectionHeaderHeight"] == .float(10))
    }

    @Test func insetGroupedTableIOS14WritesBothStyleKeysAndAutomaticHeights() throws {
        let xib = Self.table("""
            style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" \
            sectionHeaderHeight="-1" estimatedSectionHeaderHeight="34" sectionFooterHeight="18"
            """)
        let compilation = try Self.compile(xib, sdk: 14)
        let table = try Self.object(compilation.graph, "UITableView")
        #expect(Array(Self.keys(table).drop { $0 != "UIBouncesZoom" }) == [
            "UIBouncesZoom", "UIAlwaysBounceVertical", "UIContentSize", "UIScrollViewContentInsetAdjustmentBehavior",
            "UITableViewStyle", "UIStyle", "UISeparatorStyle", "UISeparatorStyleIOS5AndLater", "UIRowHeight",
            "UISectionHeaderHeight", "UIEstimatedRowHeight", "UIEstimatedSectionHeaderHeight", "UIInsetsContentViewsToSafeArea",
            "UISeparatorInsetReference",
        ])
        #expect(table["UIScrollViewContentInsetAdjustmentBehavior"] == .integer(0))
        #expect(table["UITableViewStyle"] == .integer(2))
        #expect(table["UIStyle"] == .integer(1))
        #expect(table["UIRowHeight"] == .float(-1))
        #expect(table["UISectionHeaderHeight"] == .float(-1))
        #expect(table["UIEstimatedRowHeight"] == .float(-1))
        #expect(table["UIEstimatedSectionHeaderHeight"] == .float(34))
        // The iOS 13+ keys no Apple output of this project shows are named.
        #expect(compilation.diagnostics.contains { $0.message.contains("UISeparatorInsetReference") })
    }

    @Test func insetGroupedBeforeIOS13IsGrouped() throws {
        let xib = Self.table("style=\"insetGrouped\" separatorStyle=\"default\" rowHeight=\"44\" sectionHeaderHeight=\"10\" sectionFooterHeight=\"10\"")
        let compilation = try Self.compile(xib, sdk: 12)
        let table = try Self.object(compilation.graph, "UITableView")
        #expect(table["UITableViewStyle"] == nil)
        #expect(table["UIStyle"] == .integer(1))
        #expect(table["UIScrollViewContentInsetAdjustmentBehavior"] == .integer(0))
        #expect(compilation.diagnostics.contains { $0.message.contains("insetGrouped") })
    }

    @Test func explicitRowHeightIOS10() throws {
        let xib = Self.table("""
            style="plain" separatorStyle="none" rowHeight="60" estimatedRowHeight="54" sectionHeaderHeight="28" \
            sectionFooterHeight="28" contentInsetAdjustmentBehavior="never"
            """)
        let compilation = try Self.compile(xib, sdk: 10)
        #expect(compilation.diagnostics.isEmpty)
        let table = try Self.object(compilation.graph, "UITableView")
        #expect(Array(Self.keys(table).dropFirst(Self.viewKeys.count)) == [
            "UIBouncesZoom", "UIAlwaysBounceVertical", "UIContentSize", "UISeparatorStyle",
            "UISeparatorStyleIOS5AndLater", "UIRowHeight", "UIEstimatedRowHeight",
        ])
        #expect(table["UISeparatorStyle"] == .integer(0))
        #expect(table["UIRowHeight"] == .float(60))
        #expect(table["UIEstimatedRowHeight"] == .float(54))
        // From the iOS 11 SDK the inset adjustment behavior follows the content size.
        let table11 = try Self.object(Self.compile(xib, sdk: 11).graph, "UITableView")
        #expect(table11["UIScrollViewContentInsetAdjustmentBehavior"] == .integer(2))
    }

    /// The `UIColor` of a view's background `color` element, compiled for `sdk`.
    static func backgroundColor(_ color: String, sdk: Int) throws -> (NibGraph, NibGraph.Object, [String]) {
        let xib = """
            <view contentMode="scaleToFill" id="view">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                \(color)
            </view>
            """
        let compilation = try compile(xib, sdk: sdk)
        let color = try object(compilation.graph, "UIColor")
        return (compilation.graph, color, compilation.diagnostics.map(\.message))
    }

    @Test func groupTableBackgroundFromIOS7To12IsItsDocumentedColor() throws {
        let (graph, color, messages) = try Self.backgroundColor(
            "<color key=\"backgroundColor\" cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>", sdk: 12)
        #expect(Self.keys(color) == ["UISystemColorName", "UIColorComponentCount", "UIRed", "UIGreen", "UIBlue", "UIAlpha", "NSRGB", "NSColorSpace"])
        #expect(color["UIRed"] == .float(Float(239.0 / 255)))
        #expect(color["UIBlue"] == .float(Float(244.0 / 255)))
        #expect(Self.string(graph, color["UISystemColorName"]) == "groupTableViewBackgroundColor")
        #expect(messages.contains { $0.contains("iOS 7 to 12 value is assumed") })
    }

    @Test func groupTableBackgroundUpToIOS6IsAPatternColor() throws {
        let (graph, color, messages) = try Self.backgroundColor(
            "<color key=\"backgroundColor\" cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>", sdk: 6)
        #expect(Self.keys(color) == ["UISystemColorName", "UIPatternSelector"])
        #expect(Self.string(graph, color["UISystemColorName"]) == "groupTableViewBackgroundColor")
        #expect(Self.string(graph, color["UIPatternSelector"]) == "groupTableViewBackgroundColor")
        #expect(messages.contains { $0.contains("UIPatternSelector") })
    }

    @Test func groupTableBackgroundFromIOS13HasInterfaceBuildersComponents() throws {
        let (graph, color, messages) = try Self.backgroundColor(
            "<color key=\"backgroundColor\" cocoaTouchSystemColor=\"groupTableViewBackgroundColor\"/>", sdk: 14)
        #expect(Self.keys(color) == [
            "UISystemColorName", "UIColorComponentCount", "UIRed", "UIRed-Double", "UIGreen", "UIGreen-Double", "UIBlue",
            "UIBlue-Double", "UIAlpha", "NSRGB", "NSColorSpace",
        ])
        #expect(color["UIRed-Double"] == .double(0.94901960784313721))
        #expect(color["UIBlue-Double"] == .double(0.96862745098039216))
        #expect(color["UIRed"] == .float(Float(0.94901960784313721)))
        guard case .data(let rgb) = color["NSRGB"] else { Issue.record("no NSRGB"); return }
        #expect(String(decoding: Array(rgb), as: UTF8.self) == "0.949 0.949 0.969")
        #expect(Self.string(graph, color["UISystemColorName"]) == "groupTableViewBackgroundColor")
        #expect(messages.isEmpty)
    }

    @Test func iOS13SystemColorsWithoutResources() throws {
        let (_, blue, blueMessages) = try Self.backgroundColor(
            "<color key=\"backgroundColor\" systemColor=\"systemBlueColor\"/>", sdk: 12)
        #expect(blue["UIColorComponentCount"] == .integer(4))
        #expect(blue["UIRed"] == .float(0))
        #expect(blue["UIGreen"] == .float(Float(0.47843137254901963)))
        #expect(blue["UIBlue"] == .float(1))
        #expect(blueMessages.isEmpty)

        let (_, separator, separatorMessages) = try Self.backgroundColor(
            "<color key=\"backgroundColor\" systemColor=\"separatorColor\"/>", sdk: 12)
        #expect(separator["UIAlpha"] == .float(0.29))
        #expect(separator["UIRed"] == .float(Float(60.0 / 255)))
        guard case .data(let rgb) = separator["NSRGB"] else { Issue.record("no NSRGB"); return }
        #expect(String(decoding: Array(rgb), as: UTF8.self) == "0.235 0.235 0.263 0.29")
        #expect(separatorMessages.contains { $0.contains("documented light-mode value") })

        let (_, grouped, _) = try Self.backgroundColor(
            "<color key=\"backgroundColor\" systemColor=\"systemGroupedBackgroundColor\"/>", sdk: 12)
        #expect(grouped["UIBlue"] == .float(Float(247.0 / 255)))
    }
}
