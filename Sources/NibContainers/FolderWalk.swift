/// Every regular file under a folder, listed without following symbolic links.
///
/// Links are skipped (counted in ``skippedLinks``), so a walk never loops and a
/// macOS framework's `Versions/Current` is not listed twice. A subdirectory that
/// cannot be listed, lies too deep or has too many entries is a problem, and
/// the walk goes on with the others.
public struct FolderWalk: Sendable {
    /// One regular file: its path relative to the root (`/`-separated) and its size.
    public struct File: Sendable, Hashable {
        public let relativePath: String
        public let size: Int
    }

    /// The folder's path as given.
    public let root: String
    /// Every regular file found, sorted by relative path.
    public let files: [File]
    /// Folders not walked and entries not examined, with why.
    public let problems: [NibContainerError]
    /// Symbolic links met (and not followed).
    public let skippedLinks: Int

    /// Whether `path` is a folder (following a symbolic link).
    public static func isFolder(_ path: String) -> Bool {
        (try? FileSystem.entry(path))?.isDirectory ?? false
    }

    /// Walks the folder at `root`; throws when `root` itself cannot be listed.
    public static func walk(_ root: String, options: NibContainerOptions = .default) throws(NibContainerError) -> FolderWalk {
        var files: [File] = []
        var problems: [NibContainerError] = []
        var links = 0
        var pending: [(relative: String, depth: Int, listing: DirectoryListing?)] =
            [("", 0, try DirectoryListing(path: root, options: options))]
        walking: while let (relative, depth, known) = pending.popLast() {
            let listing: DirectoryListing
            if let known {
                listing = known
            } else {
                do {
                    listing = try DirectoryListing(path: FileSystem.join(root, relative), options: options)
                } catch {
                    problems.append(error)
                    continue
                }
            }
            for name in listing.undecodableNames.sorted() {
                problems.append(NibContainerError(path: listing.path(of: name), .undecodableName))
            }
            for name in listing.decodableNames {
                let path = listing.path(of: name)
                let child = relative.isEmpty ? name : relative + "/" + name
                let status: FileSystem.Status
                do {
                    status = try FileSystem.linkStatus(path)
                } catch {
                    problems.append(error)
                    continue
                }
                if FileSystem.isRegularFile(status) {
                    guard files.count < options.maximumWalkFiles else {
                        problems.append(NibContainerError(path: root, .tooManyFiles(limit: options.maximumWalkFiles)))
                        break walking
                    }
                    files.append(File(relativePath: child, size: FileSystem.size(status)))
                } else if FileSystem.isDirectory(status) {
                    guard depth < options.maximumWalkDepth else {
                        problems.append(NibContainerError(path: path, .tooDeep(limit: options.maximumWalkDepth)))
                        continue
                    }
                    pending.append((child, depth + 1, nil))
                } else if FileSystem.isSymbolicLink(status) {
                    links += 1
                }
            }
        }
        return FolderWalk(root: root, files: files.sorted { $0.relativePath < $1.relativePath }, problems: problems,
                          skippedLinks: links)
    }
}
