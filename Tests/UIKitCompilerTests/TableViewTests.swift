import IBDocument
import NibBytes
import NibGraph
import Testing
import UIKitCompiler

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
        let xib = Self.table.replacingOccurrences(of: "style=\"plain\"", with: "style=\"grouped\" allowsSelection=\"NO\"")
        let messages = try Self.compile(xib, sdk: 10).diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("allowsSelection") })
        #expect(messages.contains { $0.contains("grouped") })
    }
}
