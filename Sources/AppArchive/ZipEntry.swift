/// One file or directory of a zip archive, as its central directory and local
/// header describe it. Sizes are the declared ones; reading checks them.
public struct ZipEntry: Sendable, Hashable {
    /// Position in the central directory.
    public let index: Int
    /// The name as stored (UTF-8; bytes that are not become U+FFFD).
    public let name: String
    /// The normalised path: the name's `/`-separated components without empty
    /// and `.` ones, joined with `/` (`./Payload//App.app/` gives `Payload/App.app`).
    public let path: String
    /// Whether the entry is a directory (its name ends in `/`).
    public let isDirectory: Bool
    /// The compression method: 0 stored, 8 deflate; others are reported unsupported on reading.
    public let method: Int
    /// The general-purpose flags (bit 0: encrypted, bit 3: data descriptor, bit 6: strong encryption, bit 11: UTF-8).
    public let flags: UInt16
    public let crc32: UInt32
    public let compressedSize: Int
    /// The declared inflated size.
    public let size: Int
    /// Where the local header starts.
    public let localHeaderOffset: Int
    /// Where the entry's (compressed) data starts, after the local header.
    public let dataOffset: Int

    /// The components of ``path``: `Payload/App.app/Info.plist` gives
    /// `["Payload", "App.app", "Info.plist"]`.
    public var components: [String] { Self.components(of: path).map(String.init) }

    /// The components of `path` as entry names are split: on the byte `/` (a
    /// `/` followed by a combining mark still separates, as for unzip tools),
    /// empty ones left out, `.` ones kept.
    public static func components(of path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init)
    }

    /// `path` normalised as entry names are (``path``): its components
    /// without `.` ones, joined with `/`.
    public static func normalised(_ path: String) -> String {
        components(of: path).filter { $0 != "." }.joined(separator: "/")
    }

    /// Whether the entry is encrypted in any of zip's ways.
    public var isEncrypted: Bool { flags & 0x0001 != 0 || flags & 0x0040 != 0 || method == ZipMethod.aes }
}

/// Compression method numbers.
enum ZipMethod {
    static let stored = 0
    static let deflate = 8
    /// WinZip's AES encryption marks the method 99.
    static let aes = 99
}
