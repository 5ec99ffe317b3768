import NibBytes
import XIBReader

/// One entry of a compiled storyboard's `Info.plist`
/// `UIViewControllerIdentifiersToExternalStoryboardReferences` (see ``StoryboardReference``).
public struct UIKitStoryboardReference: Sendable, Equatable {
    /// The placeholder's identifier in this storyboard.
    public var identifier: String
    /// `UIReferencedStoryboardName`; nil for a reference into this same
    /// storyboard (UIKit then looks the controller up in itself).
    public var storyboardName: String?
    /// `UIReferencedControllerIdentifier`; nil for the referenced storyboard's initial controller.
    public var controllerIdentifier: String?

    public init(identifier: String, storyboardName: String?, controllerIdentifier: String?) {
        self.identifier = identifier
        self.storyboardName = storyboardName
        self.controllerIdentifier = controllerIdentifier
    }
}

/// A storyboard reference, `<viewControllerPlaceholder storyboardName="…"
/// referencedIdentifier="…">`: a scene that stands for a controller of
/// another storyboard (its initial controller without `referencedIdentifier`).
///
/// What UIKit reads, from its decompiled sources (no Apple nib of the corpus
/// holds a reference):
/// - `Info.plist`'s `UIViewControllerIdentifiersToExternalStoryboardReferences`
///   maps a placeholder identifier to `UIReferencedStoryboardName` (absent:
///   this same storyboard) and, when set, `UIReferencedControllerIdentifier` (`-[UIStoryboard
///   _instantiateViewControllerReferencedByPlaceholderWithIdentifier:…]`);
/// - `UIStoryboardViewControllerPlaceholder`'s `initWithCoder:` decodes
///   `UIStoryboardIdentifier` (that identifier) and `UIParentViewController`,
///   and answers the referenced storyboard's controller in its place;
/// - a segue template instantiates its destination through
///   `UIViewControllerIdentifiersToNibNames`, and a stack trace of a segue to
///   a reference shows that nib's outlet connection decoding the placeholder.
///
/// So a reference a container holds (a tab bar controller's tab) is the
/// placeholder object in the container's nib; any other reference gets a
/// scene nib of its own, named and listed as a controller's would be
/// (`UIViewController-ID`), whose `sceneViewController` outlet leads to the
/// placeholder. Assumed, with ``unverified`` once per document: that
/// identifier, the scene nib's objects (no storyboard placeholder or
/// `storyboard` outlet: the referenced storyboard's own nib sets those) and
/// the key order (the decoder's).
enum StoryboardReference {
    static let elementName = "viewControllerPlaceholder"

    static let unverified = "storyboard references are compiled as UIKit's decoder reads them "
        + "(UIStoryboardViewControllerPlaceholder, Info.plist's UIViewControllerIdentifiersToExternalStoryboardReferences); "
        + "no Apple nib shows one: their identifiers, scene nib and key order are assumed"

    /// Attributes read here or that only Interface Builder uses.
    static let attributes: NameSet = ["id", "storyboardName", "referencedIdentifier", "sceneMemberID", "userLabel"]

    static func isReference(_ element: XIBElement) -> Bool {
        element.name == elementName
    }

    /// The placeholder object: `UIStoryboardIdentifier`, then `UIParentViewController` inside a container.
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.builder.setClass("UIStoryboardViewControllerPlaceholder", of: object)
        context.warn(unverified, at: element)
        warnUnhandled(element, in: &context)
        context.appendString("UIStoryboardIdentifier", StoryboardScenes.identifier(of: element), to: object)
        if let parent = context.parentViewController {
            context.append("UIParentViewController", .object(parent), to: object)
        }
    }

    /// The reference's `Info.plist` entry.
    static func entry(of element: XIBElement) -> UIKitStoryboardReference {
        UIKitStoryboardReference(identifier: StoryboardScenes.identifier(of: element), storyboardName: element[attribute: "storyboardName"],
                                 controllerIdentifier: element[attribute: "referencedIdentifier"])
    }

    private static func warnUnhandled(_ element: XIBElement, in context: inout UIKitContext) {
        for attribute in element.attributes where !attributes.contains(attribute.name) {
            context.warn("<\(elementName)> attribute \(attribute.name) is not supported yet; left out", at: element)
        }
        for child in element.children where child.name != "connections" {
            // UIKit decodes neither: the referenced controller brings its own items.
            context.warn("<\(child.name)> in <\(elementName)> is left out: the referenced controller brings its own",
                         at: child)
        }
    }
}
