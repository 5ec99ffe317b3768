import NibGraph
import Testing
@testable import UIKitCompiler

/// `<searchBar>`'s own keys: the order, types and conditions of
/// `-[UISearchBar encodeWithCoder:]` (iOS 18.2, decompiled UIKitCore), and
/// Apple's iOS 7 output (fengzeyan/iYao `MyFirendsViewController.nib`: an empty
/// `<textInputTraits>` writes no trait key, the translucence is 1 and the text "").
struct SearchBarTests {
    static let viewKeys = ["UIBounds", "UICenter", "UIAutoresizeSubviews", "UIContentMode", "UIViewContentHuggingPriority"]

    /// The survey's search bar (andrew54068/SearchBarView.xib): two scope titles and a done return key.
    static let scoped = """
        <searchBar opaque="NO" contentMode="redraw" translucent="NO" showsScopeBar="YES" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="323" height="44"/>
            <textInputTraits key="textInputTraits" returnKeyType="done"/>
            <scopeButtonTitles>
                <string>Title</string>
                <string>Other</string>
            </scopeButtonTitles>
        </searchBar>
        """

    /// A search bar with nothing set but `traits` (an empty `<textInputTraits>` by default).
    static func plain(id: String, traits: String = "<textInputTraits key=\"textInputTraits\"/>") -> String {
        """
        <searchBar contentMode="redraw" id="\(id)">
            <rect key="frame" x="0.0" y="64" width="320" height="44"/>
            \(traits)
        </searchBar>
        """
    }

    @Test func scopeTitlesAndReturnKeyBeforeTheIOS11SDK() throws {
        let compilation = try compileXIB(Self.scoped, sdk: 7)
        let graph = compilation.graph
        let bar = try #require(graph.objects(ofClass: "UISearchBar").first)
        // The encoder: shows-scope-bar, translucence, scope titles, text, then the traits.
        #expect(bar.keys == Self.viewKeys + ["UIShowsScopeBar", "UISearchBarTranslucence", "UIScopeButtonTitles", "UIText",
                                             "UIReturnKeyType"])
        #expect(bar["UIShowsScopeBar"] == .bool(true))
        #expect(bar["UISearchBarTranslucence"] == .integer(2, .int8))
        let titles = try #require(graph.target(bar["UIScopeButtonTitles"]))
        #expect(titles.className == "NSArray")
        #expect(graph.elements(titles).map(\.className) == ["NSString", "NSString"])
        guard case .array(let values)? = titles["NS.objects"] else { throw MissingTitles() }
        #expect(values.map { graph.text($0) } == ["Title", "Other"])
        #expect(bar["UIReturnKeyType"] == .integer(9, .int8))
        #expect(compilation.diagnostics.map(\.message) == [SearchBarElement.unverified])
    }

    @Test func everyTraitInTheEncodersOrderFromTheIOS11SDK() throws {
        let compilation = try compileXIB("""
            <searchBar contentMode="redraw" barStyle="black" searchBarStyle="minimal" placeholder="Find" prompt="Where" \
            text="now" showsCancelButton="YES" showsBookmarkButton="YES" showsSearchResultsButton="YES" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <color key="barTintColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences" autocorrectionType="no" \
            spellCheckingType="yes" keyboardType="URL" keyboardAppearance="dark" returnKeyType="go" \
            enablesReturnKeyAutomatically="YES" textContentType="url" smartDashesType="no" smartInsertDeleteType="no" \
            smartQuotesType="no"/>
            </searchBar>
            """, sdk: 14)
        let graph = compilation.graph
        let bar = try #require(graph.objects(ofClass: "UISearchBar").first)
        let own = Array(bar.keys.drop { $0 != "UIBarStyle" })
        #expect(own == ["UIBarStyle", "UIShowsCancelButton", "UIShowsBookmarkButton", "UIShowSearchResultsButton",
                        "UISearchBarTranslucence", "UIPrompt", "UIText", "UIPlaceholder", "UIBarTintColor",
                        "UIKeyboardType", "UISpellCheckingType", "UIAutocorrectionType", "UIAutocapitalizationType",
                        "UIKeyboardAppearance", "UIReturnKeyType", "UIEnablesReturnKeyAutomatically", "UISecureTextEntry",
                        "UITextContentType", "UITextSmartInsertDeleteType", "UITextSmartQuotesType", "UITextSmartDashesType",
                        "UISearchBarStyle"])
        #expect(bar["UIBarStyle"] == .integer(1, .int8))
        #expect(graph.text(bar["UIPrompt"]) == "Where")
        #expect(graph.text(bar["UIText"]) == "now")
        #expect(graph.text(bar["UIPlaceholder"]) == "Find")
        #expect(bar["UIKeyboardType"] == .integer(3, .int8))
        #expect(bar["UISpellCheckingType"] == .integer(2, .int8))
        #expect(bar["UIAutocorrectionType"] == .integer(1, .int8))
        // The iOS 7 output shows none (0) as the search bar's default capitalization.
        #expect(bar["UIAutocapitalizationType"] == .integer(2, .int8))
        #expect(bar["UIKeyboardAppearance"] == .integer(1, .int8))
        #expect(bar["UIReturnKeyType"] == .integer(1, .int8))
        #expect(bar["UIEnablesReturnKeyAutomatically"] == .bool(true))
        // The iOS 18.2 encoder writes secure entry even when NO.
        #expect(bar["UISecureTextEntry"] == .bool(false))
        #expect(graph.text(bar["UITextContentType"]) == "url")
        #expect(bar["UISearchBarStyle"] == .integer(2, .int8))
    }

    @Test func emptyTraitsFromTheIOS11SDKWriteTheTwoSwitches() throws {
        // One bar with an empty `<textInputTraits>`, one without.
        let compilation = try compileXIB(Self.plain(id: "a") + Self.plain(id: "b", traits: ""), sdk: 14)
        for bar in compilation.graph.objects(ofClass: "UISearchBar") {
            #expect(Array(bar.keys.suffix(3)) == ["UIText", "UIEnablesReturnKeyAutomatically", "UISecureTextEntry"])
            #expect(bar["UIEnablesReturnKeyAutomatically"] == .bool(false))
        }
        // Said once for the document.
        #expect(compilation.diagnostics.map(\.message) == [SearchBarElement.unverified])
    }

    @Test func emptyTraitsBeforeTheIOS11SDKWriteNothingAndWarnNothing() throws {
        let compilation = try compileXIB(Self.plain(id: "bar"), sdk: 7)
        let bar = try #require(compilation.graph.objects(ofClass: "UISearchBar").first)
        #expect(Array(bar.keys.suffix(2)) == ["UISearchBarTranslucence", "UIText"])
        #expect(compilation.diagnostics.isEmpty)
    }

    @Test func unknownTraitsAndImagesWarn() throws {
        let compilation = try compileXIB("""
            <searchBar contentMode="redraw" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <textInputTraits key="textInputTraits" returnKeyType="launch" passwordRules="x"/>
                <image key="backgroundImage" name="bg"/>
            </searchBar>
            """, sdk: 7)
        let messages = compilation.diagnostics.map(\.message)
        #expect(messages.contains("text input trait passwordRules=\"x\" is not supported yet; it is left out"))
        #expect(messages.contains("text input trait returnKeyType=\"launch\" is not known; it is left out"))
        #expect(messages.contains("<image key=\"backgroundImage\"> in <searchBar> is not supported yet; left out"))
    }

    struct MissingTitles: Error {}
}
