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
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
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
