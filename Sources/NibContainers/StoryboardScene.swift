/// One compiled scene of a `.storyboardc`: a view controller's or a view's nib.
public struct StoryboardScene: Sendable, Hashable {
    /// A scene nib is a single file or a `.nib` directory of variants.
    public enum Content: Sendable, Hashable {
        case file(ContainedFile)
        case directory(NibDirectory)
    }

    /// The nib's name without `.nib` (for example `UIViewController-BYZ-38-t0r`),
    /// as the storyboard's `Info.plist` refers to it.
    public var name: String
    public var content: Content

    public init(name: String, content: Content) {
        self.name = name
        self.content = content
    }

    /// The scene's path.
    public var path: String {
        switch content {
        case let .file(file): file.path
        case let .directory(directory): directory.path
        }
    }
}
