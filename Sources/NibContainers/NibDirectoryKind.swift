/// What sort of `.nib` directory this is, judged by which files it holds and what they are.
public enum NibDirectoryKind: String, Sendable, Hashable, CustomStringConvertible {
    /// Compiled for UIKit by ibtool: `runtime.nib`, `objects.nib`, `objects-X.Y+.nib`
    /// (a storyboard's scene nibs are often such directories).
    case uiKit = "UIKit nib"
    /// Compiled for AppKit by ibtool (Xcode 13 and later): `keyedobjects.nib` and/or
    /// `keyedobjects-MMmmpp.nib`, with no editing files.
    case appKit = "AppKit nib"
    /// An editable Interface Builder 3 nib bundle: `designable.nib` (the XML source)
    /// beside the compiled `keyedobjects.nib`, perhaps with `classes.nib` and `info.nib`.
    case interfaceBuilder3 = "Interface Builder 3 nib bundle"
    /// An editable Interface Builder 2 nib bundle: `classes.nib` and `info.nib`
    /// (editing metadata) beside the compiled `keyedobjects.nib`, no `designable.nib`.
    case interfaceBuilder2 = "Interface Builder 2 nib bundle"
    /// The object graph a runtime would load is a NeXT typedstream (`objects.nib`
    /// from before keyed archives). Recognised, not supported by this project.
    case nextTypedstream = "NeXT typedstream nib"

    /// Whether the project can (or plans to) decode this kind's object graph.
    public var isSupported: Bool { self != .nextTypedstream }

    public var description: String { rawValue }
}
