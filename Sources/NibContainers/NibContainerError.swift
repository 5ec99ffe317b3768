/// Why a path could not be examined as a file or container.
///
/// Names the path at fault (the container itself, or the entry inside it) and what went wrong.
public struct NibContainerError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The operating system refused: the path is missing, unreadable, and so on.
        case unreadable(reason: String)
        /// A directory holds more entries than ``NibContainerOptions/maximumEntries``.
        case tooManyEntries(limit: Int)
        /// A symbolic link inside a container resolves to a place outside it.
        case symbolicLinkLeavesContainer(target: String)
        /// A symbolic link resolves to itself, to its container or to a directory above it.
        case symbolicLinkLoop
        /// An entry that must be a regular file (or, for a scene, a file or directory) is something else.
        case notARegularFile
        /// A directory that is neither a `.nib` directory nor a `.storyboardc`.
        case notAContainer
        /// A folder walk met more files than ``NibContainerOptions/maximumWalkFiles``; the rest are not listed.
        case tooManyFiles(limit: Int)
        /// A folder lies deeper than ``NibContainerOptions/maximumWalkDepth``; it is not walked.
        case tooDeep(limit: Int)
        /// An entry's name is not valid UTF-8, so it cannot be named; it is not walked.
        case undecodableName
    }

    /// The path at fault.
    public let path: String
    public let kind: Kind

    public init(path: String, _ kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var description: String { "\(path): \(message)" }

    public var message: String {
        switch kind {
        case let .unreadable(reason): reason
        case let .tooManyEntries(limit): "directory has more than \(limit) entries"
        case let .symbolicLinkLeavesContainer(target): "symbolic link leads out of the container (to \(target))"
        case .symbolicLinkLoop: "symbolic link loop"
        case .notARegularFile: "not a regular file"
        case .notAContainer: "directory is neither a .nib directory nor a .storyboardc (no nib variants, no Info.plist with scene nibs)"
        case let .tooManyFiles(limit): "more than \(limit) files; the rest are not listed"
        case let .tooDeep(limit): "folder is more than \(limit) levels deep; not walked"
        case .undecodableName: "name is not valid UTF-8; not walked"
        }
    }
}
