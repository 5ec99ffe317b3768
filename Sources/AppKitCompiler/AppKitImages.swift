import NibGraph
import XIBReader

/// Named images → `NSCustomResource`: `NSClassName` ("NSImage"),
/// `NSResourceName`, `NSCatalogName` (when the document's `<image>` resource
/// names a catalog), `IBNamespaceID` ("system" for AppKit's `NS…` images and
/// the system catalog's symbols, else nil), `IBDesignSize` (an `NSValue` of
/// the size the resource gives, at most 32 points for system images, 32 × 32
/// without one, for symbols or for AppKit's icon images, AppKit's own size for
/// the images ``AppKitContext/systemImageSizes`` lists) and `IBDesignImageConfiguration` (nil). One
/// object per name.
extension AppKitContext {
    /// The image `element` names under `key`: its `key` attribute (from
    /// `catalog`, else its resource's), else its `<imageReference key=key>`
    /// child (``referencedImage(of:key:)``); nil when it names none.
    mutating func image(of element: XIBElement, _ key: String, catalog: String? = nil) -> Reference? {
        if let name = element[attribute: key] { return imageResource(name, catalog: catalog) }
        return referencedImage(of: element, key: key)
    }

    /// The resource of image `name`, from the catalog its element names
    /// (`catalog`) or else the one the document's `<image>` resource names.
    mutating func imageResource(_ name: String, catalog elementCatalog: String? = nil) -> Reference {
        let key = "image:\(name)"
        if let image = pooled[key] { return image }
        let resource = document.resource("image", named: name)
        // An image pasted into the document is the NSImage it archives.
        if let resource, let image = archivedImage(resource) {
            pooled.set(key, image)
            return image
        }
        let catalog = elementCatalog ?? resource?[attribute: "catalog"]
        let namespace = Self.imageNamespace(name, catalog: catalog)
        var size = (32.0, 32.0)
        if let known = Self.systemImageSizes[name] {
            size = known
        } else if let resource, catalog != "system", !Self.iconImageNames.contains(name) {
            let given = (number(resource, "width") ?? 32, number(resource, "height") ?? 32)
            size = namespace != nil ? (min(given.0, 32), min(given.1, 32)) : given
        }
        let image = customResource(name, catalog: catalog, namespace: namespace, size: size)
        pooled.set(key, image)
        return image
    }

    /// AppKit's icon images (`NSImage.Name`'s icons): ibtool gives them their
    /// own 32 × 32 design size whatever size the document's resource says
    /// (Apple's storyboard pair: `NSTrashEmpty` given as 16 × 16 is 32 × 32).
    static let iconImageNames: Set<String> = [
        "NSAdvanced", "NSApplicationIcon", "NSBonjour", "NSColorPanel", "NSComputer", "NSDotMac", "NSEveryone", "NSFolder",
        "NSFolderBurnable", "NSFolderSmart", "NSFontPanel", "NSInfo", "NSMobileMe", "NSMultipleDocuments", "NSNetwork",
        "NSPreferencesGeneral", "NSTrashEmpty", "NSTrashFull", "NSUser", "NSUserAccounts", "NSUserGroup",
    ]

    /// AppKit images whose design size ibtool takes from the image itself,
    /// whatever size the document's resource says (Apple's HSChooserWindow
    /// pair: `NSActionTemplate` given as 15 × 15 is 19 × 19).
    static let systemImageSizes: [String: (Double, Double)] = [
        "NSActionTemplate": (19, 19),
    ]

    /// The state images every menu item archives (`NSOnImage`, `NSMixedImage`):
    /// AppKit's menu images, with no namespace and their own design sizes.
    mutating func menuStateImage(_ name: String, size: (Double, Double)) -> Reference {
        appKitPrivateImage(name, size: size)
    }

    /// An image AppKit's own objects name (a menu item's state images, a
    /// standard toolbar item's image): ibtool archives it with no namespace
    /// and the design size AppKit gives it.
    mutating func appKitPrivateImage(_ name: String, size: (Double, Double)) -> Reference {
        let key = "menuimage:\(name)"
        if let image = pooled[key] { return image }
        let image = customResource(name, catalog: nil, namespace: nil, size: size)
        pooled.set(key, image)
        return image
    }

    /// An `NSCustomResource`; `symbol` adds the variable value and the
    /// configuration an `<imageReference>` gives (``referencedImage(of:key:)``).
    mutating func customResource(_ name: String, catalog: String?, namespace: String?, size: (Double, Double),
                                 symbol: SymbolConfiguration? = nil) -> Reference {
        let image = builder.addObject("NSCustomResource")
        appendString("NSClassName", "NSImage", to: image)
        appendString("NSResourceName", name, to: image)
        if let catalog { appendString("NSCatalogName", catalog, to: image) }
        if let variableValue = symbol?.variableValue { append("NSImageVariableValue", .double(variableValue), to: image) }
        appendOptionalString("IBNamespaceID", namespace, to: image)
        let designSize = builder.addObject("NSValue")
        append("NS.special", .integer(2), to: designSize)
        appendString("NS.sizeval", GeometryText.size(size.0, size.1), to: designSize)
        append("IBDesignSize", .object(designSize), to: image)
        guard let symbol else {
            append("IBDesignImageConfiguration", .null, to: image)
            return image
        }
        let configuration = builder.addObject("IBImageConfiguration")
        append("IBSymbolScale", Self.signed(symbol.scale), to: configuration)
        append("IBRenderingMode", .integer(symbol.renderingMode), to: configuration)
        append("IBVariableValue", symbol.variableValue.map { .object(builder.number($0)) } ?? .null, to: configuration)
        append("IBHierarchicalColors", .object(emptyArray()), to: configuration)
        append("IBLocale", .null, to: configuration)
        append("IBDesignImageConfiguration", .object(configuration), to: image)
        return image
    }

    /// The namespace ibtool gives an image: "system" for AppKit's `NS…` images and the system catalog's.
    static func imageNamespace(_ name: String, catalog: String?) -> String? {
        name.hasPrefix("NS") || catalog == "system" ? "system" : nil
    }
}
