import NibGraph
import Testing
import UIKitCompiler

/// Segue templates of every kind, and the connections by which their
/// triggers perform them. Template classes and key order: the show template
/// is Apple's iOS 10 SDK pair, the embed template the mapping notes'
/// Appendix C; the others follow UIKit's coders (see `SegueElement`).
struct SegueTests {
    /// A controller `src` whose view holds a button (show segue with an
    /// identifier and a custom segue class, and an unwind segue), a container
    /// view (embed) and a static table's cell (accessory action presentation),
    /// whose navigation item holds a bar button item (presentation with
    /// styles), and which itself starts push, modal, replace and custom segues.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="src">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="src" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="srcView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                        <connections>
                                            <segue destination="dest" kind="show" identifier="Go" customClass="FadeSegue" id="sShow"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="back">
                                        <rect key="frame" x="0.0" y="40" width="100" height="30"/>
                                        <connections>
                                            <segue destination="exit" kind="unwind" unwindAction="done:" id="sUnwind"/>
                                        </connections>
                                    </button>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="0.0" y="80" width="320" height="100"/>
                                        <connections>
                                            <segue destination="child" kind="embed" id="sEmbed"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Source" id="item">
                                <barButtonItem key="rightBarButtonItem" title="Add" id="add">
                                    <connections>
                                        <segue destination="dest" kind="presentation" modalPresentationStyle="formSheet" \
        modalTransitionStyle="crossDissolve" animates="NO" id="sPresent"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <segue destination="dest" kind="push" identifier="Push" id="sPush"/>
                                <segue destination="dest" kind="modal" id="sModal"/>
                                <segue destination="dest" kind="replace" splitViewControllerTargetIndex="1" id="sReplace"/>
                                <segue destination="dest" kind="custom" customClass="Flip" customModule="App" id="sCustom"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
        \(plainScene("dest", identifier: "Dest"))
        \(plainScene("child"))
            </scenes>
        </document>
        """

    /// A scene whose controller `id` has an empty view.
    static func plainScene(_ id: String, identifier: String? = nil) -> String {
        let storyboardIdentifier = identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? ""
        return """
            <scene sceneID="\(id)-scene">
                <objects>
                    <viewController\(storyboardIdentifier) id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
    }

    static func compiled() throws -> UIKitStoryboardCompilation {
        try compileStoryboard(storyboard, sdk: 10)
    }

    /// The templates of the scene nib, in `UIStoryboardSegueTemplates` order.
    static func templates(_ graph: NibGraph) throws -> [NibGraph.Object] {
        let controller = try #require(graph.rootList("UINibTopLevelObjectsKey").first)
        return graph.elements(graph.target(controller["UIStoryboardSegueTemplates"]))
    }

    @Test func everyKindHasItsTemplateClassAndKeys() throws {
        let compilation = try Self.compiled()
        let graph = try compilation.nib(named: "UIViewController-src")
        let templates = try Self.templates(graph)
        // Document order: the view's segues, the navigation item's, then the controller's own.
        #expect(templates.map(\.className) == [
            "UIStoryboardShowSegueTemplate", "UIStoryboardUnwindSegueTemplate", "UIStoryboardEmbedSegueTemplate",
            "UIStoryboardPresentationSegueTemplate", "UIStoryboardPushSegueTemplate", "UIStoryboardModalSegueTemplate",
            "UIStoryboardReplaceSegueTemplate", "UIStoryboardSegueTemplate",
        ])

        let byClass = Dictionary(templates.map { ($0.className, $0) }) { a, _ in a }
        let show = try #require(byClass["UIStoryboardShowSegueTemplate"])
        #expect(show.keys == ["UIIdentifier", "UISegueClassName", "UIDestinationViewControllerIdentifier", "UIActionName"])
        #expect(graph.text(show["UIIdentifier"]) == "Go")
        #expect(graph.text(show["UISegueClassName"]) == "FadeSegue")
        #expect(graph.text(show["UIDestinationViewControllerIdentifier"]) == "Dest")

        let push = try #require(byClass["UIStoryboardPushSegueTemplate"])
        #expect(push.keys == ["UIIdentifier", "UIDestinationViewControllerIdentifier", "UIDestinationContainmentContext",
                              "UISplitViewControllerIndex"])
        #expect(push["UIDestinationContainmentContext"] == .integer(0, .int8))
        #expect(push["UISplitViewControllerIndex"] == .integer(0, .int8))

        let replace = try #require(byClass["UIStoryboardReplaceSegueTemplate"])
        #expect(replace.keys == ["UIDestinationViewControllerIdentifier", "UIDestinationContainmentContext",
                                 "UISplitViewControllerIndex"])
        #expect(replace["UIDestinationContainmentContext"] == .integer(1, .int8))
        #expect(replace["UISplitViewControllerIndex"] == .integer(1, .int8))

        let modal = try #require(byClass["UIStoryboardModalSegueTemplate"])
        #expect(modal.keys == ["UIDestinationViewControllerIdentifier"])

        let presentation = try #require(byClass["UIStoryboardPresentationSegueTemplate"])
        #expect(presentation.keys == ["UIDestinationViewControllerIdentifier", "UIAnimates", "UIModalPresentationStyle",
                                      "UIModalTransitionStyle"])
        #expect(presentation["UIAnimates"] == .bool(false))
        #expect(presentation["UIModalPresentationStyle"] == .integer(2, .int8))
        #expect(presentation["UIModalTransitionStyle"] == .integer(2, .int8))

        let embed = try #require(byClass["UIStoryboardEmbedSegueTemplate"])
        #expect(embed.keys == ["UIDestinationViewControllerIdentifier", "UIPerformOnViewLoad", "UIContainerView"])
        #expect(graph.text(embed["UIDestinationViewControllerIdentifier"]) == "UIViewController-child")
        #expect(embed["UIPerformOnViewLoad"] == .bool(true))
        #expect(embed["UIContainerView"] == .null)

        let custom = try #require(byClass["UIStoryboardSegueTemplate"])
        #expect(custom.keys == ["UISegueClassName", "UIDestinationViewControllerIdentifier"])
        #expect(graph.text(custom["UISegueClassName"]) == "_TtC3App4Flip")

        let unwind = try #require(byClass["UIStoryboardUnwindSegueTemplate"])
        #expect(unwind.keys == ["UIDestinationViewControllerIdentifier", "UIAction"])
        #expect(unwind["UIDestinationViewControllerIdentifier"] == .null)
        #expect(graph.text(unwind["UIAction"]) == "done:")

        // Only the kind whose template no source settles warns.
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages == ["segue kind \"unwind\": no Apple output shows its template; its keys follow UIKit's coder"])
    }

    /// The scene nib: each template's `viewController` outlet, and the bar
    /// button item's `perform:` (no event mask) aimed at its template there.
    @Test func sceneNibConnectsTemplatesAndItsBarButtonItem() throws {
        let graph = try Self.compiled().nib(named: "UIViewController-src")
        let connections = graph.rootList("UINibConnectionsKey")
        let labels = connections.map { graph.text($0["UILabel"]) ?? "" }
        // Events before outlets (iOS 10 SDK), each group by label.
        #expect(labels == ["perform:", "sceneViewController", "storyboard"] + Array(repeating: "viewController", count: 8))
        let perform = connections[0]
        #expect(perform.className == "UIRuntimeEventConnection")
        #expect(perform.keys == ["UILabel", "UISource", "UIDestination"])
        #expect(graph.target(perform["UISource"])?.className == "UIBarButtonItem")
        #expect(graph.target(perform["UIDestination"])?.className == "UIStoryboardPresentationSegueTemplate")
    }

    /// The view nib: a placeholder per template its objects trigger, in
    /// document order; the buttons' `perform:` on touch up inside and the
    /// embed template's `containerView` outlet to the container view.
    @Test func viewNibConnectsTriggersToTemplatePlaceholders() throws {
        let compilation = try Self.compiled()
        let scene = try compilation.nib(named: "UIViewController-src")
        let controller = try #require(scene.rootList("UINibTopLevelObjectsKey").first)
        let table = try #require(scene.target(controller["UIExternalObjectsTableForViewLoading"]))
        guard case .array(let keys)? = table["NS.keys"], case .array(let values)? = table["NS.objects"] else {
            Issue.record("no table")
            return
        }
        var nameOf: [String: String] = [:]
        for (key, value) in zip(keys, values) {
            if let name = scene.text(key), let className = scene.target(value)?.className { nameOf[className] = name }
        }

        let view = try compilation.nib(named: "src-view-srcView")
        let topLevel = view.rootList("UINibTopLevelObjectsKey")
        #expect(topLevel.map { view.text($0["UIProxiedObjectIdentifier"]) ?? $0.className } == [
            "UIView", "IBFilesOwner", "IBFirstResponder", nameOf["UIStoryboardShowSegueTemplate"],
            nameOf["UIStoryboardUnwindSegueTemplate"], nameOf["UIStoryboardEmbedSegueTemplate"],
        ])
        let connections = view.rootList("UINibConnectionsKey")
        #expect(connections.map { view.text($0["UILabel"]) ?? "" } == ["perform:", "perform:", "containerView", "view"])
        for (index, template) in ["UIStoryboardShowSegueTemplate", "UIStoryboardUnwindSegueTemplate"].enumerated() {
            let perform = connections[index]
            #expect(perform.className == "UIRuntimeEventConnection")
            #expect(perform.keys == ["UILabel", "UISource", "UIDestination", "UIEventMask"])
            #expect(perform["UIEventMask"] == .integer(64, .int8))
            #expect(view.target(perform["UISource"])?.className == "UIButton")
            #expect(view.text(view.target(perform["UIDestination"])?["UIProxiedObjectIdentifier"]) == nameOf[template])
        }
        let container = connections[2]
        #expect(container.className == "UIRuntimeOutletConnection")
        #expect(view.text(view.target(container["UISource"])?["UIProxiedObjectIdentifier"])
                == nameOf["UIStoryboardEmbedSegueTemplate"])
        #expect(view.target(container["UIDestination"])?.className == "UIView")
    }

    /// A prototype cell's accessory-action segue is the cell's outlet
    /// `accessoryActionSegueTemplate` to its placeholder, in the cell's nib.
    @Test func cellAccessorySegueIsAnOutlet() throws {
        let table = """
            <tableView opaque="NO" contentMode="scaleToFill" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="200" width="320" height="200"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="cellContent">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        </tableViewCellContentView>
                        <connections>
                            <segue destination="dest" kind="presentation" trigger="accessoryAction" id="sCell"/>
                        </connections>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let marker = "<containerView opaque=\"NO\""
        let text = Self.storyboard.replacingOccurrences(of: marker, with: table + marker)
        let view = try compileStoryboard(text, sdk: 10).nib(named: "src-view-srcView")
        let nib = try #require(view.objects(ofClass: "UINib").first)
        guard case .data(let bytes)? = view.target(nib["archiveData"])?["NS.bytes"] else {
            Issue.record("archiveData")
            return
        }
        let cellNib = try NibGraph(nibArchiveBytes: bytes)
        let connections = cellNib.rootList("UINibConnectionsKey")
        #expect(connections.map { cellNib.text($0["UILabel"]) } == ["accessoryActionSegueTemplate"])
        #expect(connections.first?.className == "UIRuntimeOutletConnection")
        #expect(cellNib.target(connections.first?["UISource"])?.className == "UITableViewCell")
        #expect(cellNib.target(connections.first?["UIDestination"])?.className == "UIProxyObject")
    }
}

/// A bar button item of the controller's navigation item is held by the
/// scene nib; its outlet and action are compiled there, with both ends, and
/// the view nib neither copies the item nor needs an upstream placeholder.
struct NavigationItemConnectionTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="ComposeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <navigationItem key="navigationItem" title="Compose" id="item">
                                <barButtonItem key="rightBarButtonItem" systemItem="done" id="done">
                                    <connections>
                                        <action selector="didPressDone:" destination="vc" id="a1"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <outlet property="doneButton" destination="done" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func barButtonItemConnectionsStayInTheSceneNib() throws {
        let compilation = try compileStoryboard(Self.storyboard, sdk: 10)
        let scene = try compilation.nib(named: "UIViewController-vc")
        let labels = scene.rootList("UINibConnectionsKey").map { scene.text($0["UILabel"]) ?? "" }
        #expect(labels.contains("didPressDone:") && labels.contains("doneButton"))
        #expect(scene.objects.filter { $0.className == "UIBarButtonItem" }.count == 1)
        let viewNib = try #require(compilation.nibs.first { $0.name.contains("-view-") }?.graph)
        #expect(!viewNib.objects.contains { $0.className == "UIBarButtonItem" })
        #expect(viewNib.rootList("UINibConnectionsKey").map { viewNib.text($0["UILabel"]) ?? "" } == ["view"])
        #expect(!viewNib.objects.contains { $0.className == "UIProxyObject" && (viewNib.text($0["UIProxiedObjectIdentifier"]) ?? "").hasPrefix("UpstreamPlaceholder") })
    }
}
