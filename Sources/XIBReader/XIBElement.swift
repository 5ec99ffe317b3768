import NibBytes

/// One element of an Interface Builder XML document (`.xib`, `.storyboard`,
/// Xcode 3 `designable.nib`): its name, attributes in document order, text,
/// children and where its start tag ends (line, and the byte column of its `>`).
///
/// A value type whose fields live in one shared, immutable box: the compilers
/// copy elements freely (children lists, lookups, the document's index by
/// id), and a copy is then one reference count instead of one per field. A
/// setter replaces the box, so a changed copy never affects the others.
public struct XIBElement: Sendable, Equatable {
    /// The fields of one element.
    private struct Fields: Sendable, Equatable {
        var name: String
        var attributes: [XIBAttribute]
        var text: String
        var children: [XIBElement]
        var line: Int
        var column: Int
    }

    /// One element's fields, shared by its copies and never changed, and
    /// the lengths of its attribute names: most attributes a compiler asks
    /// for are absent, and one whose length no attribute has is known absent
    /// without reading the list.
    private final class Box: Sendable {
        let fields: Fields
        let attributeLengths: StringLengthSet
        init(_ fields: Fields) {
            self.fields = fields
            attributeLengths = StringLengthSet(fields.attributes.lazy.map(\.name))
        }
    }

    private var box: Box

    /// Replaces the box with one holding the changed fields.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
    }

    public var name: String {
        get { box.fields.name }
        set { change { $0.name = newValue } }
    }

    public var attributes: [XIBAttribute] {
        get { box.fields.attributes }
        set { change { $0.attributes = newValue } }
    }

    /// The element's own text (not its children's), with surrounding white space removed.
    public var text: String {
        get { box.fields.text }
        set { change { $0.text = newValue } }
    }

    public var children: [XIBElement] {
        get { box.fields.children }
        set { change { $0.children = newValue } }
    }

    public var line: Int {
        get { box.fields.line }
        set { change { $0.line = newValue } }
    }

    public var column: Int {
        get { box.fields.column }
        set { change { $0.column = newValue } }
    }

    public init(
        name: String, attributes: [XIBAttribute] = [], text: String = "", children: [XIBElement] = [], line: Int = 0,
        column: Int = 0
    ) {
        box = Box(Fields(name: name, attributes: attributes, text: text, children: children, line: line, column: column))
    }

    /// Equal fields (two copies of one element share their box and are equal at once).
    public static func == (lhs: XIBElement, rhs: XIBElement) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// The value of attribute `name`.
    ///
    /// Lengths are compared first: reading a `String`'s length is cheap,
    /// while `==` on two different strings is a call into the standard
    /// library, and most attributes an element is asked for differ in length
    /// from most of the ones it has.
    public subscript(attribute name: String) -> String? {
        let length = name.utf8.count
        guard box.attributeLengths.mayContain(length: length) else { return nil }
        let attributes = box.fields.attributes
        for index in attributes.indices where attributes[index].nameLength == length && attributes[index].name == name {
            return attributes[index].value
        }
        return nil
    }

    /// Whether the element is named `name`. Lengths are compared first:
    /// most names asked about differ in length from the element's, and
    /// those are told apart without a string comparison.
    public func isNamed(_ name: String) -> Bool {
        let own = box.fields.name
        return own.utf8.count == name.utf8.count && own == name
    }

    /// The first child named `name`.
    public func child(named name: String) -> XIBElement? {
        firstChild(named: name) { _ in true }
    }

    /// The first child whose `key` attribute is `key` (`<rect key="frame">`, `<color key="textColor">`).
    public func child(key: String) -> XIBElement? {
        box.fields.children.first { $0[attribute: "key"] == key }
    }

    /// The first child named `name` whose `key` is `key`.
    public func child(named name: String, key: String) -> XIBElement? {
        firstChild(named: name) { $0[attribute: "key"] == key }
    }

    /// The first child named `name` that `matches`, read in place: names are
    /// compared first (lengths, then bytes), as they are cheaper to tell apart
    /// than attributes are to find.
    private func firstChild(named name: String, where matches: (XIBElement) -> Bool) -> XIBElement? {
        let length = name.utf8.count
        for index in box.fields.children.indices {
            let childName = box.fields.children[index].box.fields.name
            if childName.utf8.count == length && childName == name && matches(box.fields.children[index]) {
                return box.fields.children[index]
            }
        }
        return nil
    }

    /// The children of the first child named `name` (`subviews`, `constraints`, `connections`).
    public func children(of name: String) -> [XIBElement] {
        child(named: name)?.children ?? []
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
