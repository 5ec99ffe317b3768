import Foundation
import NibBytes

/// The property lists of ../shared/corpus (keyed-archive nibs, Info.plists, info.nib files), read in place.
enum PlistCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var shouldRun: Bool {
        FileManager.default.fileExists(atPath: root.path) || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Every file of the corpus, sorted by path.
    static let allPaths: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted().map { root.appendingPathComponent($0).path }
    }()

    /// Every corpus file starting with `bplist00`, sorted by path.
    static let binaryPaths: [String] = allPaths.filter { path in
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 8)) == Data("bplist00".utf8)
    }

    /// Every corpus file starting with `<?xml` and holding a `<plist` element (info.nib,
    /// classes.nib, a GNUstep keyedobjects.nib), sorted by path.
    static let xmlPaths: [String] = allPaths.filter { path in
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard (try? handle.read(upToCount: 5)) == Data("<?xml".utf8), let rest = try? handle.readToEnd() else { return false }
        return rest.range(of: Data("<plist".utf8)) != nil
    }
}
