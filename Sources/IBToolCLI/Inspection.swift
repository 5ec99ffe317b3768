import Foundation
import IBDocument
import NibBytes
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
        let bytes: ByteView
        do {
            bytes = ByteView(try FileBytes.read(path: path))
        } catch {
            throw CLIError(path: path, message: "cannot read the file: \(error)")
        }
        guard isXML(bytes.slice(offset: 0, length: min(bytes.count, 64))?.array ?? []) else {
            return sections(of: NibOutline(graph: try graph(of: bytes, path: path)), inspections)
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

    /// The object graph of the compiled nib at `path`: a NIBArchive or keyed
    /// archive file, or the runtime nib inside a `.nib` folder.
    static func graph(at path: String) throws(CLIError) -> NibGraph {
        var isFolder: ObjCBool = false
        var file = path
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            guard let name = names.first(where: { $0 == "runtime.nib" || $0 == "keyedobjects.nib" })
                ?? names.first(where: { $0.hasPrefix("objects") && $0.hasSuffix(".nib") })
                ?? names.first(where: { $0.hasPrefix("keyedobjects") && $0.hasSuffix(".nib") })
            else {
                throw CLIError(path: path, message: "a folder without a compiled nib (runtime.nib, objects*.nib or keyedobjects*.nib)")
            }
            file = path + "/" + name
        }
        let bytes: ByteView
        do {
            bytes = ByteView(try FileBytes.read(path: file))
        } catch {
            throw CLIError(path: file, message: "cannot read the nib: \(error)")
        }
        return try graph(of: bytes, path: file)
    }

    /// The object graph of the NIBArchive or keyed archive in `bytes`.
    static func graph(of bytes: ByteView, path file: String) throws(CLIError) -> NibGraph {
        do {
            if bytes.slice(offset: 0, length: 10)?.equals(Array("NIBArchive".utf8)) == true {
                return try NibGraph(nibArchiveBytes: bytes)
            }
            return try NibGraph(keyedArchiveBytes: bytes)
        } catch {
            throw CLIError(path: file, message: "not a compiled nib: \(error)")
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
