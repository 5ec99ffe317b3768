import NibGraph
import XIBReader

/// Texts of a document compiled for localization (a document in a `.lproj`
/// folder, see ``AppKitCompilerOptions/localizableStrings``): ibtool writes
/// them as `NSLocalizableString`s holding the text, `NSKey` (`OBJECTID.PROPERTY`,
/// the key of the `.strings` file that translates it) and `NSDev` (the
/// development-language text). Apple's Base.lproj storyboard pair shows window
/// titles and menu and menu item titles so, Sparkle's Base.lproj nibs the
/// titles of text field and button cells; other texts (key equivalents,
/// untitled separators and cells, alternate titles) stay plain strings.
extension AppKitContext {
    /// Appends `key` = `text`, localizable as `PROPERTY` of `element` when the
    /// compilation localizes and the element has an id and the text; a plain pooled string otherwise.
    mutating func appendLocalizableString(_ key: String, _ text: String?, property: String, of element: XIBElement,
                                          to object: Reference) {
        guard options.localizableStrings, let text, let id = element[attribute: "id"] else {
            appendString(key, text ?? "", to: object)
            return
        }
        let string = builder.unpooledString(text, className: FoundationClasses.localizableString)
        builder.append("NSKey", .object(builder.unpooledString(id + "." + property, className: FoundationClasses.string)), to: string)
        builder.append("NSDev", .object(builder.unpooledString(text, className: FoundationClasses.string)), to: string)
        append(key, .object(string), to: object)
    }
}
