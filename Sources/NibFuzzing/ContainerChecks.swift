import Foundation
import NibBytes
import NibContainers

/// What the container fuzz target checks: a directory image (entries written
/// to a scratch directory) is recognised or rejected with a typed error, and
/// every variant choice names a file that is in the directory.
///
/// Image format: repeated `[name length: u8][name][size: u16 LE][bytes]`, at
/// most 64 entries; names are made safe (no `/`, not `.` or `..`).
enum ContainerChecks {
    static let scratch = FileManager.default.temporaryDirectory
        .appendingPathComponent("swift-nib-fuzz-\(ProcessInfo.processInfo.processIdentifier)").path

    static func detect(_ bytes: ByteView) -> String? {
        let entries = parse(bytes.array)
        let manager = FileManager.default
        try? manager.removeItem(atPath: scratch)
        guard (try? manager.createDirectory(atPath: scratch, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? manager.removeItem(atPath: scratch) }
        for (name, content) in entries {
            _ = manager.createFile(atPath: scratch + "/" + name, contents: Data(content))
        }
        let container: NibContainer
        do {
            container = try NibContainer.open(path: scratch)
        } catch {
            return nil
        }
        let names = Set(entries.map(\.name))
        switch container {
        case .file:
            return "a directory was reported as a file"
        case .nibDirectory(let directory):
            for target in [nil, OSVersion(8, 0, 0), OSVersion(10, 13, 0), OSVersion(99, 0, 0)] {
                if let variant = directory.variant(forDeploymentTarget: target), !names.contains(variant.file.name) {
                    return "chose \(variant.file.name), which is not in the directory"
                }
            }
            _ = directory.kind
        case .storyboard(let bundle):
            for path in bundle.scenes.map(\.path) + bundle.infoPlists.map(\.file.path) where !path.hasPrefix(scratch + "/") {
                return "\(path) is outside the directory"
            }
        }
        return nil
    }

    static func parse(_ bytes: [UInt8]) -> [(name: String, content: [UInt8])] {
        var entries: [(name: String, content: [UInt8])] = []
        var seen: Set<String> = []
        var index = 0
        while index < bytes.count, entries.count < 64 {
            let nameLength = Int(bytes[index])
            index += 1
            guard index + nameLength + 2 <= bytes.count else { break }
            var name = String(decoding: bytes[index..<index + nameLength], as: UTF8.self)
                .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\0", with: "_")
            if name.isEmpty || name == "." || name == ".." { name = "_\(entries.count)" }
            index += nameLength
            let size = Int(bytes[index]) | Int(bytes[index + 1]) << 8
            index += 2
            let end = min(bytes.count, index + size)
            if seen.insert(name).inserted { entries.append((name, Array(bytes[index..<end]))) }
            index = end
        }
        return entries
    }
}
