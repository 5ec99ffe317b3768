import ArgumentParser
import NibBytes
import NibGraph
import NibCompiler
import Foundation
import IBDocument
import NibRender

/// `nibtool render`: a wireframe picture of a document or a compiled nib.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each top-level view, window or storyboard scene of a xib, storyboard or compiled nib as an SVG wireframe.",
        discussion: """
            Frames are drawn as the file stores them (no Auto Layout solving); views show their background color,
            text at its font size, image names and class (in each shape's <title>). One picture per top-level view
            or scene: when there are several, OUT.svg becomes OUT-NAME.svg for each (or pick one with --scene).
            --format json writes the same layout as data; --format png needs rsvg-convert (librsvg) on PATH.
            Nothing is written when an input cannot be read.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, json, png
    }

    @Option(help: "Output format: svg, json or png.")
    var format: Format = .svg

    @Option(name: .shortAndLong, help: "Output file ('-' for standard output).")
    var output: String

    @Option(help: "Draw only the picture with this name: a storyboard scene's ID, a top-level view's id, or #INDEX in a nib.")
    var scene: String?

    @Option(help: "Hidden views: dashed (drawn faded and dashed) or omit.")
    var hidden: SVGWriter.HiddenViews = .dashed

    @Flag(help: "Draw outlets as arrows to the views they point at.")
    var outlets = false

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        var files: [(path: String, layout: RenderLayout)] = []
        var inputSize = 0
        try forEachInput(reading.items()) { input throws(CLIError) in
            files.append((input.path, try Self.layout(input, options: reading)))
            inputSize += input.bytes.count
        }
        if files.count > 1 {
            // Names stay unique across inputs: each is prefixed with its file's name.
            for index in files.indices {
                for picture in files[index].layout.pictures.indices {
                    files[index].layout.pictures[picture].name = Self.fileName(files[index].path) + "-" + files[index].layout.pictures[picture].name
                }
            }
        }
        let label = reading.files.joined(separator: " ")
        if let scene {
            let names = files.flatMap { $0.layout.pictures.map(\.name) }
            for index in files.indices {
                files[index].layout.pictures.removeAll { $0.name != scene && !$0.name.hasSuffix("-" + scene) }
            }
            files.removeAll { $0.layout.pictures.isEmpty }
            guard !files.isEmpty else {
                let has = names.isEmpty ? "none" : names.joined(separator: ", ")
                throw fail(CLIError(path: label, message: "no picture named '\(scene)' (has: \(has))"))
            }
        }
        var budget = OutputBudget.bytes(forInputSize: inputSize)
        if format == .json {
            let documents = files.map { LayoutJSON.json($0.layout, path: $0.path) }
            try write(documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "]\n", to: output, budget: &budget)
            return
        }
        let writer = SVGWriter(hidden: hidden, outlets: outlets)
        let pictures = files.flatMap(\.layout.pictures)
        switch pictures.count {
        case 0:
            try write(writer.empty(title: label, note: "no top-level views, windows or scenes to draw"), to: output, budget: &budget)
        case 1:
            try write(writer.svg(pictures[0]), to: output, budget: &budget)
        default:
            guard output != "-" else {
                let names = pictures.map(\.name).joined(separator: ", ")
                throw fail(CLIError(path: label, message: "\(pictures.count) pictures (\(names)): choose one with --scene, or write them to files with -o"))
            }
            for picture in pictures {
                try write(writer.svg(picture), to: Self.path(output, adding: Self.fileName(picture.name)), budget: &budget)
            }
        }
    }

    /// The layout of one input: a document's, or a compiled nib's object graph's.
    static func layout(_ input: InputFile, options: ReadingOptions) throws(CLIError) -> RenderLayout {
        if input.isInterfaceBuilderXML {
            do {
                return try DocumentLayout.layout(bytes: input.bytes, path: input.path)
            } catch {
                // Placed as compilers place document errors: FILE:LINE:COL.
                let place = error.line.map { ":\($0):\(error.column ?? 0)" } ?? ""
                throw CLIError(path: input.path + place, message: error.message)
            }
        }
        if input.isTypedstream { return TypedstreamLayout.layout(try input.typedstream()) }
        // A bundle's own property lists (a .storyboardc's Info.plist) hold nothing to draw.
        if input.path.contains("//"), !input.isNIBArchive, case .plain? = try input.propertyList() {
            return RenderLayout(pictures: [])
        }
        return NibLayout.layout(try input.graph(options: options.archiveOptions))
    }

    /// Prints `error` as the other verbs do and gives the status to exit with.
    func fail(_ error: CLIError) -> ExitCode {
        Output.standardError(error.line + "\n")
        return ExitCode(1)
    }

    /// Writes `text` to `path` as `format` asks: the SVG or JSON itself, or PNG through rsvg-convert.
    /// `budget` is what the outputs may still take (``OutputBudget`` of the inputs' size).
    func write(_ text: String, to path: String, budget: inout Int) throws {
        budget -= text.utf8.count
        guard budget >= 0 else {
            throw fail(CLIError(path: path, message: "output stopped: more than \(OutputBudget.bytesPerInputByte) times the input's size"))
        }
        do throws(CLIError) {
            if format == .png {
                try Rasterizer.png(svg: Array(text.utf8), to: path)
            } else {
                try OutputFile.write(Array(text.utf8), to: path)
            }
        } catch {
            throw fail(error)
        }
    }

    /// `OUT.svg` with `-NAME` before its extension.
    static func path(_ output: String, adding name: String) -> String {
        let url = URL(fileURLWithPath: output)
        let stem = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension
        let file = stem + "-" + name + (ext.isEmpty ? "" : "." + ext)
        return output.contains("/") ? url.deletingLastPathComponent().appendingPathComponent(file).path : file
    }

    /// A name safe in a file name: letters, digits, `.`, `_` and `-`, others as `_`; `#12` as `12`.
    static func fileName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let trimmed = last.hasPrefix("#") ? String(last.dropFirst()) : last
        let safe = String(trimmed.unicodeScalars.prefix(80).map { scalar -> Character in
            let allowed = (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || "._-".unicodeScalars.contains(scalar)
            return allowed ? Character(scalar) : "_"
        })
        return safe.isEmpty ? "picture" : safe
    }
}

/// PNG through the system's `rsvg-convert` (librsvg), when it is installed.
enum Rasterizer {
    /// The path of `rsvg-convert` on PATH, or nil.
    static var tool: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func png(svg: [UInt8], to path: String) throws(CLIError) {
        guard let tool else {
            throw CLIError(path: path, message: "--format png needs rsvg-convert (librsvg) on PATH, e.g. 'apt-get install librsvg2-bin'; "
                           + "--format svg needs nothing")
        }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-render-\(getpid()).svg").path
        try OutputFile.write(svg, to: temporary)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = path == "-" ? ["--format", "png", temporary] : ["--format", "png", "--output", path, temporary]
        do {
            try process.run()
        } catch {
            throw CLIError(path: path, message: "cannot run \(tool): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(path: path, message: "rsvg-convert failed with status \(process.terminationStatus)")
        }
    }
}

extension SVGWriter.HiddenViews: ExpressibleByArgument {}
