import IBDocument
import NibBytes
import NibToolCLI
import PropertyList
import UIKitCompiler

/// `.strings` files: written from a document's localizable texts, and read
/// back as translations keyed `OBJECTID.PROPERTY`.
enum Localization {
    /// The localizable texts of the document in `bytes`.
    static func strings(of bytes: ByteView, path: String) throws(CLIError) -> [LocalizableString] {
        do {
            return UIKitLocalization.strings(of: try IBDocument(bytes: bytes, path: path))
        } catch {
            throw CLIError(path: path, message: error.message)
        }
    }

    /// The entries of the `.strings` file at `path` (UTF-8, or UTF-16 with a byte-order mark).
    static func translations(in path: String) throws(CLIError) -> [String: String] {
        let bytes: [UInt8]
        do {
            bytes = ByteView(try FileBytes.read(path: path)).array
        } catch {
            throw CLIError(path: path, message: "cannot read the strings file: \(error)")
        }
        let value: PropertyListValue
        do {
            value = try OpenStepPropertyList.decode(ByteView(copying: utf8(bytes)))
        } catch {
            throw CLIError(path: path, message: "not a strings file: \(error)")
        }
        guard case .dictionary(let entries) = value else {
            throw CLIError(path: path, message: "not a strings file: it holds no \"key\" = \"value\"; entries")
        }
        var translations: [String: String] = [:]
        for entry in entries {
            if case .string(let key) = entry.key, case .string(let text) = entry.value { translations[key] = text }
        }
        return translations
    }

    /// `bytes` as UTF-8: UTF-16 with either byte-order mark is transcoded.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let littleEndian = bytes.starts(with: [0xFF, 0xFE]), bigEndian = bytes.starts(with: [0xFE, 0xFF])
        guard littleEndian || bigEndian else { return bytes }
        var units: [UInt16] = []
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(low) | UInt16(high) << 8)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
