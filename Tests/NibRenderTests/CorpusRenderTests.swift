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
    /// Documents IBDocument reads all draw; the ones it refuses (Interface Builder 3
    /// `<archive>` files, WatchKit) are counted, as the renderer reports its error for them.
    @Test func everyDocumentRenders() throws {
        var drawn = 0, refused = 0, pictures = 0
        for path in SharedCorpus.files(startingWith: "<?xml") where Self.isDocument(path) {
            let bytes = ByteView(try FileBytes.read(path: path))
            let document: IBDocument
            do {
                document = try IBDocument(bytes: bytes, path: path)
            } catch {
                refused += 1
                continue
            }
            let layout = DocumentLayout.layout(document)
            try Self.check(layout, path: path)
            pictures += layout.pictures.count
            drawn += 1
        }
        #expect(drawn > 400)
        #expect(refused < 120)
        #expect(pictures > drawn)
    }

    @Test func everyCompiledNibRenders() throws {
        var drawn = 0
        for path in SharedCorpus.files(startingWith: "NIBArchive") + SharedCorpus.keyedArchives {
            try Self.check(try LayoutTests.nib(path), path: path)
            drawn += 1
        }
        #expect(drawn > 350)
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
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
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
