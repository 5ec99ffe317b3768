import AppArchive
import NibContainers
import NibScan

/// One thing to process once directories and archives are expanded: a file to
/// read (shown under `label`), an entry of an archive or bundle folder, or a
/// note about a file that cannot be read.
enum InputItem {
    case file(path: String, label: String)
    case entry(tree: FileTree, file: TreeFile, label: String)
    case note(label: String, message: String)
    case failed(CLIError)
}

/// Expands `.nib` directories and `.storyboardc` bundles into the files inside
/// them, addressed as `DIRECTORY//NAME`; app bundles and other folders, and zip
/// archives (`.ipa`, `.zip`), into the nibs found in them, addressed as
/// `FOLDER//PATH` and `ARCHIVE//PATH`. Directories are recognised by their
/// contents (NibContainers), never by name; nibs in folders and archives by
/// their bytes (NibScan).
enum ContainerInputs {
    /// - Parameters:
    ///   - everyVariant: all object-graph variants of a `.nib` directory (for
    ///     `verify`), instead of the one a runtime at `deploymentTarget` loads.
    static func expand(_ path: String, everyVariant: Bool, deploymentTarget: OSVersion?) throws(CLIError) -> [InputItem] {
        let selection = NibSelection(everyVariant: everyVariant, deploymentTarget: deploymentTarget)
        if path != "-", !FileKind.exists(path), let (archive, inner) = ArchiveAddress.split(path) {
            return try items(inArchive: archive, under: inner, label: path, selection: selection)
        }
        if path != "-", !FileKind.isDirectory(path), FileKind.startsLikeZipArchive(path) {
            return try items(inArchive: path, under: "", label: path, selection: selection)
        }
        guard path != "-", FileKind.isDirectory(path) else { return [.file(path: path, label: path)] }
        let container: NibContainer
        do {
            container = try NibContainer.open(path: path)
        } catch where error.kind == .notAContainer && error.path == path {
            return items(in: try openTree(path), under: "", selection: selection)
        } catch {
            throw CLIError(path: path, message: "\(error)")
        }
        switch container {
        case .file(let file):
            return [.file(path: file.path, label: path)]
        case .nibDirectory(let directory):
            return try items(of: directory, label: path, everyVariant: everyVariant, deploymentTarget: deploymentTarget)
        case .storyboard(let bundle):
            var result: [InputItem] = bundle.infoPlists.map { .file(path: $0.file.path, label: "\(path)//\($0.file.name)") }
            for scene in bundle.scenes {
                switch scene.content {
                case .file(let file):
                    result.append(.file(path: file.path, label: "\(path)//\(file.name)"))
                case .directory(let directory):
                    result += try items(of: directory, label: "\(path)//\(scene.name)", everyVariant: everyVariant,
                                        deploymentTarget: deploymentTarget)
                }
            }
            return result
        }
    }

    /// The entry `inner` of the archive at `archive`, or the nibs under it when it is a folder.
    private static func items(inArchive archive: String, under inner: String, label: String, selection: NibSelection)
        throws(CLIError) -> [InputItem]
    {
        let tree = try openTree(archive)
        if let file = tree.file(atPath: inner) {
            return [.entry(tree: tree, file: file, label: label)]
        }
        guard inner.isEmpty || !tree.files(under: inner).isEmpty else {
            throw CLIError(path: label, message: "no entry '\(inner)' in the archive")
        }
        return items(in: tree, under: inner, selection: selection)
    }

    private static func openTree(_ path: String) throws(CLIError) -> FileTree {
        do {
            return try FileTree.open(path)
        } catch {
            throw CLIError(path: error.address, message: error.message)
        }
    }

    /// The nibs of `tree` under folder `inner`, after the tree's problems (entries left out of an archive).
    private static func items(in tree: FileTree, under inner: String, selection: NibSelection) -> [InputItem] {
        let problems = tree.problems.map { InputItem.failed(CLIError(path: $0.address, message: $0.message)) }
        let found = tree.nibs(under: inner, selection: selection)
        if found.isEmpty && problems.isEmpty {
            let message = "no nibs found (no file whose bytes are a NIBArchive or a keyed archive)"
            return [.failed(CLIError(path: tree.address(inner), message: message))]
        }
        return problems + found.map { item -> InputItem in
            switch item {
            case let .file(file, address): .entry(tree: tree, file: file, label: address)
            case let .note(address, message): .note(label: address, message: message)
            case let .failure(error): .failed(CLIError(path: error.address, message: error.message))
            }
        }
    }

    private static func items(of directory: NibDirectory, label: String, everyVariant: Bool, deploymentTarget: OSVersion?)
        throws(CLIError) -> [InputItem]
    {
        let chosen: [NibVariant]
        if everyVariant {
            chosen = directory.variants.filter(\.kind.isObjectGraph)
        } else if let variant = directory.variant(forDeploymentTarget: deploymentTarget) {
            chosen = [variant]
        } else {
            let target = deploymentTarget.map { " for deployment target \($0)" } ?? ""
            throw CLIError(path: label, message: "no nib variant\(target) (has: \(directory.variants.map(\.file.name).joined(separator: ", ")))")
        }
        return chosen.map { variant in
            .file(path: variant.file.path, label: "\(label)//\(variant.file.name)")
        }
    }
}

/// `ARCHIVE//PATH`: an address inside a zip archive.
enum ArchiveAddress {
    /// The archive's path and the entry path, at the first `//` whose left side is a
    /// file starting like a zip archive; nil when there is none.
    static func split(_ address: String) -> (archive: String, inner: String)? {
        let bytes = Array(address.utf8)
        let slash = UInt8(ascii: "/")
        for index in bytes.indices.dropLast() where bytes[index] == slash && bytes[index + 1] == slash && index > 0 {
            let archive = String(decoding: bytes[..<index], as: UTF8.self)
            if FileKind.startsLikeZipArchive(archive) {
                return (archive, String(decoding: bytes[(index + 2)...], as: UTF8.self))
            }
        }
        return nil
    }
}
