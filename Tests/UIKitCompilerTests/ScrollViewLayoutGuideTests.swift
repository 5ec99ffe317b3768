import Foundation
import IBDocument
import NibBytes
import NibCoding
import NibGraph
import Testing
import TestSupport
@testable import UIKitCompiler

/// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`. Expected values
/// are UIKit's, read from UIKitCore's `-[UIScrollView _layoutGuideOfType:createIfNecessary:]`
/// and `-[UILayoutGuide encodeWithCoder:]` (iOS 18.2): the guide UIKit adopts
/// by identifier, locked to the scroll view, and the frame guide's four system
/// constraints (left, top, width, height; "-minX", "-minY", "-width",
/// "-height"). No Apple nib of the corpus holds one.
struct ScrollViewLayoutGuideTests {
    static let scrollView = """
        <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="s">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                    <rect key="frame" x="20" y="0.0" width="335" height="900"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="c" firstAttribute="top" secondItem="k" secondAttribute="top" id="c1"/>
                <constraint firstItem="k" firstAttribute="trailing" secondItem="c" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="c" firstAttribute="width" secondItem="f" secondAttribute="width" constant="-40" id="c3"/>
            </constraints>
            <viewLayoutGuide key="contentLayoutGuide" id="k"/>
            <viewLayoutGuide key="frameLayoutGuide" id="f"/>
        </scrollView>
        """

    @Test func constraintsNamingTheGuidesPointAtTheScrollViewsOwnGuides() throws {
        let compilation = try compileXIB(Self.scrollView, sdk: 17, autolayout: true)
        let graph = compilation.graph
        let scroll = try #require(graph.objects(ofClass: "UIScrollView").first)
        let guides = graph.elements(graph.target(scroll["UIViewLayoutGuides"]))
        #expect(guides.count == 2)
        let content = try #require(guides.first)
        let frame = try #require(guides.last)

        #expect(content.className == "_UIScrollViewLayoutGuide" && content.fallbackClassNames == ["UILayoutGuide"])
        #expect(content.keys == LayoutGuideTests.stubKeys + ["UILayoutGuideSystemConstraints"])
        #expect(graph.target(content["UILayoutGuideOwningView"]) == scroll)
        #expect(graph.text(content["UILayoutGuideIdentifier"]) == "UIScrollView-contentLayoutGuide")
        #expect(content["UILayoutGuideOwningViewIsLocked"] == .bool(true))
        #expect(content["UILayoutGuideShouldBeArchived"] == .bool(true))
        #expect(content["UILayoutGuideAllowsNegativeDimensions"] == .bool(false))
        // UIKit makes the content guide's system constraints when a guide it adopts has none.
        #expect(content["UILayoutGuideSystemConstraints"] == .null)

        #expect(frame.className == "UILayoutGuide")
        #expect(graph.target(frame["UILayoutGuideOwningView"]) == scroll)
        #expect(graph.text(frame["UILayoutGuideIdentifier"]) == "UIScrollView-frameLayoutGuide")
        #expect(frame["UILayoutGuideOwningViewIsLocked"] == .bool(true))
        let system = graph.elements(graph.target(frame["UILayoutGuideSystemConstraints"]))
        #expect(system.map { graph.text($0["NSLayoutIdentifier"]) } == [
            "UIScrollView-frameLayoutGuide-minX", "UIScrollView-frameLayoutGuide-minY",
            "UIScrollView-frameLayoutGuide-width", "UIScrollView-frameLayoutGuide-height",
        ])
        #expect(system.map { $0["NSFirstAttribute"] } == [.integer(1), .integer(3), .integer(7), .integer(8)])
        #expect(system.allSatisfy { $0["NSSecondAttribute"] == $0["NSFirstAttribute"] })
        #expect(system.allSatisfy { graph.target($0["NSFirstItem"]) == frame && graph.target($0["NSSecondItem"]) == scroll })
        #expect(system.allSatisfy { $0["NSShouldBeArchived"] == .bool(false) })

        // The document's constraints name the full guides.
        let constraints = graph.elements(graph.target(scroll["UIViewAutolayoutConstraints"]))
        let items = constraints.flatMap { [graph.target($0["NSFirstItem"]), graph.target($0["NSSecondItem"])] }
        #expect(items.filter { $0 == content }.count == 2)
        #expect(items.filter { $0 == frame }.count == 1)
        // The objects list holds the two stubs, not the full guides.
        let listed = graph.rootList("UINibObjectsKey")
        #expect(listed.filter { $0.className == "UILayoutGuide" }.count == 2)
        #expect(listed.filter { $0.className == "UILayoutGuide" }.allSatisfy { $0["UILayoutGuideOwningView"] == .null })
        #expect(!listed.contains(content) && !listed.contains(frame))
        // One warning for the document: the form is UIKit's, not an Apple nib's.
        #expect(compilation.diagnostics.map(\.message).filter { $0.contains("layout guide") } == [ScrollViewLayoutGuides.inferred])
    }

    @Test func guidesNoConstraintNamesAreStubsOnly() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" id="s">
                <viewLayoutGuide key="contentLayoutGuide" id="k"/>
                <viewLayoutGuide key="frameLayoutGuide" id="f"/>
            </scrollView>
            """, sdk: 17, autolayout: true)
        let graph = compilation.graph
        #expect(graph.objects(ofClass: "_UIScrollViewLayoutGuide").isEmpty)
        #expect(graph.objects(ofClass: "UILayoutGuide").count == 2)
        #expect(graph.objects(ofClass: "UIScrollView").first?["UIViewLayoutGuides"] == nil)
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported yet") })
    }

    @Test func beforeTheIOS11SDKTheScrollViewStandsForTheGuides() throws {
        let compilation = try compileXIB(Self.scrollView, sdk: 10, autolayout: true)
        let graph = compilation.graph
        #expect(graph.objects(ofClass: "UILayoutGuide").isEmpty && graph.objects(ofClass: "_UIScrollViewLayoutGuide").isEmpty)
        let scroll = try #require(graph.objects(ofClass: "UIScrollView").first)
        let constraints = graph.elements(graph.target(scroll["UIViewAutolayoutConstraints"]))
        #expect(constraints.contains { graph.target($0["NSSecondItem"]) == scroll })
        #expect(compilation.diagnostics.map(\.message) == [ScrollViewLayoutGuides.beforeIOS11])
    }

    /// The corpus documents with scroll view guides compile without errors or
    /// "not supported" guide warnings, and their nibs archive, read back and
    /// instantiate.
    @Test(.enabled(if: SharedCorpus.shouldRun)) func corpusScrollViewGuides() throws {
        var documents = 0, withFullGuides = 0
        let directory = SharedCorpus.root.appendingPathComponent("xib-ios")
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".xib") {
            let path = directory.appendingPathComponent(name).path
            guard try String(contentsOfFile: path, encoding: .utf8).contains("contentLayoutGuide") else { continue }
            let document = try IBDocument(bytes: ByteView(try FileBytes.read(path: path)), path: path)
            let compiled = try UIKitCompiler.compile(document)
            documents += 1
            #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(name)")
            #expect(!compiled.diagnostics.contains { $0.message.contains("viewLayoutGuide") }, "\(name)")
            let graph = compiled.graph
            if graph.objects(ofClass: "UIScrollView").contains(where: { $0["UIViewLayoutGuides"] != nil }) { withFullGuides += 1 }
            var warnings: [NibGraphWarning] = []
            let archived = try graph.nibArchiveBytes(warnings: &warnings)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
            let file = try NibFile(bytes: ByteView(copying: archived))
            _ = try file.instantiate(owner: NibPlaceholder(identifier: "owner"), externalObjects: [:])
        }
        // Three xibs of the corpus use the guides today (two of them name the content guide in constraints).
        #expect(documents == 3)
        #expect(withFullGuides == 2)
    }
}
