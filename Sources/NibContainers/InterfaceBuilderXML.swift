/// The kind of an Interface Builder XML document, read from its root element.
public struct InterfaceBuilderXML: Sendable, Hashable, CustomStringConvertible {
    /// Which of Interface Builder's XML formats.
    public enum Kind: String, Sendable, Hashable {
        /// A `<document>` whose type is not a storyboard: a `.xib` (Xcode 5 and later).
        case xib
        /// A `<document>` whose type names a storyboard (`….Storyboard.XIB`, `….Storyboard`).
        case storyboard
        /// An `<archive type="com.apple.InterfaceBuilder3.…">`: a `.xib` from Xcode 3 or 4,
        /// or the `designable.nib` of an Interface Builder 3 nib bundle.
        case archive
    }

    public var kind: Kind
    /// The root element's `type` attribute as written (for example
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`); empty when absent.
    public var type: String

    public init(kind: Kind, type: String) {
        self.kind = kind
        self.type = type
    }

    public var description: String {
        let name = switch kind {
        case .xib: "Interface Builder XIB document"
        case .storyboard: "Interface Builder storyboard document"
        case .archive: "Interface Builder 3 XML archive"
        }
        return type.isEmpty ? name : "\(name) (\(type))"
    }
}
