import Foundation

/// Writes a whole output folder (a `.storyboardc`) or nothing: the files go
/// to a temporary folder beside the target, which takes the target's place
/// only once every file is written.
public enum OutputFolder {
    public static func write(_ files: [(name: String, bytes: [UInt8])], to path: String) throws(CLIError) {
        let manager = FileManager.default
        let temporary = path + ".nibtool-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        } catch {
            throw CLIError(path: path, message: "cannot create the output folder: \(error.localizedDescription)")
        }
        do throws(CLIError) {
            for file in files {
                guard !file.name.contains("/"), !file.name.hasPrefix(".") else {
                    throw CLIError(path: path, message: "refusing to write \"\(file.name)\" outside the folder")
                }
                try OutputFile.write(file.bytes, to: temporary + "/" + file.name)
            }
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: path, isDirectory: &isFolder) {
                guard isFolder.boolValue else { throw CLIError(path: path, message: "a file is in the way of the output folder") }
                let old = temporary + "-old"
                do {
                    try manager.moveItem(atPath: path, toPath: old)
                    try manager.moveItem(atPath: temporary, toPath: path)
                } catch {
                    throw CLIError(path: path, message: "cannot replace the output folder: \(error.localizedDescription)")
                }
                try? manager.removeItem(atPath: old)
            } else {
                do {
                    try manager.moveItem(atPath: temporary, toPath: path)
                } catch {
                    throw CLIError(path: path, message: "cannot write the output folder: \(error.localizedDescription)")
                }
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }
}
