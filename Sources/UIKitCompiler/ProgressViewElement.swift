import XIBReader

/// `<progressView>` → `UIProgressView`: the view keys, then `UIProgress`
/// (float32) and `UIProgressViewStyle` (default 0, bar 1), always, and the
/// track and progress tint colors.
///
/// Keys are the mapping notes' (§2, from a decoder); no Apple output shows a
/// progress view, so order and presence are theirs.
enum ProgressViewElement {
    static let styles: [String: Int64] = ["default": 0, "bar": 1]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIProgressView")
        context.warnUnhandled(element, attributes: ["progress", "progressViewStyle"], children: [])
        context.appendViewKeys(element, to: object)
        context.appendValue(element, "progress", default: 0, key: "UIProgress", as: .float32, to: object)
        let name = element[attribute: "progressViewStyle"] ?? "default"
        if styles[name] == nil { context.warn("progress view style \"\(name)\" is not known; default is used", at: element) }
        context.append("UIProgressViewStyle", .integer(styles[name] ?? 0), to: object)
        context.appendColors(element, [
            "trackTintColor": "UIProgressTrackTintColor", "progressTintColor": "UIProgressProgressTintColor",
        ], to: object)
        for attribute in ["progressImage", "trackImage"] where element[attribute: attribute] != nil {
            context.warn("\(attribute) has no known UIProgressView key; left out", at: element)
        }
        context.endObject(object, of: element, className: "UIProgressView")
    }
}
