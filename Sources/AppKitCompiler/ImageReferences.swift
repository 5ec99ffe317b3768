import NibBytes
import NibGraph
import XIBReader

/// `<imageReference key="…" image="heart" catalog="system" …>` → the
/// `NSCustomResource` of a named image (an SF Symbol when its catalog is
/// "system") with the symbol configuration Interface Builder keeps, as
/// Apple's transmission_MainMenu pair shows for a menu item's action image:
/// - `NSImageVariableValue` (a double, with `variableValue`) after the catalog name;
/// - `IBDesignSize`, the size the document's `<image>` resource gives;
/// - `IBDesignImageConfiguration`, an `IBImageConfiguration` when the
///   reference configures the symbol (nil otherwise, as for an image named
///   by attribute): `IBSymbolScale` (-1 for the default scale, else AppKit's
///   small 1, medium 2, large 3), `IBRenderingMode`, `IBVariableValue` (the
///   variable value as an `NSNumber`), an empty `IBHierarchicalColors` and
///   `IBLocale` nil.
extension AppKitContext {
    /// The `NSCustomResource` of `element`'s `<imageReference key=key>`, nil when it has none.
    mutating func referencedImage(of element: XIBElement, key: String) -> Reference? {
        guard let reference = element.child(named: "imageReference", key: key), let name = reference[attribute: "image"],
              !name.isEmpty
        else { return nil }
        warnUnknownAttributes(of: reference, known: Self.imageReferenceAttributes)
        let catalog = reference[attribute: "catalog"]
        let configured = ["symbolScale", "renderingMode", "variableValue"].contains { reference[attribute: $0] != nil }
        let symbol = configured ? SymbolConfiguration(scale: symbolScale(reference), renderingMode: renderingMode(reference),
                                                      variableValue: number(reference, "variableValue")) : nil
        let poolKey = "imageReference:\(name)|\(catalog ?? "")|\(symbol.map { "\($0)" } ?? "")"
        if let image = pooled[poolKey] { return image }

        var size = (32.0, 32.0)
        if let resource = document.resource("image", named: name), let width = number(resource, "width"),
           let height = number(resource, "height") {
            size = (width, height)
            warnOnce(Self.unverifiedSymbolSize, at: reference)
        } else {
            warn("the image \"\(name)\" has no <image> resource giving its size; 32 × 32 is its design size", at: reference)
        }
        let image = customResource(name, catalog: catalog, namespace: Self.imageNamespace(name, catalog: catalog), size: size,
                                   symbol: symbol)
        pooled.set(poolKey, image)
        return image
    }

    /// What an `<imageReference>` configures, kept in `IBImageConfiguration`.
    struct SymbolConfiguration {
        /// -1 for the default scale, else `NSImage.SymbolScale`'s raw value.
        var scale: Int64
        var renderingMode: Int64
        var variableValue: Double?
    }

    static let imageReferenceAttributes: NameSet = ["image", "catalog", "symbolScale", "renderingMode", "variableValue"]

    /// The warning that a symbol's design size is read from the document's
    /// resource: Apple's one pair with an image reference archives `heart`
    /// at 17 × 14 where its resource says 16 × 14.
    static let unverifiedSymbolSize = "an image reference's design size (IBDesignSize) is the one its <image> resource gives; "
        + "ibtool measures the symbol itself, which can differ by a point (Apple's one pair: heart 17 × 14 for a 16 × 14 resource)"

    /// `symbolScale`: -1 for the default (or none), else `NSImage.SymbolScale`'s raw value.
    private mutating func symbolScale(_ reference: XIBElement) -> Int64 {
        switch reference[attribute: "symbolScale"] {
        case nil, "default": return -1
        case "small": return 1
        case "medium": return 2
        case "large": return 3
        case let scale?:
            warn("symbolScale=\"\(scale)\" is not known; the default scale is written", at: reference)
            return -1
        }
    }

    /// `renderingMode`: 0 when none is given (Apple's pair); the others as
    /// `NSImage`'s template-or-original choice, original 1 and template 2, which no Apple nib checks.
    private mutating func renderingMode(_ reference: XIBElement) -> Int64 {
        switch reference[attribute: "renderingMode"] {
        case nil: return 0
        case "original":
            warnOnce(Self.unverifiedRenderingMode, at: reference)
            return 1
        case "template":
            warnOnce(Self.unverifiedRenderingMode, at: reference)
            return 2
        case let mode?:
            warn("renderingMode=\"\(mode)\" is not supported yet; the automatic mode is written", at: reference)
            return 0
        }
    }

    static let unverifiedRenderingMode = "an image reference's renderingMode is written as IBRenderingMode 1 (original) or 2 "
        + "(template), UIKit's order for the same choice; no Apple nib of the corpus checks it"
}
