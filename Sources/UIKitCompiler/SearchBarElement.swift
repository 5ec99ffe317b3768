import NibGraph
import XIBReader

/// `<searchBar>` → `UISearchBar`: the view keys (not opaque, content hugging
/// always written), then the search bar's own keys in the order
/// `-[UISearchBar encodeWithCoder:]` (iOS 18.2, decompiled UIKitCore) writes
/// them, each only when set: bar style, the cancel, bookmark, scope bar and
/// search results switches, `UISearchBarTranslucence`, the scope button titles
/// (an `NSArray` of strings), prompt, `UIText` (always, "" when empty, as
/// Apple's iOS 7 output shows), placeholder, bar tint color, the text input
/// traits (on the search bar itself) and the search bar style. The encoder
/// writes no selected scope index.
///
/// Apple's iOS 7 output (fengzeyan/iYao) checks the view keys, the
/// translucence and the text of a search bar with an empty
/// `<textInputTraits>`: none of the traits' keys. The iOS 18.2 encoder writes
/// `UIEnablesReturnKeyAutomatically` and `UISecureTextEntry` even when NO; its
/// traits block has the iOS 11 smart types, so it is followed from the iOS 11
/// SDK on and the iOS 7 output before. The rest no Apple nib shows: a warning
/// says so once per document. The background images are warned about.
enum SearchBarElement {
    /// The warning, said once per document, about the keys no Apple nib shows.
    static let unverified = "the iOS 18.2 UISearchBar encoder's keys, order and defaults are followed for a search "
        + "bar's style, buttons, scope bar, prompt, placeholder, bar tint and text input traits (both return key and "
        + "secure entry written from the iOS 11 SDK on, an era boundary assumed); no Apple nib of the corpus shows them "
        + "(not checked)"

    /// The traits in the order the search bar's encoder writes them.
    static let traitOrder = [
        "keyboardType", "spellCheckingType", "autocorrectionType", "autocapitalizationType", "keyboardAppearance",
        "returnKeyType", "enablesReturnKeyAutomatically", "secureTextEntry", "textContentType",
        "smartInsertDeleteType", "smartQuotesType", "smartDashesType",
    ]

    static let searchBarStyles: [String: Int64] = ["default": 0, "prominent": 1, "minimal": 2]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UISearchBar")
        context.appendViewKeys(element, to: object, defaults: .bar(opaque: false))
        let id = element[attribute: "id"]
        var unchecked = false
        context.appendBarStyle(element, to: object)
        for (attribute, key) in [("showsCancelButton", "UIShowsCancelButton"), ("showsBookmarkButton", "UIShowsBookmarkButton"),
                                 ("showsScopeBar", "UIShowsScopeBar"), ("showsSearchResultsButton", "UIShowSearchResultsButton")]
        where element.bool(attribute) == true {
            context.append(key, .bool(true), to: object)
            unchecked = true
        }
        context.appendBarTranslucence(element, to: object, key: "UISearchBarTranslucence")
        let titles = element.child(named: "scopeButtonTitles")?.children.filter { $0.name == "string" } ?? []
        if !titles.isEmpty {
            let strings = titles.enumerated().map { index, title in
                context.text(title.text, key: id.map { "\($0).scopeButtonTitles[\(index)]" })
            }
            context.append("UIScopeButtonTitles", .object(context.builder.array(strings)), to: object)
            unchecked = true
        }
        if let prompt = element[attribute: "prompt"] {
            context.append("UIPrompt", .object(context.text(prompt, key: id.map { $0 + ".prompt" })), to: object)
            unchecked = true
        }
        let text = element[attribute: "text"] ?? ""
        context.append("UIText", .object(context.text(text, key: id.map { $0 + ".text" })), to: object)
        if let placeholder = element[attribute: "placeholder"] {
            context.append("UIPlaceholder", .object(context.text(placeholder, key: id.map { $0 + ".placeholder" })),
                           to: object)
            unchecked = true
        }
        context.appendBarTintColor(element, to: object)
        if appendTextInputTraits(of: element, to: object, in: &context) { unchecked = true }
        if let name = element[attribute: "searchBarStyle"] {
            if let style = searchBarStyles[name] {
                if style != 0 { context.append("UISearchBarStyle", .integer(style), to: object) }
            } else {
                context.warn("search bar style \"\(name)\" is not known; left out", at: element)
            }
        }
        unchecked = unchecked || element[attribute: "barStyle"] != nil || element[attribute: "searchBarStyle"] != nil
            || element.child(named: "color", key: "barTintColor") != nil
        if unchecked { context.warn(unverified, at: element) }
        context.warnUnsupported(element, attributes: [], children: ["backgroundImage", "scopeBarBackgroundImage"])
        context.endObject(object, of: element, className: "UISearchBar")
    }

    /// The search bar's `<textInputTraits>` in its encoder's order: the
    /// values that differ from the defaults (capitalization none, as the iOS 7
    /// output shows), and from the iOS 11 SDK on the return key and secure
    /// entry switches always. True when a key other than the iOS 7 output's
    /// was written.
    private static func appendTextInputTraits(of element: XIBElement, to object: Reference,
                                              in context: inout UIKitContext) -> Bool {
        let traits = element.child(named: "textInputTraits", key: "textInputTraits")
        if let traits { context.warnUnknownTextInputTraits(traits) }
        let alwaysWritten: Set<String> = context.sdk >= 11 ? ["enablesReturnKeyAutomatically", "secureTextEntry"] : []
        var wrote = false
        for attribute in traitOrder {
            guard let trait = TextInputTraits.traits.first(where: { $0.attribute == attribute }) else { continue }
            var value = traits.flatMap { context.textInputTraitValue(trait, of: $0, defaultCapitalization: 0) }
            if value == nil, alwaysWritten.contains(attribute) {
                value = .bool(traits?.bool(attribute) ?? false)
            }
            guard let value else { continue }
            context.append(trait.key, value, to: object)
            wrote = true
        }
        return wrote
    }
}
