import NibGraph
import Testing
@testable import UIKitCompiler

/// A button's and a flow layout's `<inset>`s, as `UIEdgeInsets` (top, left,
/// bottom, right). No Apple nib of the corpus shows them: the names are the
/// mapping notes' (§2 button, §2 collectionView) and UIKit's decoder's; the
/// button's order (content, title, image, after `UIAdjustsImageWhenDisabled`)
/// is that of an Apple-compiled iPhone nib of the iOS 3–4 era
/// (`ReminderCaptureViewController_iPhone.nib`, a public dump in the code index).
struct ButtonInsetTests {
    @Test func buttonEdgeInsetsFollowImageAdjustment() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <inset key="contentEdgeInsets" minX="16" minY="6" maxX="16" maxY="6"/>
                <inset key="titleEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2" maxY="0.0"/>
                <state key="normal" title="Go"/>
            </button>
            """, sdk: 10)
        let button = try #require(compilation.graph.objects(ofClass: "UIButton").first)
        let keys = button.keys
        let disabled = try #require(keys.firstIndex(of: "UIAdjustsImageWhenDisabled"))
        // A zero inset is UIKit's default: no UITitleEdgeInsets.
        #expect(Array(keys[(disabled + 1)...].prefix(3)) == ["UIContentEdgeInsets", "UIImageEdgeInsets", "UIButtonType"])
        #expect(button["UIContentEdgeInsets"] == StoryboardPrototypeTests.geometry([6, 16, 6, 16]))
        #expect(button["UIImageEdgeInsets"] == StoryboardPrototypeTests.geometry([0, 0, 0, 2]))
        #expect(compilation.diagnostics.map(\.message) == [UIKitContext.unverifiedInsets])
    }

    /// Up to the iOS 7 SDK geometry is float32, as in the iOS 3–4 era nib.
    @Test func buttonTitleInsetsAreFloat32InTheIOS7Era() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <inset key="titleEdgeInsets" minX="16" minY="0.0" maxX="0.0" maxY="0.0"/>
            </button>
            """, sdk: 7)
        let button = try #require(compilation.graph.objects(ofClass: "UIButton").first)
        #expect(button["UITitleEdgeInsets"] == LegacyArchiveTests.geometry32([0, 16, 0, 0]))
    }

    /// An `<inset>` a button does not know warns and is left out.
    @Test func anUnknownButtonInsetWarns() throws {
        let compilation = try compileXIB("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <inset key="alignmentRectInsets" minX="1" minY="0.0" maxX="0.0" maxY="0.0"/>
            </button>
            """, sdk: 10)
        #expect(compilation.diagnostics.map(\.message) == [#"<inset key="alignmentRectInsets"> in <button> is not supported yet; left out"#])
    }

    /// `UISectionInset` after the layout's sizes, with the document's one
    /// edge-insets warning even when a button has insets too.
    @Test func flowLayoutSectionInsetSharesTheDocumentWarning() throws {
        let compilation = try compileXIB("""
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="none" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="2">
                    <size key="itemSize" width="50" height="50"/>
                    <size key="headerReferenceSize" width="0.0" height="30"/>
                    <inset key="sectionInset" minX="10" minY="0.0" maxX="10" maxY="20"/>
                </collectionViewFlowLayout>
            </collectionView>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="3">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
            </button>
            """, sdk: 14)
        let layout = try #require(compilation.graph.objects(ofClass: "UICollectionViewFlowLayout").first)
        #expect(layout.keys == ["UIInteritemSpacing", "UILineSpacing", "UIItemSize", "UIHeaderReferenceSize", "UISectionInset"])
        #expect(layout["UISectionInset"] == StoryboardPrototypeTests.geometry([0, 10, 20, 10]))
        #expect(compilation.diagnostics.filter { $0.message == UIKitContext.unverifiedInsets }.count == 1)
    }
}
