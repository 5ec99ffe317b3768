import NibBytes

/// One element of an Interface Builder XML document (`.xib`, `.storyboard`,
/// Xcode 3 `designable.nib`): its name, attributes in document order, text,
/// children and where its start tag ends (line, and the byte column of its `>`).
///
/// A value type that is a place in a shared, immutable store (``XIBTree``,
/// one per read document): the compilers copy elements freely (children
/// lists, lookups, the document's index by id), and a copy is one reference
/// count. A setter gives the element a store of its own, so a changed copy
/// never affects the others. The hot lookups are inlinable: the compilers
/// call them tens of thousands of times per document set.
public struct XIBElement: Sendable, Equatable {
    @usableFromInline let tree: XIBTree
    @usableFromInline let place: Int

    @inlinable
    init(tree: XIBTree, place: Int) {
        self.tree = tree
        self.place = place
    }

    public init(
        name: String, attributes: [XIBAttribute] = [], text: String = "", children: [XIBElement] = [], line: Int = 0,
        column: Int = 0
    ) {
        tree = XIBTree(name: name, attributes: attributes, text: text, children: children, line: line, column: column)
        place = 0
    }

    /// Gives the element a store of its own holding its fields as `body` changes them.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = Fields(name: name, attributes: Array(attributes), text: text, children: children.elements, line: line,
                            column: column)
        body(&fields)
        self = XIBElement(name: fields.name, attributes: fields.attributes, text: fields.text, children: fields.children,
                          line: fields.line, column: fields.column)
    }

    /// The fields of one element, for a change.
    private struct Fields {
        var name: String
        var attributes: [XIBAttribute]
        var text: String
        var children: [XIBElement]
        var line: Int
        var column: Int
    }

    public var name: String {
        @inlinable get { tree.names[place] }
        set { change { $0.name = newValue } }
    }

    public var attributes: ArraySlice<XIBAttribute> {
        @inlinable get {
            let layout = tree.layouts[place]
            let start = Int(layout.firstAttribute)
            return tree.attributes[start..<start + Int(layout.attributeCount)]
        }
        set { change { $0.attributes = Array(newValue) } }
    }

    /// The element's own text (not its children's), with surrounding white space removed.
    public var text: String {
        @inlinable get { tree.texts[place] }
        set { change { $0.text = newValue } }
    }

    public var children: XIBElementList {
        @inlinable get {
            let layout = tree.layouts[place]
            return XIBElementList(tree: tree, first: Int(layout.firstChild), count: Int(layout.childCount))
        }
        set { change { $0.children = newValue.elements } }
    }

    public var line: Int {
        @inlinable get { tree.layouts[place].line }
        set { change { $0.line = newValue } }
    }

    public var column: Int {
        @inlinable get { tree.layouts[place].column }
        set { change { $0.column = newValue } }
    }

    /// Equal fields (two copies of one element share their place and are equal at once).
    public static func == (lhs: XIBElement, rhs: XIBElement) -> Bool {
        if lhs.tree === rhs.tree && lhs.place == rhs.place { return true }
        return lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.text == rhs.text && lhs.line == rhs.line
            && lhs.column == rhs.column && lhs.children == rhs.children
    }

    /// The value of attribute `name`.
    ///
    /// Lengths are compared first: reading a `String`'s length is cheap,
    /// while `==` on two different strings is a call into the standard
    /// library, and most attributes an element is asked for differ in length
    /// from most of the ones it has.
    @inlinable
    public subscript(attribute name: String) -> String? {
        let length = name.utf8.count
        let layout = tree.layouts[place]
        guard layout.attributeLengths.mayContain(length: length) else { return nil }
        let attributes = tree.attributes
        let start = Int(layout.firstAttribute)
        for index in start..<start + Int(layout.attributeCount)
        where attributes[index].nameLength == length && attributes[index].name == name {
            return attributes[index].value
        }
        return nil
    }

    /// Whether the element is named `name`. Lengths are compared first:
    /// most names asked about differ in length from the element's, and
    /// those are told apart without a string comparison.
    @inlinable
    public func isNamed(_ name: String) -> Bool {
        Self.isNamed(tree.names[place], name)
    }

    @inlinable @inline(__always)
    static func isNamed(_ own: String, _ name: String) -> Bool {
        own.utf8.count == name.utf8.count && own == name
    }

    /// The first child named `name`.
    @inlinable
    public func child(named name: String) -> XIBElement? {
        firstChild(named: name) { _ in true }
    }

    /// The first child whose `key` attribute is `key` (`<rect key="frame">`, `<color key="textColor">`).
    @inlinable
    public func child(key: String) -> XIBElement? {
        children.first { $0[attribute: "key"] == key }
    }

    /// The first child named `name` whose `key` is `key`.
    @inlinable
    public func child(named name: String, key: String) -> XIBElement? {
        firstChild(named: name) { $0[attribute: "key"] == key }
    }

    /// The first child named `name` that `matches`: names are compared first
    /// (lengths, then bytes), as they are cheaper to tell apart than
    /// attributes are to find.
    @inlinable
    func firstChild(named name: String, where matches: (XIBElement) -> Bool) -> XIBElement? {
        let layout = tree.layouts[place]
        let first = Int(layout.firstChild)
        if !tree.adopted.isEmpty {
            return tree.adopted[first..<first + Int(layout.childCount)].first { $0.isNamed(name) && matches($0) }
        }
        let places = tree.childPlaces
        let names = tree.names
        for index in first..<first + Int(layout.childCount) {
            let childPlace = Int(places[index])
            guard Self.isNamed(names[childPlace], name) else { continue }
            let child = XIBElement(tree: tree, place: childPlace)
            if matches(child) { return child }
        }
        return nil
    }

    /// The element this one was read inside: nil for a document's root, and
    /// for an element a compiler made or changed (its store holds no parent).
    public var parent: XIBElement? {
        let parent = tree.parents[place]
        return parent < 0 ? nil : XIBElement(tree: tree, place: Int(parent))
    }

    /// The element's index among its ``parent``'s children (nil without a parent).
    public var indexInParent: Int? {
        tree.parents[place] < 0 ? nil : Int(tree.layouts[place].indexInParent)
    }

    /// Calls `body` with this element and each element inside it, in
    /// document order. A read element and those inside it are one run of
    /// its store, walked without a stack; made elements' children are
    /// walked from a stack (no recursion: a tree built by hand may nest
    /// deeper than the reader allows).
    public func forEachInTree(_ body: (XIBElement) throws -> Void) rethrows {
        var pending = [self]
        while let element = pending.popLast() {
            let tree = element.tree
            guard tree.adopted.isEmpty else {
                try body(element)
                pending.append(contentsOf: element.children.reversed())
                continue
            }
            for place in element.place..<Int(tree.layouts[element.place].subtreeEnd) {
                try body(XIBElement(tree: tree, place: place))
            }
        }
    }

    /// The children of the first child named `name` (`subviews`, `constraints`, `connections`).
    @inlinable
    public func children(of name: String) -> XIBElementList {
        child(named: name)?.children ?? XIBElementList()
    }
}

/// An element's children: a run of a store's children (see ``XIBTree``).
/// A collection like an array: changing it changes only this list (set it
/// back on the element to change the element).
public struct XIBElementList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral,
    Sendable, Equatable {
    @usableFromInline let tree: XIBTree
    @usableFromInline let first: Int
    public let endIndex: Int

    @inlinable
    init(tree: XIBTree, first: Int, count: Int) {
        self.tree = tree
        self.first = first
        endIndex = count
    }

    public init(_ elements: [XIBElement]) {
        // Empty lists (`[]`, a kind's default of no nested objects) share one store.
        self.init(tree: elements.isEmpty ? XIBTree.empty : XIBTree(list: elements), first: 0, count: elements.count)
    }

    @inlinable
    public init() {
        self.init(tree: XIBTree.empty, first: 0, count: 0)
    }

    public init(arrayLiteral elements: XIBElement...) {
        self.init(elements)
    }

    @inlinable
    public var startIndex: Int { 0 }

    public subscript(position: Int) -> XIBElement {
        @inlinable get {
            precondition(position >= 0 && position < endIndex, "index out of range")
            return tree.child(first, position)
        }
        set {
            var elements = self.elements
            elements[position] = newValue
            self = XIBElementList(elements)
        }
    }

    public mutating func replaceSubrange<C: Collection<XIBElement>>(_ subrange: Range<Int>, with newElements: C) {
        var elements = self.elements
        elements.replaceSubrange(subrange, with: newElements)
        self = XIBElementList(elements)
    }

    /// The elements as an array (the store's own list when it holds exactly them).
    var elements: [XIBElement] {
        if first == 0 && endIndex == tree.adopted.count { return tree.adopted }
        return Array(self)
    }

    public static func == (lhs: XIBElementList, rhs: XIBElementList) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

public struct XIBAttribute: Sendable, Equatable {
    public var name: String {
        didSet { nameLength = name.utf8.count }
    }
    public var value: String
    /// The UTF-8 length of ``name``, kept so that a lookup compares lengths
    /// without reading each name's string.
    public private(set) var nameLength: Int

    public init(name: String, value: String) {
        self.name = name
        self.value = value
        nameLength = name.utf8.count
    }
}
