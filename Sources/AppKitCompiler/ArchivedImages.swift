import KeyedArchive
import NibBytes
import NibGraph
import PropertyList
import XIBReader

/// An `<image>` resource with `<mutableData key="keyedArchiveRepresentation">`
/// (an image pasted into the document) → the `NSImage` its keyed archive
/// holds, as ibtool writes it: unarchived and encoded again.
///
/// The archive's objects keep their values; each class writes its keys in
/// its encoder's order (``keyOrders``) and adds the keys its encoder writes
/// that the archive lacks (an image's `NSTintColor`, a
/// color's `NSLinearExposure`). Generic Gray is the one shared color space.
/// Test16_buttons shows an image of bitmap representations in a gray color.
enum ArchivedImages {
    /// The keys of each class in its encoder's order; keys outside the list follow in archive order.
    static let keyOrders: [String: [String]] = [
        "NSImage": ["NSImageFlags", "NSSize", "NSReps", "NSColor", "NSResizingMode", "NSTintColor"],
        "NSBitmapImageRep": ["NSTIFFRepresentation", "NSInternalLayoutDirection"],
        "NSColor": ["NSColorSpace", "NSWhite", "NSRGB", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"],
    ]

    /// The classes whose keys are known, so archives with others are warned about.
    static var knownClasses: Set<String> { Set(keyOrders.keys).union(["NSArray", "NSMutableArray", "NSColorSpace"]) }
}

extension AppKitContext {
    /// The `NSImage` archived in `resource`, when it holds one (nil and a
    /// warning when the archive cannot be read).
    mutating func archivedImage(_ resource: XIBElement) -> Reference? {
        guard let data = resource.child(named: "mutableData", key: "keyedArchiveRepresentation") else { return nil }
        guard let bytes = Self.base64Bytes(data.text),
              let archive = try? KeyedArchive.decode(ByteView(copying: bytes)),
              case .uid(let root)? = archive.top.first(where: { $0.key == "root" })?.value
        else {
            warn("the image's archived representation cannot be read; it is named instead", at: resource)
            return nil
        }
        var translation = ArchiveTranslation(archive: archive)
        let image = translation.object(Int(root), in: &self)
        if !translation.unknown.isEmpty {
            warn("the archived image holds \(translation.unknown.sorted().joined(separator: ", ")), "
                 + "whose keys are kept in archive order", at: resource)
        }
        return image
    }
}

/// Copies the objects of a keyed archive into the graph being built.
private struct ArchiveTranslation {
    let archive: KeyedArchive
    /// Classes met that ``ArchivedImages/keyOrders`` does not know.
    var unknown: Set<String> = []

    init(archive: KeyedArchive) {
        self.archive = archive
    }

    /// `$objects[index]` as a graph value (nil for the null object).
    mutating func value(_ plist: PropertyListValue, in context: inout AppKitContext) -> NibGraphBuilder.Value {
        switch plist {
        case .uid(0): .null
        case .uid(let uid): object(Int(uid), in: &context).map { .object($0) } ?? .null
        case .integer(let number): .integer(number)
        case .real(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .data(let bytes): .data(Array(bytes))
        case .string(let text): .object(context.builder.string(text))
        default: .null
        }
    }

    mutating func object(_ index: Int, in context: inout AppKitContext) -> Reference? {
        guard archive.objects.indices.contains(index) else { return nil }
        switch archive.objects[index] {
        case .string(let text): return context.builder.string(text)
        case .integer(let number): return context.builder.number(number)
        case .real(let number): return context.builder.number(number)
        case .bool(let flag): return context.builder.number(flag)
        case .data(let bytes): return context.builder.dataObject(Array(bytes))
        case .dictionary(let entries):
            guard let className = (try? archive.keyedClass(ofObject: index))??.name else { return nil }
            return object(className, entries, in: &context)
        default: return nil
        }
    }

    private mutating func object(_ className: String, _ entries: [PropertyListEntry], in context: inout AppKitContext)
        -> Reference
    {
        let values: [(key: String, value: PropertyListValue)] = entries.compactMap { entry in
            guard case .string(let key) = entry.key, key != "$class" else { return nil }
            return (key, entry.value)
        }
        if className == "NSArray" || className == "NSMutableArray" {
            guard case .array(let items)? = values.first(where: { $0.key == "NS.objects" })?.value else {
                return context.builder.array([], className: className)
            }
            var references: [Reference] = []
            for case .uid(let uid) in items {
                if let reference = object(Int(uid), in: &context) { references.append(reference) }
            }
            return context.builder.array(references, className: className)
        }
        // Generic Gray is AppKit's one shared color space.
        if className == "NSColorSpace", case .integer(9)? = values.first(where: { $0.key == "NSID" })?.value {
            return context.colorSpace(.genericGray)
        }
        if !ArchivedImages.knownClasses.contains(className) { unknown.insert(className) }
        let order = ArchivedImages.keyOrders[className] ?? []
        let made = context.builder.addObject(className)
        var written = Set<String>()
        for key in order {
            if let entry = values.first(where: { $0.key == key }) {
                context.append(key, value(entry.value, in: &context), to: made)
                written.insert(key)
            } else if let added = addedValue(className, key, values) {
                context.append(key, added, to: made)
                written.insert(key)
            }
        }
        for entry in values where !written.contains(entry.key) {
            context.append(entry.key, value(entry.value, in: &context), to: made)
        }
        return made
    }

    /// A key the encoder writes that the archive lacks: an image's tint color
    /// (nil), a color's linear exposure (1) beside a custom color space.
    private func addedValue(_ className: String, _ key: String, _ values: [(key: String, value: PropertyListValue)])
        -> NibGraphBuilder.Value?
    {
        switch (className, key) {
        case ("NSImage", "NSTintColor"): .null
        case ("NSColor", "NSLinearExposure") where values.contains(where: { $0.key == "NSCustomColorSpace" }):
            .data(Array("1".utf8))
        default: nil
        }
    }
}
