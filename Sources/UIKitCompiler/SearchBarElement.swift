import NibGraph
import XIBReader

/// `<searchBar>` → `UISearchBar`: the view keys (not opaque, content hugging
/// always written), then `UISearchBarTranslucence` and `UIText` (always, "" when
/// empty), as Apple's iOS 7 output shows. The other search bar values
/// (placeholder, prompt, scope buttons, styles, text input traits) are not in
/// any pair yet and are warned about.
enum SearchBarElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UISearchBar")
        context.appendViewKeys(element, to: object, defaults: .bar(opaque: false))
        context.appendBarTranslucence(element, to: object, key: "UISearchBarTranslucence")
        let text = element[attribute: "text"] ?? ""
        context.append("UIText", .object(context.text(text, key: element[attribute: "id"].map { $0 + ".text" })), to: object)
        context.warnUnsupported(element, attributes: ["placeholder", "prompt", "barStyle", "searchBarStyle",
                                                      "showsCancelButton", "showsBookmarkButton", "showsScopeBar",
                                                      "showsSearchResultsButton"],
                                children: ["barTintColor", "scopeButtonTitles", "backgroundImage", "scopeBarBackgroundImage"])
        if let traits = element.child(named: "textInputTraits", key: "textInputTraits"), !traits.attributes.isEmpty,
           traits.attributes.contains(where: { $0.name != "key" }) {
            context.warn("search bar text input traits are not supported yet; they are left out", at: traits)
        }
        context.endObject(object, of: element, className: "UISearchBar")
    }
}
