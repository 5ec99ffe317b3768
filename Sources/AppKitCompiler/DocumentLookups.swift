import IBDocument
import XIBReader

/// What the AppKit compiler works out once per document, each built on its
/// first use: the views constraints refer to, the element holding an element
/// (by the child's id), a storyboard scene's objects and the element naming
/// a header view. A lookup made
/// per element (a text field cell's field, a column's table) or per nib (a
/// storyboard's scenes) stays linear in the document this way, where a walk
/// of every element each time would make a large document quadratic.
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

    /// Where each element that has an id sits, by that id: its parent, and its index among the parent's children.
    private(set) lazy var placeByID: [String: (parent: XIBElement, index: Int)] =
        Self.places(below: document.root, count: document.elementsByID.count)

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

    /// The places of the elements with an id under `root` (about `count` of
    /// them), walked without recursion (a tree built by hand may nest deeper
    /// than the reader allows). A document's ids are unique (``IBDocument``
    /// refuses repeats), so each is set once.
    static func places(below root: XIBElement, count: Int) -> [String: (parent: XIBElement, index: Int)] {
        var places: [String: (parent: XIBElement, index: Int)] = [:]
        places.reserveCapacity(count)
        var pending = [root]
        while let element = pending.popLast() {
            for (index, child) in element.children.enumerated() {
                if let id = child[attribute: "id"] { places[id] = (element, index) }
                if !child.children.isEmpty { pending.append(child) }
            }
        }
        return places
    }
}
