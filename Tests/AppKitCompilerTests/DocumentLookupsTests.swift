@testable import AppKitCompiler
import IBDocument
import NibBytes
import Testing

/// The reverse lookups the AppKit compiler makes per element: a cell's field
/// and a column's table are the element's parent in the read document, a
/// header view's table comes from one index.
struct DocumentLookupsTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customView id="1">
                    <subviews>
                        <textField id="2"><textFieldCell key="cell" title="A" id="3"/></textField>
                        <tableView headerView="6" id="4">
                            <tableColumns>
                                <tableColumn id="5"/>
                                <tableColumn id="7"/>
                            </tableColumns>
                        </tableView>
                        <tableHeaderView id="6"/>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    @Test func placesAndHeaderViewOwnersByID() throws {
        let document = try IBDocument(bytes: ByteView(copying: Array(Self.text.utf8)), path: "test.xib")
        let lookups = DocumentLookups(document: document)
        let byID = document.elementsByID
        #expect(byID["3"]?.parent?[attribute: "id"] == "2")
        #expect(byID["2"]?.parent?.name == "subviews")
        #expect(byID["6"]?.indexInParent == 2)
        #expect(byID["7"]?.parent?.name == "tableColumns")
        #expect(byID["7"]?.indexInParent == 1)
        #expect(byID["1"]?.parent?.name == "objects")
        #expect(document.root.parent == nil && document.root.indexInParent == nil)
        #expect(lookups.headerViewOwnerByID["6"]?[attribute: "id"] == "4")
        #expect(lookups.headerViewOwnerByID["4"] == nil)
    }

    /// A column without an identifier is named by its index among its table's columns.
    @Test func automaticColumnIdentifiersCountColumns() throws {
        let compilation = try compileMacXIB("""
            <scrollView id="10">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <clipView key="contentView" id="11">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <subviews>
                        <tableView columnAutoresizingStyle="lastColumnOnly" headerView="16" id="12">
                            <rect key="frame" x="0" y="0" width="200" height="100"/>
                            <tableColumns>
                                <tableColumn width="100" minWidth="40" maxWidth="1000" id="13">
                                    <tableHeaderCell key="headerCell" title="A" id="17"/>
                                    <textFieldCell key="dataCell" title="Text" id="18"/>
                                </tableColumn>
                                <tableColumn width="100" minWidth="40" maxWidth="1000" id="14">
                                    <tableHeaderCell key="headerCell" title="B" id="19"/>
                                    <textFieldCell key="dataCell" title="Text" id="20"/>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <tableHeaderView key="headerView" id="16">
                    <rect key="frame" x="0" y="0" width="200" height="23"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableHeaderView>
            </scrollView>
            """)
        let identifiers = compilation.graph.objects.filter { $0.className == "NSTableColumn" }.compactMap { column -> String? in
            guard case .object(let index)? = column["NSIdentifier"], case .data(let bytes)? = compilation.graph.objects[index]["NS.bytes"]
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(identifiers == ["AutomaticTableColumnIdentifier.0", "AutomaticTableColumnIdentifier.1"])
        let header = try #require(compilation.graph.objects.first { $0.className == "NSTableHeaderView" })
        guard case .object(let table)? = header["NSTableView"] else {
            Issue.record("the header view names no table")
            return
        }
        #expect(compilation.graph.objects[table].className == "NSTableView")
    }
}
