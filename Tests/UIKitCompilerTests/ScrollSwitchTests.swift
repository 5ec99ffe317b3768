import NibGraph
import Testing

/// The scroll view switches (indicators, scrolling), a table's
/// `clearsContextBeforeDrawing` and a text field's clear button mode, with the
/// positions real ibtool output shows.
struct ScrollSwitchTests {
    /// The iOS 6 SDK's `ReminderCaptureViewController_iPhone.nib` (index file
    /// id 68383921833; `…_iPad.nib`, 68649517739, the same): a text view with
    /// both indicators and scrolling off writes, right after `UIClipsToBounds`,
    /// `UIShowsHorizontalScrollIndicator` NO, `UIShowsVerticalScrollIndicator`
    /// NO, `UIScrollDisabled` YES, then `UIBouncesZoom` YES and `UIContentSize`.
    @Test func textViewWritesTheSwitchesBeforeBouncesZoom() throws {
        let compilation = try compileXIB("""
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
            showsHorizontalScrollIndicator="NO" showsVerticalScrollIndicator="NO" scrollEnabled="NO" id="1">
                <rect key="frame" x="11" y="75" width="298" height="211"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </textView>
            """, sdk: 7)
        let textView = try #require(compilation.graph.objects(ofClass: "UITextView").first)
        #expect(textView.keys == ["UIBounds", "UICenter", "UIOpaque", "UIMultipleTouchEnabled", "UIAutoresizeSubviews",
                                  "UIAutoresizingMask", "UIClipsToBounds", "UIShowsHorizontalScrollIndicator",
                                  "UIShowsVerticalScrollIndicator", "UIScrollDisabled", "UIBouncesZoom", "UIContentSize",
                                  "UIFont", "UITextAlignment"])
        #expect(textView["UIShowsHorizontalScrollIndicator"] == .bool(false))
        #expect(textView["UIShowsVerticalScrollIndicator"] == .bool(false))
        #expect(textView["UIScrollDisabled"] == .bool(true))
        #expect(compilation.diagnostics.isEmpty)
    }

    /// The same switches on a scroll view, each alone; YES (the default) writes nothing.
    @Test func scrollViewWritesOnlyTheSwitchesTurnedOff() throws {
        let compilation = try compileXIB("""
            <scrollView contentMode="scaleToFill" showsHorizontalScrollIndicator="YES" showsVerticalScrollIndicator="NO" id="1"/>
            """, sdk: 8)
        let scrollView = try #require(compilation.graph.objects(ofClass: "UIScrollView").first)
        #expect(Array(scrollView.keys.suffix(2)) == ["UIShowsVerticalScrollIndicator", "UIBouncesZoom"])
        #expect(scrollView["UIShowsHorizontalScrollIndicator"] == nil)
        #expect(compilation.diagnostics.isEmpty)
    }

    /// A table is a scroll view: its switches come before `UIBouncesZoom` too,
    /// and `clearsContextBeforeDrawing="NO"` is the view key
    /// `UIClearsContextBeforeDrawing` NO after the autoresizing mask (GTMOAuth2ViewTouch.nib).
    @Test func tableWritesTheSwitchesAndClearsContext() throws {
        let compilation = try compileXIB("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" clearsContextBeforeDrawing="NO" alwaysBounceVertical="YES" \
            showsHorizontalScrollIndicator="NO" scrollEnabled="NO" style="plain" separatorStyle="default" rowHeight="44" \
            sectionHeaderHeight="22" sectionFooterHeight="22" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="416"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </tableView>
            """, sdk: 7)
        let table = try #require(compilation.graph.objects(ofClass: "UITableView").first)
        #expect(Array(table.keys.prefix(10)) == [
            "UIBounds", "UICenter", "UIOpaque", "UIAutoresizeSubviews", "UIAutoresizingMask", "UIClearsContextBeforeDrawing",
            "UIClipsToBounds", "UIShowsHorizontalScrollIndicator", "UIScrollDisabled", "UIBouncesZoom",
        ])
        #expect(table["UIClearsContextBeforeDrawing"] == .bool(false))
        #expect(compilation.diagnostics.isEmpty)
    }

    /// Attributes whose key no Apple nib places are written under the notes'
    /// names, with warnings (once per document) that their places are not checked.
    @Test func unplacedScrollAttributesAreWrittenAndSaidUnchecked() throws {
        let compilation = try compileXIB("""
            <tableView contentMode="scaleToFill" bounces="NO" style="plain" id="1"/>
            <textView contentMode="scaleToFill" editable="NO" pagingEnabled="YES" id="2"/>
            """, sdk: 10)
        let table = try #require(compilation.graph.objects(ofClass: "UITableView").first)
        #expect(table["UIBounceEnabled"] == .bool(false))
        let textView = try #require(compilation.graph.objects(ofClass: "UITextView").first)
        #expect(textView["UIPagingEnabled"] == .bool(true) && textView["UIEditable"] == .bool(false))
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.filter { $0.contains("UIBounceEnabled") && $0.contains("not checked") }.count == 1)
        #expect(messages.filter { $0.contains("UIEditable") && $0.contains("not checked") }.count == 1)
        #expect(!messages.contains { $0.contains("<tableView> attribute bounces") || $0.contains("left out") })
    }

    /// The mapping notes' Appendix C.5 (Xcode 12.4 nibs): `UIClearButtonMode`
    /// (integer) sits between `UIMinimumFontSize` and `UIClearButtonOffset`.
    @Test func textFieldClearButtonMode() throws {
        let compilation = try compileXIB("""
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" \
            contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" clearButtonMode="whileEditing" id="1">
                <rect key="frame" x="20" y="20" width="280" height="31"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """, sdk: 14)
        let field = try #require(compilation.graph.objects(ofClass: "UITextField").first)
        let keys = field.keys
        let mode = try #require(keys.firstIndex(of: "UIClearButtonMode"))
        #expect(keys[mode - 1] == "UIMinimumFontSize")
        #expect(keys[mode + 1] == "UIClearButtonOffset")
        #expect(field["UIClearButtonMode"] == .integer(1))
        #expect(!compilation.diagnostics.contains { $0.message.contains("UIClearButtonMode") })
    }

    /// Before the iOS 14 SDK the position is assumed, and says so; never is left out.
    @Test func textFieldClearButtonModeBeforeIOS14() throws {
        let compilation = try compileXIB("""
            <textField contentMode="scaleToFill" clearButtonMode="always" id="1"/>
            <textField contentMode="scaleToFill" clearButtonMode="never" id="2"/>
            """, sdk: 7)
        let fields = compilation.graph.objects(ofClass: "UITextField")
        #expect(fields.map { $0["UIClearButtonMode"] } == [.integer(3), nil])
        #expect(compilation.diagnostics.filter { $0.message.contains("UIClearButtonMode's position") }.count == 1)
    }

    /// An Interface Builder 3 archive's `IBUIClearButtonMode` is the same key.
    @Test func legacyTextFieldClearButtonMode() throws {
        let compilation = try LegacyArchiveTests.compile(LegacyArchiveTests.archive("""
            <object class="IBUITextField" id="v"><int key="NSvFlags">292</int><string key="NSFrame">{{20, 20}, {280, 31}}</string>
            <string key="IBUIText"/><int key="IBUIBorderStyle">3</int><int key="IBUIClearButtonMode">1</int></object>
            """), sdk: 6)
        let field = try #require(compilation.graph.objects(ofClass: "UITextField").first)
        #expect(field["UIClearButtonMode"] == .integer(1))
        #expect(field.keys.firstIndex(of: "UIClearButtonMode").map { field.keys[$0 + 1] } == "UIClearButtonOffset")
        #expect(!compilation.diagnostics.contains { $0.message.contains("IBUIClearButtonMode") })
    }
}
