import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import IBDocument
import NibBytes
import NibRender
import TestSupport
import Testing

/// Every document and compiled nib of the shared corpus draws, and every picture is well-formed XML.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct CorpusRenderTests {
    /// Every document draws: 3.0 xibs and storyboards (2.0 storyboards and
    /// WatchKit ones included) and Interface Builder 3 archives, iOS and Mac,
    /// `designable.nib` files too.
    @Test func everyDocumentRenders() throws {
        var drawn = 0, pictures = 0, archives = 0
        for path in SharedCorpus.files(startingWith: "<?xml") where Self.isDocument(path) {
            let bytes = ByteView(try FileBytes.read(path: path))
            let layout: RenderLayout
            do {
                layout = try DocumentLayout.layout(bytes: bytes, path: path)
            } catch {
                Issue.record("\(error)")
                continue
            }
            try Self.check(layout, path: path)
            pictures += layout.pictures.count
            drawn += 1
            if String(decoding: bytes.array.prefix(300), as: UTF8.self).contains("<archive") { archives += 1 }
        }
        #expect(drawn > 500)
        #expect(archives > 60)
        #expect(pictures > drawn)
    }

    /// Every compiled nib draws: NIBArchives, keyed archives and NeXT typedstreams (each of these with a picture).
    @Test func everyCompiledNibRenders() throws {
        var drawn = 0
        let typedstreams = SharedCorpus.files(startingWith: "\u{4}\u{B}typedstream") + SharedCorpus.files(startingWith: "\u{4}\u{B}streamtyped")
        #expect(typedstreams.count == 4)
        for path in SharedCorpus.files(startingWith: "NIBArchive") + SharedCorpus.keyedArchives + typedstreams {
            let layout = try LayoutTests.nib(path)
            try Self.check(layout, path: path)
            if typedstreams.contains(path) { #expect(!layout.pictures.isEmpty, "\(path)") }
            drawn += 1
        }
        #expect(drawn > 350)
    }

    /// A typedstream panel: the window's content rectangle and title, its views' frames turned over (y up), a text field's text.
    @Test func typedstreamPanel() throws {
        let layout = try LayoutTests.nib(SharedCorpus.path(
            "nib-bundle/quicksilver__Quicksilver__Quicksilver_Code-External_UKClasses_UKProgressPanel_English.lproj_UKProgressPanel.nib/objects.nib"))
        let panel = try #require(layout.pictures.first)
        #expect(layout.pictures.count == 1 && panel.title == "NSPanel (Tasks)")
        #expect(panel.views[0].className == "NSPanel" && panel.views[0].rect == RenderRect(x: 0, y: 0, width: 307, height: 114))
        #expect(panel.views[1].className == "NSView" && panel.views[1].rect == panel.views[0].rect)
        let status = try #require(panel.views.first { $0.text == "No active tasks." })
        #expect(status.className == "NSTextField" && status.fontSize == 11)
        // Stored at y 99 from the bottom of a 114-high view: 1 from the top.
        #expect(status.rect == RenderRect(x: 8, y: 1, width: 283, height: 14))
        #expect(panel.views.contains { $0.className == "NSScrollView" } && panel.views.contains { $0.className == "NSClipView" })
        #expect(panel.outlets.contains { $0.property == "taskStatus" && $0.sourceName == "File's Owner" })
    }

    /// The GNUstep test nib: two windows; the second holds buttons and text fields with their titles.
    @Test func typedstreamWindows() throws {
        let layout = try LayoutTests.nib(SharedCorpus.path("nib-bundle/gnustep__libs-gui__Model_test.nib/objects.nib"))
        #expect(layout.pictures.map(\.title) == ["NSWindow (Window)", "NSWindow (My Window)"])
        let texts = layout.pictures[1].views.compactMap(\.text)
        #expect(texts.contains("Momentary Light") && texts.contains("Switch") && texts.contains("Item1"))
        #expect(layout.pictures[1].views.allSatisfy { $0.rect.x >= 0 && $0.rect.maxX <= 420 })
    }

    /// A few documents' layouts: view counts, frames and texts where the document puts them.
    @Test func documentLayouts() throws {
        let taco = try LayoutTests.document(SharedCorpus.path("xib-ios/SwiftKickMobile__SwiftMessages__Demo_Demo_TacoDialogView.xib"))
        let views = try #require(taco.pictures.first?.views)
        #expect(taco.pictures.count == 1 && views.count == 15)
        #expect(views[0].className == "TacoDialogView")
        let title = try #require(views.first { $0.text == "Just one, please." })
        #expect(title.className == "UILabel" && title.fontSize == 18)
        // Stored in its superview at (65, 0); drawn where the superviews' origins add up to.
        #expect(title.frame == RenderRect(x: 65, y: 0, width: 415, height: 60))
        #expect(title.rect == RenderRect(x: 125, y: 40, width: 415, height: 60))
        #expect(title.textColor?.hex == "#ab8322")

        let storyboard = try LayoutTests.document(
            SharedCorpus.path("storyboard/CEWendel__SWTableViewCell__SWTableViewCell_en.lproj_MainStoryboard.storyboard"))
        // Two scenes; the navigation controller's has no view of its own to draw.
        #expect(storyboard.pictures.map(\.name) == ["8UO-he-yD1"])
        #expect(storyboard.pictures[0].views.first?.className == "UITableView")
        #expect(storyboard.pictures[0].views.first?.rect == RenderRect(x: 0, y: 0, width: 320, height: 568))
    }

    /// An AppKit window: y-up frames turned over, the content view filling the window.
    @Test func appKitWindow() throws {
        let layout = try LayoutTests.document(SharedCorpus.path("xib-mac/AFNetworking__AFNetworking__Example_macOS-Example_MainMenu.xib"))
        let window = try #require(layout.pictures.first { $0.views.first?.className == "NSWindow" })
        let content = window.views[1]
        #expect(content.parent == 0 && content.rect.x == 0 && content.rect.y == 0 && content.rect.width == window.views[0].rect.width)
        #expect(window.views.dropFirst(2).allSatisfy { $0.rect.y >= -0.01 && $0.rect.maxY <= content.rect.maxY + 0.01 })
    }

    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard") || path.hasSuffix("designable.nib")
    }

    /// A Mac Interface Builder 3 archive draws from its own objects: the
    /// window's content rectangle, and its controls where their `NSFrame`s put them.
    @Test func macArchiveWindow() throws {
        let path = SharedCorpus.path("xib-mac/robbiehanson__CocoaAsyncSocket__Examples_GCD_DomainTest_DomainTest_DomainClient.xib")
        let layout = try DocumentLayout.layout(bytes: ByteView(try FileBytes.read(path: path)), path: path)
        let window = try #require(layout.pictures.first)
        #expect(layout.pictures.count == 1)
        #expect(window.views.count == 9)
        #expect(window.views[0].className == "NSWindow")
        let texts = window.views.compactMap(\.text)
        #expect(!texts.isEmpty)
    }

    /// WatchKit controllers draw on a watch screen, their items in a column.
    @Test func watchKitStoryboard() throws {
        let path = SharedCorpus.path("storyboard/CocoaLumberjack__CocoaLumberjack__Integration_watchOSSwiftIntegration_Base.lproj_Interface.storyboard")
        let layout = try DocumentLayout.layout(bytes: ByteView(try FileBytes.read(path: path)), path: path)
        #expect(layout.pictures.count == 4)
        let notification = try #require(layout.pictures.first { $0.views.count == 2 })
        #expect(notification.views[0].className == "WKUserNotificationInterfaceController")
        #expect(notification.views[0].rect == RenderRect(x: 0, y: 0, width: 136, height: 170))
        #expect(notification.views[1].className == "WKInterfaceLabel" && notification.views[1].text == "Alert Label")
        #expect(notification.views[1].rect == RenderRect(x: 0, y: 0, width: 136, height: 30))
    }

    /// Every picture as SVG parses as XML, and the JSON as JSON.
    static func check(_ layout: RenderLayout, path: String) throws {
        for picture in layout.pictures {
            let svg = SVGWriter(outlets: true).svg(picture)
            #expect(XMLParser(data: Data(svg.utf8)).parse(), "\(path) \(picture.name)")
        }
        let json = LayoutJSON.json(layout, path: path)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(path)")
    }
}
