import IBDocument
import XIBReader

/// What the AppKit compiler works out once per document, each built on its
/// first use: the views constraints refer to, a storyboard scene's objects
/// and the element naming a header view. A lookup made per element (a
/// table's header view) or per nib (a storyboard's scenes) stays linear in
/// the document this way, where a walk of every element each time would make
/// a large document quadratic. (The element holding an element is its
/// ``XIBElement/parent``.)
///
/// A class, so that the compiler's contexts (values: copies, and one per
/// storyboard nib) share one set of lookups and fill it from non-mutating code.
final class DocumentLookups {
    private let document: IBDocument

    init(document: IBDocument) {
        self.document = document
    }

    /// The ids of the views that constraints refer to (``LayoutConstraints/constrainedIDs(in:)``).
    private(set) lazy var constrainedViewIDs: Set<String> = LayoutConstraints.constrainedIDs(in: document)

    /// A storyboard scene's objects, by the id of each of them.
    private(set) lazy var sceneObjectsByID: [String: XIBElementList] = {
        var scenes: [String: XIBElementList] = [:]
        for scene in Storyboard.scenes(of: document) {
            let objects = scene.children(of: "objects")
            for object in objects {
                if let id = object[attribute: "id"], scenes[id] == nil { scenes[id] = objects }
            }
        }
        return scenes
    }()

    /// The element whose `headerView` attribute is each id (a table and its header view).
    private(set) lazy var headerViewOwnerByID: [String: XIBElement] = {
        var owners: [String: XIBElement] = [:]
        for element in document.elementsByID.values {
            if let header = element[attribute: "headerView"], owners[header] == nil { owners[header] = element }
        }
        return owners
    }()
}
