import NibContainers

/// One thing to process once directories are expanded: a file to read (shown
/// under `label`), or a note about a file that cannot be read.
enum InputItem {
    case file(path: String, label: String)
    case note(label: String, message: String)
}

/// Expands `.nib` directories and `.storyboardc` bundles into the files inside
/// them, addressed as `DIRECTORY//NAME`. Directories are recognised by their
/// contents (NibContainers), never by name.
enum ContainerInputs {
    /// - Parameters:
    ///   - everyVariant: all object-graph variants of a `.nib` directory (for
    ///     `verify`), instead of the one a runtime at `deploymentTarget` loads.
    static func expand(_ path: String, everyVariant: Bool, deploymentTarget: OSVersion?) throws(CLIError) -> [InputItem] {
        guard path != "-", FileKind.isDirectory(path) else { return [.file(path: path, label: path)] }
        let container: NibContainer
        do {
            container = try NibContainer.open(path: path)
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
            let itemLabel = "\(label)//\(variant.file.name)"
            if case .typedstream = variant.file.format {
                return .note(label: itemLabel, message: "NeXT typedstream archive (pre-keyed-archive nib); not supported")
            }
            return .file(path: variant.file.path, label: itemLabel)
        }
    }
}
