import Foundation
import IBDocument
import NibBytes
import NibContainers
import NibGraph
import NibToolCLI

/// ibtool's inspection flags: `--objects`, `--connections`, `--hierarchy`,
/// `--classes` (and `--all` for the four), printed as report sections keyed
/// `com.apple.ibtool.document.NAME`, for a 3.0 document or a compiled nib
/// (a NIBArchive or keyed-archive file, or a `.nib` folder).
public enum Inspection: String, Sendable, CaseIterable, Comparable {
    case classes, connections, hierarchy, objects

    /// The report key, e.g. `com.apple.ibtool.document.objects`.
    public var key: String { "com.apple.ibtool.document." + rawValue }

    public static func < (a: Inspection, b: Inspection) -> Bool { a.rawValue < b.rawValue }

    /// Whether `path` is a compiled nib rather than a document: a folder, or
    /// a file that is not XML (see ``isXML(_:)``; only its head is read).
    static func isCompiledNib(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        return !head.isEmpty && !isXML(Array(head))
    }

    /// Whether `head` starts as XML: its first byte after white space and a
    /// UTF-8 byte-order mark is `<`.
    static func isXML(_ head: some Collection<UInt8>) -> Bool {
        head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }

    /// The sections `inspections` ask for, of the document or nib at `path`
    /// (a file is read once, a folder's nib through ``graph(at:)``).
    static func report(of path: String, _ inspections: Set<Inspection>) throws(CLIError) -> [String: ReportValue] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return sections(of: NibOutline(graph: try graph(at: path)), inspections)
        }
        let file = try InputFile.read(path)
        let bytes = file.bytes
        guard isXML(bytes.slice(offset: 0, length: min(bytes.count, 64))?.array ?? []) else {
            return sections(of: NibOutline(graph: try graph(of: file)), inspections)
        }
        let document: IBDocument
        do {
            document = try IBDocument(bytes: bytes, path: path)
        } catch {
            let place = [error.line, error.column].compactMap { $0.map(String.init) }
            throw CLIError(path: ([path] + place).joined(separator: ":"), message: error.message)
        }
        return sections(of: DocumentOutline(document: document), inspections)
    }

    static func sections(of outline: some Outline, _ inspections: Set<Inspection>) -> [String: ReportValue] {
        var sections: [String: ReportValue] = [:]
        for inspection in inspections {
            switch inspection {
            case .classes: sections[inspection.key] = outline.classes
            case .connections: sections[inspection.key] = outline.connections
            case .hierarchy: sections[inspection.key] = outline.hierarchy
            case .objects: sections[inspection.key] = outline.objects
            }
        }
        return sections
    }

    /// The object graph of the nib a runtime would load from `.nib` folder
    /// `path` (the variant NibContainers chooses).
    static func graph(at path: String) throws(CLIError) -> NibGraph {
        let directory: NibDirectory
        do {
            directory = try NibDirectory.open(path: path)
        } catch {
            throw CLIError(path: path, message: "\(error)")
        }
        guard let variant = directory.variant(forDeploymentTarget: nil) else {
            throw CLIError(path: path, message: "a folder without a compiled nib (runtime.nib, objects*.nib or keyedobjects*.nib)")
        }
        return try graph(of: try InputFile.read(variant.file.path))
    }

    /// The object graph of a NIBArchive or keyed archive file.
    static func graph(of file: InputFile) throws(CLIError) -> NibGraph {
        do {
            return try file.graph(options: .default)
        } catch {
            throw CLIError(path: file.path, message: "not a compiled nib: \(error.message)")
        }
    }
}

/// The four sections, as a document or a compiled nib gives them.
protocol Outline {
    var classes: ReportValue { get }
    var connections: ReportValue { get }
    var hierarchy: ReportValue { get }
    var objects: ReportValue { get }
}

extension DocumentOutline: Outline {}
extension NibOutline: Outline {}
