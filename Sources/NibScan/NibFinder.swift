import AppArchive
import NibContainers
import PropertyList

/// One thing to read once a tree is searched for nibs: a file with its address,
/// a note about a file that cannot be read (a NeXT typedstream), or a failure.
public enum FoundNib: Sendable {
    case file(TreeFile, address: String)
    case note(address: String, message: String)
    case failure(ScanError)
}

/// Which files of a `.nib` directory to read.
public struct NibSelection: Sendable, Hashable {
    /// Every object-graph variant (for checking all of them), instead of the one chosen for ``deploymentTarget``.
    public var everyVariant: Bool
    /// The OS version whose variant to read; nil: the newest runtime's.
    public var deploymentTarget: OSVersion?

    public init(everyVariant: Bool = false, deploymentTarget: OSVersion? = nil) {
        self.everyVariant = everyVariant
        self.deploymentTarget = deploymentTarget
    }
}

extension FileTree {
    /// The nibs under folder `folder` (the whole tree when empty), in path order:
    /// a storyboard gives its Info plists and scenes, a `.nib` directory the
    /// variant(s) `selection` picks, and any other file is a nib when its bytes
    /// say so (a NIBArchive, or a property list that is a keyed archive).
    public func nibs(under folder: String = "", selection: NibSelection = NibSelection(),
                     options: NibContainerOptions = .default) -> [FoundNib] {
        let containers = TreeContainers(self, options: options)
        var found: [(path: String, item: FoundNib)] = containers.problems.map { ($0.address, .failure($0)) }
        let prefix = ZipEntry.normalised(folder)
        func isInside(_ path: String) -> Bool { prefix.isEmpty || path == prefix || FolderIndex.isInside(path, folder: prefix) }

        // Each container inside the folder, except scenes whose storyboard is inside it too.
        for (containerFolder, container) in containers.byFolder where isInside(containerFolder) {
            if let parent = FolderIndex.parent(of: containerFolder), isInside(parent),
               case .storyboard? = containers.byFolder[parent] { continue }
            found += items(of: container, in: containerFolder, selection: selection)
        }
        for file in files(under: prefix) where containers.containers(of: file).isEmpty {
            if let item = looseNib(file) { found.append((file.path, item)) }
        }
        return found.sorted { $0.path < $1.path }.map(\.item)
    }

    private func items(of container: NibContainer, in folder: String, selection: NibSelection) -> [(path: String, item: FoundNib)] {
        switch container {
        case let .file(file):
            return [item(file, container: container, folder: folder)]
        case let .nibDirectory(directory):
            return items(of: directory, container: container, folder: folder, selection: selection)
        case let .storyboard(bundle):
            var result = bundle.infoPlists.map { item($0.file, container: container, folder: folder) }
            for scene in bundle.scenes {
                switch scene.content {
                case let .file(file):
                    result.append(item(file, container: container, folder: folder))
                case let .directory(directory):
                    result += items(of: directory, container: container, folder: folder, selection: selection)
                }
            }
            return result
        }
    }

    private func items(of directory: NibDirectory, container: NibContainer, folder: String, selection: NibSelection)
        -> [(path: String, item: FoundNib)]
    {
        let chosen: [NibVariant]
        if selection.everyVariant {
            chosen = directory.variants.filter(\.kind.isObjectGraph)
        } else if let variant = directory.variant(forDeploymentTarget: selection.deploymentTarget) {
            chosen = [variant]
        } else {
            let target = selection.deploymentTarget.map { " for deployment target \($0)" } ?? ""
            let error = ScanError(address: directory.path,
                                  message: "no nib variant\(target) (has: \(directory.variants.map(\.file.name).joined(separator: ", ")))")
            return [(relativePath(of: directory.path, container: container, folder: folder), .failure(error))]
        }
        return chosen.map { variant in
            if case .typedstream = variant.file.format {
                let path = relativePath(of: variant.file.path, container: container, folder: folder)
                return (path, .note(address: address(path), message: "NeXT typedstream archive (pre-keyed-archive nib); not supported"))
            }
            return item(variant.file, container: container, folder: folder)
        }
    }

    /// The item for a file a container lists.
    private func item(_ file: ContainedFile, container: NibContainer, folder: String) -> (path: String, item: FoundNib) {
        let path = relativePath(of: file.path, container: container, folder: folder)
        guard let treeFile = self.file(atPath: path) else {
            return (path, .failure(ScanError(address: address(path), message: "not in the tree")))
        }
        return (path, .file(treeFile, address: address(path)))
    }

    /// The tree path of something inside `container` (at `folder`) from its container path.
    private func relativePath(of containedPath: String, container: NibContainer, folder: String) -> String {
        // Compared as bytes, as the folder index splits paths: a folder name may
        // end in a character that joins the `/` after it into one Character.
        let base = container.path.utf8, contained = containedPath.utf8
        let suffix = contained.starts(with: base)
            ? String(containedPath[contained.index(contained.startIndex, offsetBy: base.count)...]) : containedPath
        let inner = ZipEntry.components(of: suffix).joined(separator: "/")
        return folder.isEmpty ? inner : folder + "/" + inner
    }

    /// A file outside every container, when its bytes make it a nib.
    private func looseNib(_ file: TreeFile) -> FoundNib? {
        let head: [UInt8]
        do {
            head = try self.head(file).array
        } catch {
            return .failure(error)
        }
        switch ScannedFormat(head: head) {
        case .nibArchive:
            return .file(file, address: address(file.path))
        case .typedstream:
            return .note(address: address(file.path), message: "NeXT typedstream archive (pre-keyed-archive nib); not supported")
        case .binaryPlist, .xmlPlist:
            // A keyed archive names its archiver at the top; decoding tells it from a plain plist.
            guard head.contains(UInt8(ascii: "$")) || head.count >= NibFileFormat.bytesNeeded else { return nil }
            do {
                let bytes = try read(file)
                let root = BinaryPropertyList.hasMagic(bytes) ? try BinaryPropertyList.decode(bytes) : try XMLPropertyList.decode(bytes)
                return root["$archiver"] != nil ? .file(file, address: address(file.path)) : nil
            } catch let error as ScanError {
                return .failure(error)
            } catch {
                return .failure(ScanError(address: address(file.path), message: "\(error)"))
            }
        default:
            return nil
        }
    }
}
