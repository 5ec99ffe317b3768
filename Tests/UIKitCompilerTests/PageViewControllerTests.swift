import NibGraph
import Testing
import UIKitCompiler

/// Page view controllers in storyboards. Facts: UIKitCore's
/// `-[UIPageViewController encodeWithCoder:]` and its setters (iOS 18.2,
/// decompiled: spine location none and single-sided for scroll controllers,
/// double-sided for a mid spine, page spacing rounded up to even) and
/// `-[UIViewController encodeWithCoder:]` (`UIAutoresizesArchivedViewToFullSize`
/// NO, after `UIParentViewController`).
struct PageViewControllerTests {
    static func storyboard(_ attributes: String) -> String {
        storyboardDocument(initial: "page", scenes: scene("""
            <pageViewController autoresizesArchivedViewToFullSize="NO" \(attributes) id="page" sceneMemberID="viewController"/>
            """, responder: "fr1"))
    }

    /// A page view controller has a scene nib and an `Info.plist` entry but no view nib.
    @Test func sceneNibOnly() throws {
        let compilation = try compileStoryboard(Self.storyboard(#"transitionStyle="pageCurl""#), sdk: 14)
        #expect(compilation.nibs.map(\.name) == ["UIPageViewController-page"])
        #expect(compilation.identifiersToNibNames.map(\.identifier) == ["UIPageViewController-page"])
        #expect(compilation.entryPoint == "UIPageViewController-page")
        #expect(!compilation.diagnostics.contains { $0.message.contains("not supported") })
    }

    /// A scroll controller: its spine is none whatever the document says, and its spacing rounds up to even.
    @Test func scrollKeys() throws {
        let compilation = try compileStoryboard(Self.storyboard(
            #"transitionStyle="scroll" navigationOrientation="vertical" spineLocation="mid" pageSpacing="7""#), sdk: 14)
        let graph = try compilation.nib(named: "UIPageViewController-page")
        let page = try #require(graph.objects(ofClass: "UIPageViewController").first)
        #expect(page.keys == ["UIAutoresizesArchivedViewToFullSize", "UITransitionStyle", "UINavigationOrientation",
                              "UISpineLocation", "UIDoubleSided", "UIViewControllers", "UIPageSpacing"])
        #expect(page["UIAutoresizesArchivedViewToFullSize"] == .bool(false))
        #expect(page["UITransitionStyle"] == .integer(1))
        #expect(page["UINavigationOrientation"] == .integer(1))
        #expect(page["UISpineLocation"] == .integer(0))
        #expect(page["UIDoubleSided"] == .bool(false))
        #expect(page["UIViewControllers"] == .null)
        #expect(page["UIPageSpacing"] == .integer(8))
    }

    /// A page curl with its spine in the middle is double-sided and has no spacing.
    @Test func pageCurlKeys() throws {
        let compilation = try compileStoryboard(Self.storyboard(
            #"transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid""#), sdk: 14)
        let graph = try compilation.nib(named: "UIPageViewController-page")
        let page = try #require(graph.objects(ofClass: "UIPageViewController").first)
        #expect(page["UITransitionStyle"] == .integer(0))
        #expect(page["UINavigationOrientation"] == .integer(0))
        #expect(page["UISpineLocation"] == .integer(2))
        #expect(page["UIDoubleSided"] == .bool(true))
        #expect(page["UIPageSpacing"] == .integer(0))
    }

    /// Both assumptions are said once per document.
    @Test func warnings() throws {
        let compilation = try compileStoryboard(Self.storyboard(#"transitionStyle="pageCurl" spineLocation="min""#), sdk: 14)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("a page view controller's keys") }.count == 1)
        #expect(messages.filter { $0.hasPrefix("autoresizesArchivedViewToFullSize=") }.count == 1)
    }

    /// A spacing beyond any screen is a warning and 0, never a trap converting it to an integer.
    @Test func hugePageSpacingIsRefused() throws {
        let compilation = try compileStoryboard(Self.storyboard(#"transitionStyle="scroll" pageSpacing="1e300""#), sdk: 14)
        let page = try #require(try compilation.nib(named: "UIPageViewController-page").objects(ofClass: "UIPageViewController").first)
        #expect(page["UIPageSpacing"] == .integer(0))
        #expect(compilation.diagnostics.contains { $0.message == "pageSpacing \"1e300\" is out of range; 0 is written" })
    }
}
