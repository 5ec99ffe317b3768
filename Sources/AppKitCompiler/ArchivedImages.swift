import IBDocument
import NibBytes
import NibGraph
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
        guard let bytes = Base64.decode(data.text),
              let archive = try? NibGraph(keyedArchiveBytes: ByteView(copying: bytes)),
              case .object(let root)? = archive.objects[0].entries.first(where: { $0.key == "root" })?.value
        else {
            warn("the image's archived representation cannot be read; it is named instead", at: resource)
            return nil
        }
        var translation = ArchiveTranslation(archive: archive)
        let image = translation.object(root, in: &self)
        if !translation.unknown.isEmpty {
            warn("the archived image holds \(translation.unknown.sorted().joined(separator: ", ")), "
                 + "whose keys are kept in archive order", at: resource)
        }
        return image
    }
}

/// Copies the objects of a keyed archive, decoded into a graph, into the graph being built.
private struct ArchiveTranslation {
    let archive: NibGraph
    /// Classes met that ``ArchivedImages/keyOrders`` does not know.
    var unknown: Set<String> = []

    init(archive: NibGraph) {
        self.archive = archive
    }

    /// A value of the archive as a value of the graph being built.
    mutating func value(_ value: NibGraph.Value, in context: inout AppKitContext) -> NibGraphBuilder.Value {
        switch value {
        case .object(let index): object(index, in: &context).map { .object($0) } ?? .null
        case .integer(let number, _): .integer(number)
        case .double(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .data(let bytes): .data(Array(bytes))
        case .string(let text): .object(context.builder.string(text))
        default: .null
        }
    }

    /// Object `index` of the archive: a plain string, number or data (an
    /// object of one entry and no class chain, as the decoder makes them),
    /// or an archived object.
    mutating func object(_ index: Int, in context: inout AppKitContext) -> Reference? {
        guard index > 0, archive.objects.indices.contains(index) else { return nil }
        let source = archive.objects[index]
        if source.classChain.isEmpty, source.fallbackClassNames.isEmpty, source.entries.count == 1 {
            switch (source.className, source.entries[0].value) {
            case ("NSString", .data(let bytes)): return context.builder.string(String(decoding: Array(bytes), as: UTF8.self))
            case ("NSNumber", .integer(let number, _)): return context.builder.number(number)
            case ("NSNumber", .double(let number)): return context.builder.number(number)
            case ("NSNumber", .bool(let flag)): return context.builder.number(flag)
            case ("NSData", .data(let bytes)): return context.builder.dataObject(Array(bytes))
            default: return nil
            }
        }
        return object(source.className, source.entries.map { (key: $0.key, value: $0.value) }, in: &context)
    }

    private mutating func object(_ className: String, _ values: [(key: String, value: NibGraph.Value)],
                                 in context: inout AppKitContext) -> Reference
    {
        if className == "NSArray" || className == "NSMutableArray" {
            guard case .array(let items)? = values.first(where: { $0.key == "NS.objects" })?.value else {
                return context.builder.array([], className: className)
            }
            var references: [Reference] = []
            for case .object(let index) in items {
                if let reference = object(index, in: &context) { references.append(reference) }
            }
            return context.builder.array(references, className: className)
        }
        // Generic Gray is AppKit's one shared color space.
        if className == "NSColorSpace", case .integer(9, _)? = values.first(where: { $0.key == "NSID" })?.value {
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
    private func addedValue(_ className: String, _ key: String, _ values: [(key: String, value: NibGraph.Value)])
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
