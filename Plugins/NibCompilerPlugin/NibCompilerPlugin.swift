import Foundation
import PackagePlugin

/// Compiles a target's `.xib` and `.storyboard` files with the package's
/// `ibtool` as part of the build: each `NAME.xib` becomes `NAME.nib` (each
/// `NAME.storyboard` `NAME.storyboardc`) in the plugin's work folder, which
/// SwiftPM bundles with the target's resources (`Bundle.module`).
@main
struct NibCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let ibtool = try context.tool(named: "ibtool").url
        return target.sourceFiles.compactMap { file -> Command? in
            let input = file.url
            let name = input.deletingPathExtension().lastPathComponent
            let output: URL
            switch input.pathExtension {
            case "xib": output = context.pluginWorkDirectoryURL.appending(path: name + ".nib")
            case "storyboard": output = context.pluginWorkDirectoryURL.appending(path: name + ".storyboardc")
            default: return nil
            }
            return .buildCommand(
                displayName: "Compiling \(input.lastPathComponent)",
                executable: ibtool,
                arguments: ["--errors", "--warnings", "--output-format", "human-readable-text",
                            "--module", target.moduleName, "--compile", output.path, input.path],
                inputFiles: [input],
                outputFiles: [output])
        }
    }
}
