import Foundation
import IBDocument
import NibBytes
import NibCoding
import NibGraph
import Testing
import TestSupport
import UIKitCompiler

/// Static table views in storyboards (``StaticTableContents``): the mapping
/// notes' `UITableViewDataSource` → `UITableViewSection` → `UITableViewRow`
/// objects in the table view controller's view nib, reached through the
/// `staticDataSource` outlet.
struct StaticTableTests {
    static var storyboard: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" customClass="SettingsController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
        dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="General" footerTitle="Applies at once" id="sec1">
                                        <cells>
        \(cell("cell1", subviews: """
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" \
        id="label1">
                                                            <rect key="frame" x="16" y="11" width="100" height="21"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
        """))
        \(cell("cell2", rowHeight: 80))
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="sec2">
                                        <cells>
        \(cell("cell3"))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <connections>
                                <outlet property="nameLabel" destination="label1" id="o1"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A static cell with a content view holding `subviews`; `rowHeight` as Interface Builder writes a custom one.
    static func cell(_ id: String, rowHeight: Double? = nil, subviews: String = "") -> String {
        let height = rowHeight ?? 44
        return """
            <tableViewCell contentMode="scaleToFill" indentationWidth="10" \(rowHeight.map { "rowHeight=\"\($0)\" " } ?? "")id="\(id)">
                <rect key="frame" x="0.0" y="0" width="320" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" tableViewCell="\(id)" id="content-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(height - 0.5)"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
            \(subviews)
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    @Test func dataSourceSectionsAndRows() throws {
        let compiled = try compileStoryboard(Self.storyboard, sdk: 14)
        let messages = compiled.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("not supported") }, "\(messages)")
        #expect(messages.filter { $0.contains("mapping notes") }.count == 1)
        let nib = try compiled.nib(named: "tvc-view-table")

        let source = try #require(nib.objects(ofClass: "UITableViewDataSource").first)
        #expect(source.keys == ["UITableSections"])
        let sections = nib.elements(nib.target(source["UITableSections"]))
        #expect(sections.map(\.className) == ["UITableViewSection", "UITableViewSection"])
        #expect(sections.map(\.keys) == [
            ["UITableSectionHeaderTitle", "UITableSectionFooterTitle", "UITableSectionRows"], ["UITableSectionRows"],
        ])
        #expect(nib.text(sections.first?["UITableSectionHeaderTitle"]) == "General")
        #expect(nib.text(sections.first?["UITableSectionFooterTitle"]) == "Applies at once")

        let rows = sections.flatMap { nib.elements(nib.target($0["UITableSectionRows"])) }
        #expect(rows.map(\.className) == ["UITableViewRow", "UITableViewRow", "UITableViewRow"])
        // The height is written only where it differs from the table's.
        #expect(rows.map(\.keys) == [["UITableRowCell"], ["UITableRowCell", "UITableRowHeight"], ["UITableRowCell"]])
        #expect(rows[1]["UITableRowHeight"] == .float(80))
        #expect(rows.map { nib.target($0["UITableRowCell"])?.className } == Array(repeating: "UITableViewCell", count: 3))

        // The data source is the last top-level object; the cells are in the nib but not the table's subviews.
        #expect(nib.rootList("UINibTopLevelObjectsKey").last?.className == "UITableViewDataSource")
        #expect(nib.rootList("UINibObjectsKey").filter { $0.className == "UITableViewCell" }.count == 3)
        let table = try #require(nib.objects(ofClass: "UITableView").first)
        #expect(!nib.elements(nib.target(table["UISubviews"])).contains { $0.className == "UITableViewCell" })
    }

    /// From the iOS 14 SDK `staticDataSource` leads the connections; before, it sorts with the others.
    @Test(arguments: [(14, ["staticDataSource", "nameLabel", "view"]), (10, ["nameLabel", "staticDataSource", "view"])])
    func staticDataSourceOutlet(sdk: Int, labels: [String]) throws {
        let nib = try compileStoryboard(Self.storyboard, sdk: sdk).nib(named: "tvc-view-table")
        let connections = nib.rootList("UINibConnectionsKey")
        #expect(connections.map { nib.text($0["UILabel"]) } == labels)
        let outlet = try #require(connections.first { nib.text($0["UILabel"]) == "staticDataSource" })
        #expect(nib.target(outlet["UIDestination"])?.className == "UITableViewDataSource")
        // The controller has an outlet of its own, so its upstream placeholder stands for it.
        let controller = nib.target(outlet["UISource"])
        #expect(controller?.className == "UIProxyObject")
        #expect(nib.text(controller?["UIProxiedObjectIdentifier"])?.hasPrefix("UpstreamPlaceholder-") == true)
    }

    /// The view nib instantiates: the controller's stand-in receives the data source.
    @Test func viewNibInstantiates() throws {
        let nib = try compileStoryboard(Self.storyboard, sdk: 14).nib(named: "tvc-view-table")
        let controller = NibPlaceholder(identifier: "controller")
        let names = nib.objects(ofClass: "UIProxyObject").compactMap { nib.text($0["UIProxiedObjectIdentifier"]) }
        let externals = Dictionary(uniqueKeysWithValues: names.filter { $0.hasPrefix("Upstream") }.map { ($0, controller as AnyObject) })
        let loaded = try NibFile(graph: nib).instantiate(owner: controller, externalObjects: externals)
        let source = loaded.outlets.first { $0.key == "staticDataSource" }?.destination as? NibDynamicObject
        #expect(source?.className == "UITableViewDataSource")
    }

    /// Outside a table view controller's view a static table keeps no cells, and says so.
    @Test func staticTableInAXibWarns() throws {
        let compiled = try compileXIB("""
                <tableView contentMode="scaleToFill" dataMode="static" style="plain" id="t">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                </tableView>
            """, sdk: 14)
        #expect(compiled.diagnostics.contains { $0.message.contains("static table contents outside") })
    }

    /// A dynamic table's empty `<sections/>` (Interface Builder writes one beside prototypes) is no warning.
    @Test func emptySectionsOfADynamicTable() throws {
        let compiled = try compileXIB("""
                <tableView contentMode="scaleToFill" dataMode="prototypes" style="plain" id="t">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <sections/>
                </tableView>
            """, sdk: 14)
        #expect(!compiled.diagnostics.contains { $0.message.contains("sections") })
    }

    /// The corpus's storyboards with static tables compile, and every nib reads back and instantiates.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusStaticTables() throws {
        let folder = SharedCorpus.root.appendingPathComponent("storyboard")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".storyboard") }
        var checked = 0
        for name in names {
            let path = folder.appendingPathComponent(name).path
            guard try String(contentsOfFile: path, encoding: .utf8).contains("dataMode=\"static\"") else { continue }
            let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
            let compiled = try UIKitCompiler.compileStoryboard(document)
            #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(name)")
            for nib in compiled.nibs where nib.graph.objects.contains(where: { $0.className == "UITableViewDataSource" }) {
                let names = nib.graph.objects(ofClass: "UIProxyObject").compactMap { nib.graph.text($0["UIProxiedObjectIdentifier"]) }
                let stand = NibPlaceholder(identifier: "external")
                let externals = Dictionary(uniqueKeysWithValues: names.filter { $0.hasPrefix("Upstream") }.map { ($0, stand as AnyObject) })
                var warnings: [NibGraphWarning] = []
                let archived = try nib.graph.nibArchiveBytes(warnings: &warnings)
                let loaded = try NibFile(bytes: ByteView(copying: archived)).instantiate(owner: stand, externalObjects: externals)
                #expect(loaded.outlets.contains { $0.key == "staticDataSource" }, "\(name) \(nib.name)")
                checked += 1
            }
        }
        #expect(checked == 3)
    }
}
