import NibBytes
import NibGraph
import XIBReader

/// `<collectionViewItem>` → `NSCollectionViewItem`, the `NSViewController`
/// subclass a collection view copies for each of its items.
///
/// No Apple nib of the corpus holds one, so it is written as the view
/// controller it is (a xib's view controller keeps only its presentation
/// style, as Apple's caffeine bundle shows): its view, text field and image
/// view are outlets, made by the connections. A warning says once per
/// document that the encoding is not checked.
enum CollectionViewItemElement {
    static let known: NameSet = ["id", "customClass", "customModule", "customModuleProvider", "userLabel"]

    /// The warning, said once per document, that no Apple nib checks the encoding.
    static let unverified = "a collection view item is written as a xib's view controller (its presentation style); "
        + "no Apple nib of the corpus checks the encoding"

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ item: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: ["connections"])
        context.warnOnce(unverified, at: element)
        context.beginObject(item, of: element, className: "NSCollectionViewItem")
        StoryboardControllers.appendPresentationStyle(&context, element, to: item)
    }
}
