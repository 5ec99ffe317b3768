import NibBytes
import XIBReader

/// An Interface Builder document (`.xib` or `.storyboard`, the 3.0 `<document>`
/// format): its kind, platform and versions, its objects, and an index of
/// every element by `id`. Elements stay ``XIBElement``s, each with its line
/// and column, and are read through the typed accessors of `XIBElement+Values`.
public struct IBDocument: Sendable {
    public enum Kind: Sendable, Equatable { case xib, storyboard }
    /// watchOS documents (WatchKit storyboards) are read and drawn; no compiler takes them.
    public enum Platform: Sendable, Equatable { case iOS, tvOS, macOS, watchOS }

    /// Where the document came from, for diagnostics.
    public let path: String
    public let kind: Kind
    public let platform: Platform
    /// The `<document>` element.
    public let root: XIBElement
    /// `toolsVersion`: the Interface Builder build that last saved the document (0 when absent).
    public let toolsVersion: Int
    /// The build of the Interface Builder plug-in the document depends on
    /// (`<plugIn version="7026.1">` in `<dependencies>`; 0 when absent).
    /// Xcode writes one a little below its `toolsVersion`; Xamarin's iOS
    /// designer writes Xcode 6.1's `toolsVersion` 6211 with a newer plug-in.
    public let pluginVersion: Int
    /// The children of `<objects>`, in document order.
    public let objects: XIBElementList
    /// The children of `<resources>` (images, system and named colors).
    public let resources: XIBElementList
    /// Every element that has an `id`, by id.
    public let elementsByID: [String: XIBElement]
    /// One bit per element name the document holds (``nameBit(_:)``); nil
    /// when not known (a document standing for a legacy archive, whose
    /// compilers build elements of their own).
    private let elementNameBits: UInt64?

    /// Reads `bytes` as a 3.0 Interface Builder document.
    public init(bytes: ByteView, path: String, options: XIBReaderOptions = .default) throws(IBDocumentError) {
        try self.init(root: Self.readRoot(bytes, path: path, options: options), path: path)
    }

    /// The root element of the XML in `bytes` (a `<document>` or a legacy `<archive>`),
    /// with the reader's errors as document errors.
    public static func readRoot(_ bytes: ByteView, path: String, options: XIBReaderOptions = .default)
        throws(IBDocumentError) -> XIBElement
    {
        do {
            return try XIBReader.read(bytes, options: options)
        } catch {
            throw IBDocumentError(.xml(error.message), path: path, line: error.line, column: error.column)
        }
    }

    /// A document from its `<document>` element.
    public init(root: XIBElement, path: String) throws(IBDocumentError) {
        func fail(_ kind: IBDocumentError.Kind, _ element: XIBElement) -> IBDocumentError {
            IBDocumentError(kind, path: path, line: element.line, column: element.column)
        }
        guard root.name == "document" else {
            if root.name == "archive" { throw fail(.legacyArchive, root) }
            throw fail(.notADocument(root.name), root)
        }
        let type = root[attribute: "type"] ?? ""
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": (kind, platform) = (.xib, .iOS)
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": (kind, platform) = (.storyboard, .iOS)
        case "com.apple.InterfaceBuilder.AppleTV.XIB": (kind, platform) = (.xib, .tvOS)
        case "com.apple.InterfaceBuilder.AppleTV.Storyboard": (kind, platform) = (.storyboard, .tvOS)
        case "com.apple.InterfaceBuilder3.Cocoa.XIB": (kind, platform) = (.xib, .macOS)
        case "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": (kind, platform) = (.storyboard, .macOS)
        case "com.apple.InterfaceBuilder.WatchKit.Storyboard": (kind, platform) = (.storyboard, .watchOS)
        default: throw fail(.unsupportedType(type), root)
        }
        // Xcode 4.5 and 4.6 wrote storyboards as version 2.0, in the same vocabulary as 3.0.
        let version = root[attribute: "version"] ?? ""
        guard version == "3.0" || (version == "2.0" && kind == .storyboard) else { throw fail(.unsupportedVersion(version), root) }
        self.path = path
        self.root = root
        let tools = root[attribute: "toolsVersion"] ?? ""
        toolsVersion = Self.leadingNumber(tools)
        pluginVersion = Self.leadingNumber(root.child(named: "dependencies")?.child(named: "plugIn")?[attribute: "version"] ?? "")
        objects = root.child(named: "objects")?.children ?? XIBElementList()
        resources = root.child(named: "resources")?.children ?? XIBElementList()
        // Every element in document order. The elements with an id are listed
        // first and then indexed, so the index is made at its full size once
        // instead of growing (and hashing every id again) as it fills.
        var identified: [(id: String, element: XIBElement)] = []
        var nameBits: UInt64 = 0
        root.forEachInTree { element in
            nameBits |= Self.nameBit(element.name)
            if let id = element[attribute: "id"] { identified.append((id, element)) }
        }
        var index: [String: XIBElement] = [:]
        index.reserveCapacity(identified.count)
        for (id, element) in identified {
            if let first = index.updateValue(element, forKey: id) {
                throw fail(.duplicateID(id, firstLine: first.line), element)
            }
        }
        elementsByID = index
        elementNameBits = nameBits
    }

    /// An empty iOS xib standing for a legacy `archive`: no objects or
    /// resources, `toolsVersion` 0. Compilers built around 3.0 documents hold
    /// one to share their value helpers (colors, fonts, texts) with the
    /// legacy compiler, which reads the archive itself.
    public init(standingFor archive: LegacyArchive) {
        path = archive.path
        kind = .xib
        platform = .iOS
        root = archive.root
        toolsVersion = 0
        pluginVersion = 0
        objects = []
        resources = []
        elementsByID = [:]
        elementNameBits = nil
    }

    /// The bit of element name `name` among 64, from its length and last
    /// byte: names that differ there (most do) have different bits, and the
    /// few that share one only cost a compiler a walk it may skip.
    static func nameBit(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        return 1 << UInt64((utf8.count &* 7 &+ Int(utf8.last ?? 0)) & 63)
    }

    /// The leading digits of a build number ("14460.31" is build 14460), 0 when none.
    static func leadingNumber(_ text: String) -> Int {
        Int(Substring(text.utf8.prefix { (0x30...0x39).contains($0) })) ?? 0
    }

    /// Whether the document may hold an element named `name`: false only when
    /// none of its elements has that name, so a compiler can skip a walk for
    /// an element kind the document does not use.
    public func mayContain(elementNamed name: String) -> Bool {
        guard let elementNameBits else { return true }
        return elementNameBits & Self.nameBit(name) != 0
    }

    /// Whether the document is a launch screen (`launchScreen="YES"`).
    public var isLaunchScreen: Bool { root.bool("launchScreen") ?? false }
    /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
    public var usesAutolayout: Bool { root.bool("useAutolayout") ?? false }

    /// The `<resources>` entry `name` of element kind `kind` (`image`, `systemColor`, `namedColor`).
    public func resource(_ kind: String, named name: String) -> XIBElement? {
        resources.first { $0.name == kind && $0[attribute: "name"] == name }
    }
}
