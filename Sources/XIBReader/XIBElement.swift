/// One element of an Interface Builder XML document (`.xib`, `.storyboard`,
/// Xcode 3 `designable.nib`): its name, attributes in document order, text,
/// children and where its start tag ends (line, and the byte column of its `>`).
public struct XIBElement: Sendable, Equatable {
    public var name: String
    public var attributes: [XIBAttribute]
    /// The element's own text (not its children's), with surrounding white space removed.
    public var text: String
    public var children: [XIBElement]
    public var line: Int
    public var column: Int

    public init(
        name: String, attributes: [XIBAttribute] = [], text: String = "", children: [XIBElement] = [], line: Int = 0,
        column: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
        self.line = line
        self.column = column
    }

    /// The value of attribute `name`.
    ///
    /// Lengths are compared first: reading a `String`'s length is cheap,
    /// while `==` on two different strings is a call into the standard
    /// library, and most attributes an element is asked for differ in length
    /// from most of the ones it has.
    public subscript(attribute name: String) -> String? {
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }
}

public struct XIBAttribute: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
