import Foundation
import NibBytes

/// The NIBArchive files of ../shared/corpus, loaded into memory once.
public enum CorpusFiles {
    /// The corpus: `$NIB_CORPUS` when set, else `shared/corpus` beside the
    /// repository (`../shared/corpus` from its root, wherever the work tree is).
    public static let root = ProcessInfo.processInfo.environment["NIB_CORPUS"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpus")

    /// Every corpus file that starts with the NIBArchive magic, as private copies.
    public static let nibArchives: [ByteView] = files(startingWith: "NIBArchive", atLeast: 200)

    /// Every binary property list of the corpus that is an NSKeyedArchiver archive.
    public static let binaryKeyedArchives: [ByteView] = files(startingWith: "bplist00", atLeast: 100).filter { file in
        file.withUnsafeBytes { raw in
            let bytes = Array(raw)
            return bytes.indices.contains { bytes[$0...].starts(with: Array("NSKeyedArchiver".utf8)) }
        }
    }

    /// The corpus files starting with `magic`, as private copies, in path order.
    public static func files(startingWith magic: String, atLeast minimum: Int) -> [ByteView] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else {
            fatalError("benchmarks need the corpus at \(root.path)")
        }
        var files: [ByteView] = []
        for relative in walker.compactMap({ $0 as? String }).sorted() {
            let path = root.appendingPathComponent(relative).path
            guard let data = FileManager.default.contents(atPath: path), data.starts(with: Array(magic.utf8)) else {
                continue
            }
            files.append(ByteView(copying: Array(data)))
        }
        precondition(files.count >= minimum, "expected at least \(minimum) corpus files starting with \(magic), found \(files.count)")
        return files
    }

    public static let totalBytes = nibArchives.reduce(0) { $0 + $1.count }

    /// Every iOS 3.0 xib of the corpus (`CocoaTouch.XIB`, version 3.0), for the compile workloads.
    public static let iOSXibs = xibs(ofType: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")

    /// Every macOS 3.0 xib of the corpus (`Cocoa.XIB`, version 3.0), for the compile workloads.
    public static let macXibs = xibs(ofType: "com.apple.InterfaceBuilder3.Cocoa.XIB")

    static func xibs(ofType type: String) -> [ByteView] {
        files(startingWith: "<?xml", atLeast: 100).filter { file in
            file.withUnsafeBytes { raw in
                String(decoding: raw.prefix(600), as: UTF8.self).contains("\(type)\" version=\"3.0\"")
            }
        }
    }
}
