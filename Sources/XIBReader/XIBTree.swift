import NibBytes

/// The elements of one read document, stored flat: the elements in
/// start-tag order (names, texts and layouts in three lists), all their
/// attributes in one list and their children's places in another, each
/// element holding its runs of those two. A document is then a few
/// allocations however many elements it has, and is freed as few; an
/// ``XIBElement`` is this store and a place in it.
///
/// An element a compiler makes or changes is a store of its own with one
/// element, whose children are kept as the elements they are (``adopted``);
/// a changed list of children is a store with no element and the list adopted.
///
/// Places and counts are `Int32`: a read document is at most `Int32.max`
/// bytes (``XIBReader`` refuses larger ones), and every element and
/// attribute takes several of them.
@usableFromInline
final class XIBTree: Sendable {
    /// Where one element's start tag ends and where its attributes and children are.
    @usableFromInline
    struct Layout: Sendable {
        @usableFromInline let line: Int
        @usableFromInline let column: Int
        @usableFromInline let firstAttribute: Int32
        @usableFromInline let attributeCount: Int32
        @usableFromInline var firstChild: Int32
        @usableFromInline var childCount: Int32
        /// One past the place of the element's last descendant: an element and
        /// the elements inside it are one run of places (start-tag order).
        @usableFromInline var subtreeEnd: Int32
        /// The element's index among its parent's children (0 for the root).
        @usableFromInline var indexInParent: Int32
        /// The lengths of the element's attribute names: most attributes a
        /// compiler asks for are absent, and one whose length no attribute
        /// has is known absent without reading the list.
        @usableFromInline let attributeLengths: StringLengthSet
    }

    @usableFromInline let names: [String]
    /// Each element's own text ("" for most).
    @usableFromInline let texts: [String]
    @usableFromInline let layouts: [Layout]
    @usableFromInline let attributes: [XIBAttribute]
    /// Each element's parent, as a place in the element lists (-1 for the root, and in a made store).
    @usableFromInline let parents: [Int32]
    /// Each element's children, as places in the element lists, one run per element.
    @usableFromInline let childPlaces: [Int32]
    /// The children of the one element of a made store, or the elements of a
    /// changed list (empty in a read document).
    @usableFromInline let adopted: [XIBElement]

    init(names: [String], texts: [String], layouts: [Layout], attributes: [XIBAttribute], parents: [Int32],
         childPlaces: [Int32], adopted: [XIBElement] = []) {
        self.names = names
        self.parents = parents
        self.texts = texts
        self.layouts = layouts
        self.attributes = attributes
        self.childPlaces = childPlaces
        self.adopted = adopted
    }

    /// A store holding one made element.
    convenience init(name: String, attributes: [XIBAttribute], text: String, children: [XIBElement], line: Int, column: Int) {
        let layout = Layout(line: line, column: column, firstAttribute: 0, attributeCount: Int32(attributes.count),
                            firstChild: 0, childCount: Int32(children.count), subtreeEnd: 1, indexInParent: 0,
                            attributeLengths: StringLengthSet(attributes.lazy.map(\.name)))
        self.init(names: [name], texts: [text], layouts: [layout], attributes: attributes, parents: [-1], childPlaces: [],
                  adopted: children)
    }

    /// The store of every empty list.
    @usableFromInline static let empty = XIBTree(list: [])

    /// A store holding no element, only a list of children.
    convenience init(list: [XIBElement]) {
        self.init(names: [], texts: [], layouts: [], attributes: [], parents: [], childPlaces: [], adopted: list)
    }

    /// The child at `offset` of the run of children starting at `first` (in ``adopted`` when there are adopted children).
    @inlinable @inline(__always)
    func child(_ first: Int, _ offset: Int) -> XIBElement {
        adopted.isEmpty ? XIBElement(tree: self, place: Int(childPlaces[first + offset])) : adopted[first + offset]
    }
}
