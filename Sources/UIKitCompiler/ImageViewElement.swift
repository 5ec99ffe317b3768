import XIBReader

/// `<imageView>` → `UIImageView`: the view keys, then the image and its
/// highlighted twin as `UIImageNibPlaceholder`s.
enum ImageViewElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIImageView")
        // Interface Builder writes `userInteractionEnabled="NO"` on image views it makes; absent means YES.
        context.appendViewKeys(element, to: object)
        if let image = context.image(of: element, "image") { context.append("UIImage", .object(image), to: object) }
        if let image = context.image(of: element, "highlightedImage") {
            context.append("UIHighlightedImage", .object(image), to: object)
        }
        // `catalog` repeats what the image's `<image>` resource says.
        context.warnUnhandled(element, attributes: ["image", "highlightedImage", "catalog"], children: []) { child in
            UIKitContext.isImageReference(child, keys: ["image", "highlightedImage"])
        }
        context.endObject(object, of: element, className: "UIImageView")
    }
}

extension UIKitContext {
    /// A named image as a `UIImageNibPlaceholder` (one object per name). Its
    /// size is 1 × 1 whatever the document's `<image>` resource says: Apple's
    /// output shows 1 × 1 for a 414 × 896 launch image (an asset-catalog image
    /// is sized when it loads).
    ///
    /// A system symbol (`catalog="system"`, iOS 13) names itself twice, as
    /// `UIResourceName` and `UISystemSymbolResourceName`, and is 0 × 0 (the
    /// mapping notes' Appendix C.5, from Xcode 12.4 nibs).
    ///
    /// Whether a name is a system symbol comes from the caller or, as for
    /// image views, buttons and bar items, from the document's `<image>`
    /// resource of that name, which says `catalog="system"`.
    mutating func image(named name: String, shared: Bool = true, systemSymbol: Bool = false) -> Reference {
        let systemSymbol = systemSymbol || document.resource("image", named: name)?[attribute: "catalog"] == "system"
        let key = (systemSymbol ? "symbol:" : "image:") + name
        if shared, let pooled = pooled[key] { return pooled }
        let placeholder = builder.addObject("UIImageNibPlaceholder")
        let side: Float = systemSymbol ? 0 : 1
        append("UIImageWidth", .float(side), to: placeholder)
        append("UIImageHeight", .float(side), to: placeholder)
        appendString("UIResourceName", name, to: placeholder)
        // SF Symbols (iOS 13) and the catalog name (iOS 15): nil for a named image of the app's bundle.
        if sdk >= 13 {
            if systemSymbol { appendString("UISystemSymbolResourceName", name, to: placeholder) }
            else { append("UISystemSymbolResourceName", .null, to: placeholder) }
            append("UISymbolImageConfiguration", .null, to: placeholder)
        }
        if sdk >= 15 { append("UIResourceCatalogName", .null, to: placeholder) }
        if shared { pooled[key] = placeholder }
        return placeholder
    }
}
