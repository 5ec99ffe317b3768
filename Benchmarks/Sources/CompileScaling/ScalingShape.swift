/// One document shape that grows by repeating an element: a document with
/// `count` copies of `item` between `prefix` and `suffix` (each `{i}` in
/// `item` becomes the copy's number, so ids stay unique).
struct ScalingShape {
    let name: String
    let header: String
    let prefix: String
    let item: String
    let suffix: String
    let trailer: String

    func document(count: Int) -> [UInt8] {
        var text = header + prefix
        for index in 0..<count { text += item.replacingOccurrences(of: "{i}", with: String(index)) }
        text += suffix + trailer
        return Array(text.utf8)
    }
}

extension ScalingShape {
    static let iOSHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        """
    static let macHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="14490" \
        targetRuntime="MacOSX.Cocoa"><objects><customObject id="-2" userLabel="File's Owner"/>
        """
    static let xibTrailer = "</objects></document>"
    static let frame = #"<rect key="frame" x="0" y="0" width="10" height="10"/>"#

    /// The shapes: element families with lookups across the document
    /// (constraints' items, cells' fields, columns' tables, scenes' objects).
    static let all: [ScalingShape] = [
        ScalingShape(name: "iOS labels", header: iOSHeader, prefix: #"<view id="v">\#(frame)<subviews>"#,
                     item: #"<label text="x" id="l{i}">\#(frame)</label>"#, suffix: "</subviews></view>", trailer: xibTrailer),
        ScalingShape(name: "iOS constraints", header: iOSHeader,
                     prefix: #"<view id="v">\#(frame)<subviews><view id="s">\#(frame)</view></subviews><constraints>"#,
                     item: #"<constraint firstItem="s" firstAttribute="leading" secondItem="v" secondAttribute="leading" constant="{i}" id="c{i}"/>"#,
                     suffix: "</constraints></view>", trailer: xibTrailer),
        ScalingShape(name: "iOS buttons with actions", header: iOSHeader, prefix: #"<view id="v">\#(frame)<subviews>"#,
                     item: #"<button id="b{i}">\#(frame)<state key="normal" title="B"/><connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a{i}"/></connections></button>"#,
                     suffix: "</subviews></view>", trailer: xibTrailer),
        ScalingShape(name: "iOS prototype cells", header: iOSHeader, prefix: #"<tableView id="t">\#(frame)<prototypes>"#,
                     item: #"<tableViewCell reuseIdentifier="r{i}" id="tc{i}">\#(frame)<tableViewCellContentView key="contentView" tableViewCell="tc{i}" id="cv{i}">\#(frame)</tableViewCellContentView></tableViewCell>"#,
                     suffix: "</prototypes></tableView>", trailer: xibTrailer),
        ScalingShape(name: "iOS stack view", header: iOSHeader, prefix: #"<stackView axis="vertical" id="st">\#(frame)<subviews>"#,
                     item: #"<view id="x{i}">\#(frame)</view>"#, suffix: "</subviews></stackView>", trailer: xibTrailer),
        ScalingShape(name: "iOS storyboard scenes",
                     header: """
                         <?xml version="1.0" encoding="UTF-8"?>
                         <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
                         targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc0">
                         """,
                     prefix: "<scenes>",
                     item: #"<scene sceneID="s{i}"><objects><viewController storyboardIdentifier="id{i}" id="vc{i}" sceneMemberID="viewController"><view key="view" id="v{i}">\#(frame)<subviews><button id="b{i}">\#(frame)<connections><segue destination="vc0" kind="show" id="sg{i}"/></connections></button></subviews></view></viewController><placeholder placeholderIdentifier="IBFirstResponder" id="fr{i}" sceneMemberID="firstResponder"/></objects></scene>"#,
                     suffix: "</scenes>", trailer: "</document>"),
        ScalingShape(name: "macOS text fields", header: macHeader, prefix: #"<customView id="v">\#(frame)<subviews>"#,
                     item: #"<textField id="f{i}">\#(frame)<textFieldCell key="cell" title="x" id="c{i}"><font key="font" metaFont="system"/></textFieldCell></textField>"#,
                     suffix: "</subviews></customView>", trailer: xibTrailer),
        ScalingShape(name: "macOS table columns", header: macHeader,
                     prefix: #"<scrollView id="sv">\#(frame)<clipView key="contentView" id="cv">\#(frame)<subviews><tableView headerView="hv" id="t">\#(frame)<tableColumns>"#,
                     item: #"<tableColumn width="10" id="col{i}"><tableHeaderCell key="headerCell" title="A" id="h{i}"/><textFieldCell key="dataCell" title="T" id="d{i}"/></tableColumn>"#,
                     suffix: #"</tableColumns></tableView></subviews></clipView><tableHeaderView key="headerView" id="hv">\#(frame)</tableHeaderView></scrollView>"#,
                     trailer: xibTrailer),
        ScalingShape(name: "macOS menu items", header: macHeader, prefix: #"<menu id="m">"#,
                     item: #"<menuItem title="I{i}" tag="{i}" id="mi{i}"/>"#, suffix: "</menu>", trailer: xibTrailer),
        ScalingShape(name: "macOS storyboard scenes",
                     header: """
                         <?xml version="1.0" encoding="UTF-8"?>
                         <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="14490" \
                         targetRuntime="MacOSX.Cocoa" initialViewController="vc0">
                         """,
                     prefix: "<scenes>",
                     item: #"<scene sceneID="s{i}"><objects><viewController storyboardIdentifier="id{i}" id="vc{i}" sceneMemberID="viewController"><view key="view" id="v{i}">\#(frame)<subviews><textField id="b{i}">\#(frame)<textFieldCell key="cell" title="x" id="bc{i}"><font key="font" metaFont="system"/></textFieldCell></textField></subviews></view></viewController><customObject id="fr{i}" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>"#,
                     suffix: "</scenes>", trailer: "</document>"),
        ScalingShape(name: "macOS Interface Builder 3 archive objects",
                     header: """
                         <?xml version="1.0" encoding="UTF-8"?>
                         <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10"><data>\
                         <int key="IBDocument.SystemTarget">1060</int><object class="NSMutableArray" key="IBDocument.RootObjects" \
                         id="1000"><object class="NSCustomObject" id="1001"><string key="NSClassName">NSObject</string></object>\
                         </object><object class="IBObjectContainer" key="IBDocument.Objects"><object class="NSMutableArray" \
                         key="connectionRecords"/><object class="IBMutableOrderedSet" key="objectRecords">
                         """,
                     prefix: #"<object class="NSArray" key="orderedObjects"><object class="IBObjectRecord"><int key="objectID">0</int><object class="NSArray" key="object" id="1002"/><reference key="children" ref="1000"/><nil key="parent"/></object><object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1001"/><reference key="parent" ref="1002"/></object>"#,
                     item: #"<object class="IBObjectRecord"><int key="objectID">1{i}</int><object class="NSCustomView" key="object" id="v{i}"><reference key="NSNextResponder"/><int key="NSvFlags">268</int><string key="NSFrameSize">{10, 10}</string><reference key="NSSuperview"/></object><reference key="parent" ref="1002"/></object>"#,
                     suffix: "</object>", trailer: "</object></object></data></archive>"),
    ]
}
