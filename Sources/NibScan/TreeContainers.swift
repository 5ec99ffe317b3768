import NibContainers

/// The `.nib` directories and `.storyboardc` bundles of a ``FileTree``,
/// recognised by their contents with NibContainers' rules, whether the tree is
/// a folder or an archive.
///
/// Only folders whose names could make them one are examined: a folder with a
/// file named like a nib variant (`runtime.nib`, `keyedobjects.nib`, …), or with
/// an `Info.plist` beside a `*.nib` entry.
public struct TreeContainers: Sendable {
    /// The containers, by folder path inside the tree.
    public let byFolder: [String: NibContainer]
    /// Folders that looked like containers but could not be examined.
    public let problems: [ScanError]

    public init(_ tree: FileTree, options: NibContainerOptions = .default) {
        let folders = FolderIndex(tree.files)
        var found: [String: NibContainer] = [:]
        var problems: [ScanError] = []
        for (number, folder) in folders.candidates {
            let entries = folders.entries(of: number, in: tree, depth: 1)
            do {
                found[folder] = try NibContainer.open(path: tree.address(folder), entries: entries, options: options)
            } catch {
                if error.kind != .notAContainer { problems.append(ScanError(address: error.path, message: error.message)) }
            }
        }
        byFolder = found
        self.problems = problems
    }

    /// The container `file` is directly in, and when that is a `.nib` directory
    /// that is a storyboard's scene, the storyboard (innermost first).
    public func containers(of file: TreeFile) -> [(folder: String, container: NibContainer)] {
        guard let folder = FolderIndex.parent(of: file.path), let container = byFolder[folder] else { return [] }
        if case .nibDirectory = container, let parent = FolderIndex.parent(of: folder),
           let storyboard = byFolder[parent], case .storyboard = storyboard {
            return [(folder, container), (parent, storyboard)]
        }
        return [(folder, container)]
    }
}

/// Which files and subfolders each folder of a tree holds.
///
/// Folders are numbered, 0 being the tree's root, and each keeps only its own
/// name, a slice of one of its files' paths: the index takes memory in
/// proportion to the paths, however deep they are. (Keeping every folder's
/// whole path would take 36 times the size of a zip of deep paths: 470 MB
/// for 13 MB.) Paths are `/`-separated non-empty names, as `FileTree` gives them.
struct FolderIndex {
    struct Folder {
        /// The folder holding this one (-1 for the root).
        let parent: Int
        /// The last name of the folder's path ("" for the root).
        let name: Substring
        var files: [TreeFile] = []
        var subfolders: [Int] = []
    }

    private struct Key: Hashable {
        let parent: Int
        let name: Substring
    }

    private(set) var folders = [Folder(parent: -1, name: "")]
    private var numbers: [Key: Int] = [:]

    init(_ treeFiles: [TreeFile]) {
        // Files come sorted by path, so neighbours often share a folder: its
        // path is compared as bytes before it is walked name by name.
        var previous: (folder: Int, path: Substring) = (0, "")
        for file in treeFiles {
            let path = file.path, utf8 = file.path.utf8
            let folderPath = utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            if !folderPath.utf8.elementsEqual(previous.path.utf8) {
                var folder = 0
                var start = utf8.startIndex
                while let slash = utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
                    folder = number(parent: folder, name: path[start..<slash])
                    start = utf8.index(after: slash)
                }
                previous = (folder, folderPath)
            }
            folders[previous.folder].files.append(file)
        }
    }

    /// The number of folder `name` in folder `parent`, numbered now if new.
    private mutating func number(parent: Int, name: Substring) -> Int {
        let key = Key(parent: parent, name: name)
        if let known = numbers[key] { return known }
        folders.append(Folder(parent: parent, name: name))
        folders[parent].subfolders.append(folders.count - 1)
        numbers[key] = folders.count - 1
        return folders.count - 1
    }

    /// The path of folder `number` ("" for the root).
    func path(of number: Int) -> String {
        var names: [Substring] = []
        var folder = number
        while folder > 0 {
            names.append(folders[folder].name)
            folder = folders[folder].parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// The folder holding `path`: nil for the root itself, "" for a top-level name.
    static func parent(of path: String) -> String? {
        guard !path.isEmpty else { return nil }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Whether `path` lies under the folder `folder` (not empty): `folder`'s
    /// bytes, a `/`, then at least one byte. Prefixes are compared as bytes,
    /// as paths are split; paths used as dictionary keys (folder names here,
    /// `FileTree.file(atPath:)`, duplicate zip entries) compare as `String`s,
    /// so canonically equivalent spellings (`é`, `e` + U+0301) are one key there.
    static func isInside(_ path: String, folder: String) -> Bool {
        let utf8 = path.utf8
        guard utf8.count > folder.utf8.count + 1, utf8.starts(with: folder.utf8) else { return false }
        return utf8[utf8.index(utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
    }

    /// Folders whose entry names could make them a container, by number and path, in path order.
    var candidates: [(number: Int, path: String)] {
        folders.indices.filter { number in
            let folder = folders[number]
            let fileNames = folder.files.map(\.name)
            if fileNames.contains(where: { NibVariantKind(fileName: $0) != nil }) { return true }
            guard fileNames.contains(where: StoryboardInfoPlist.isInfoPlistName) else { return false }
            return fileNames.contains(where: Self.isNibName) || folder.subfolders.contains { Self.isNibName(folders[$0].name) }
        }.map { (number: $0, path: path(of: $0)) }.sorted { $0.path < $1.path }
    }

    private static func isNibName(_ name: some StringProtocol) -> Bool { name.hasSuffix(".nib") && name != ".nib" }

    /// Folder `number`'s entries with the first bytes of each file; subfolders named `*.nib`
    /// (possible scenes) are described `depth` levels down, others left empty.
    func entries(of number: Int, in tree: FileTree, depth: Int) -> [DirectoryEntry] {
        let folder = folders[number]
        var entries: [DirectoryEntry] = folder.files.map { file in
            let head = (try? tree.head(file))?.array ?? []
            return DirectoryEntry(name: file.name, content: .file(size: file.size, head: head))
        }
        for subfolder in folder.subfolders.sorted(by: { folders[$0].name < folders[$1].name }) {
            let name = String(folders[subfolder].name)
            let inner = depth > 0 && name.hasSuffix(".nib") ? self.entries(of: subfolder, in: tree, depth: depth - 1) : []
            entries.append(DirectoryEntry(name: name, content: .directory(inner)))
        }
        return entries
    }
}
