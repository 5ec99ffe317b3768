import XIBReader

/// Images an element names either as an attribute (`image="heart"`) or, as
/// Xcode 11 and later write SF Symbols and configured images, as an
/// `<imageReference key="image" image="heart" catalog="system" …>` child.
extension UIKitContext {
    /// The `UIImageNibPlaceholder` of the image `element` names under `key`,
    /// nil when it names none. A reference is written as the image it names
    /// (a system symbol when its catalog is "system"); its symbol
    /// configuration (scale, weight, rendering mode, variable value) is left
    /// out, `UISymbolImageConfiguration` staying nil, which a warning says
    /// (once per document: ``Storyboard/documentWarnings``).
    mutating func image(of element: XIBElement, _ key: String, shared: Bool = true) -> Reference? {
        if let name = element[attribute: key] {
            return image(named: name, shared: shared, systemSymbol: element[attribute: "catalog"] == "system")
        }
        guard let reference = element.child(named: "imageReference", key: key), let name = reference[attribute: "image"],
              !name.isEmpty
        else { return nil }
        warn(Self.unverifiedImageReference, at: reference)
        return image(named: name, shared: shared, systemSymbol: reference[attribute: "catalog"] == "system")
    }

    static let unverifiedImageReference = "an <imageReference> is written as the image it names (a UIImageNibPlaceholder, "
        + "a system symbol's with UISystemSymbolResourceName); its symbol configuration is left out (UISymbolImageConfiguration "
        + "nil): no Apple nib of the corpus shows how ibtool writes one"

    /// Whether `child` is an `<imageReference>` that ``image(of:_:shared:)`` reads.
    static func isImageReference(_ child: XIBElement, keys: [String]) -> Bool {
        child.name == "imageReference" && keys.contains(child[attribute: "key"] ?? "")
    }
}
