import NibBytes
import NIBArchive

/// A file named on the command line, read and recognised by its magic bytes.
struct InputFile {
    let path: String
    let bytes: ByteView

    /// Reads `path` (`-` is standard input).
    static func read(_ path: String) throws(CLIError) -> InputFile {
        do {
            return InputFile(path: path, bytes: ByteView(try FileBytes.read(path: path)))
        } catch {
            throw CLIError(path: path, message: error.reason)
        }
    }

    /// Decodes the file as a NIBArchive, or says what else it is.
    func nibArchive(options: NIBArchiveOptions) throws(CLIError) -> NIBArchiveTables {
        let magic = NIBArchiveHeader.magic
        guard !bytes.isEmpty, bytes.starts(with: magic.prefix(bytes.count)) else {
            throw CLIError(path: path, message: "\(Self.describeFormat(bytes)) (offset 0x0)")
        }
        do {
            return try NIBArchiveReader.read(bytes, options: options)
        } catch {
            throw CLIError(path: path, message: error.description)
        }
    }

    /// A name for a file format that is not (yet) supported.
    static func describeFormat(_ bytes: ByteView) -> String {
        if bytes.starts(with: Array("bplist".utf8)) {
            return "binary property list (keyed archive nibs are not supported yet)"
        }
        if bytes.starts(with: Array("<?xml".utf8)) {
            return "XML document (xib and XML keyed archives are not supported yet)"
        }
        if bytes.count >= 2, bytes.starts(with: [0x04, 0x0B]) || bytes.starts(with: [0x0B, 0x04]) {
            return "NeXT typedstream archive (not supported)"
        }
        if bytes.isEmpty { return "empty file" }
        return "not a NIBArchive (the first 10 bytes are not 'NIBArchive')"
    }
}

/// A failure tied to one input, printed as `PATH: error: MESSAGE`.
struct CLIError: Error {
    let path: String
    let message: String

    var line: String { "\(path): error: \(message)" }
}
