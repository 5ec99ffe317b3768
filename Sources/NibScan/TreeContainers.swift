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
        for folder in folders.candidates {
            let entries = folders.entries(of: folder, in: tree, depth: 1)
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

/// Which files and folders each folder of a tree holds.
struct FolderIndex {
    private(set) var files: [String: [TreeFile]] = [:]
    private(set) var folders: [String: Set<String>] = [:]

    init(_ treeFiles: [TreeFile]) {
        for file in treeFiles {
            let parent = Self.parent(of: file.path) ?? ""
            files[parent, default: []].append(file)
            var child = parent
            while let up = Self.parent(of: child) {
                let (inserted, _) = folders[up, default: []].insert(child)
                if !inserted { break }
                child = up
            }
        }
    }

    /// The folder holding `path`: nil for the root itself, "" for a top-level name.
    static func parent(of path: String) -> String? {
        guard !path.isEmpty else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Folders whose entry names could make them a container.
    var candidates: [String] {
        let all = Set(files.keys).union(folders.keys)
        return all.filter { folder in
            let fileNames = (files[folder] ?? []).map(\.name)
            if fileNames.contains(where: { NibVariantKind(fileName: $0) != nil }) { return true }
            guard fileNames.contains(where: StoryboardInfoPlist.isInfoPlistName) else { return false }
            let subfolders = (folders[folder] ?? []).map(Self.name)
            return (fileNames + subfolders).contains { $0.hasSuffix(".nib") && $0 != ".nib" }
        }.sorted()
    }

    /// `folder`'s entries with the first bytes of each file; subfolders named `*.nib`
    /// (possible scenes) are described `depth` levels down, others left empty.
    func entries(of folder: String, in tree: FileTree, depth: Int) -> [DirectoryEntry] {
        var entries: [DirectoryEntry] = (files[folder] ?? []).map { file in
            let head = (try? tree.head(file))?.array ?? []
            return DirectoryEntry(name: file.name, content: .file(size: file.size, head: head))
        }
        for subfolder in (folders[folder] ?? []).sorted() {
            let name = Self.name(of: subfolder)
            let inner = depth > 0 && name.hasSuffix(".nib") ? self.entries(of: subfolder, in: tree, depth: depth - 1) : []
            entries.append(DirectoryEntry(name: name, content: .directory(inner)))
        }
        return entries
    }
}
