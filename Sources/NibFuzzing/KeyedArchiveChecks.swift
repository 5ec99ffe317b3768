import KeyedArchive
import NibBytes
import NibGraph
import PropertyList

/// What the in-place keyed-archive fuzz target checks: ``KeyedArchiveObjects``,
/// the reader instantiation uses, against itself and against the graph decoder.
enum KeyedArchiveChecks {
    /// A binary keyed archive read in place: when the one-pass scan takes it,
    /// the full checks read the same structure; an archive the reader opens
    /// is one `NibGraph(keyedArchiveBytes:)` takes, and every object reads
    /// alike by key and in order (``readEveryObject(_:)``).
    static func inPlaceRead(_ bytes: ByteView) -> String? {
        if let disagreement = KeyedArchiveObjects.scanDisagreement(bytes) { return disagreement }
        guard let archive = try? KeyedArchiveObjects(bytes: bytes) else { return nil }
        if let finding = readEveryObject(archive) { return finding }
        guard (try? NibGraph(keyedArchiveBytes: bytes)) != nil else {
            return "read in place, but NibGraph(keyedArchiveBytes:) refuses it"
        }
        return nil
    }

    /// Reads every object of `archive` as instantiation does: its class, its
    /// fallback classes and class slot, every value in order
    /// (`entries(of:)`), and, for objects of up to 256 values, each key's
    /// first value looked up by name (`value(forKey:ofObject:)`), which must
    /// be the first value under that key in order; a geometry value read as
    /// numbers (`geometry(forKey:ofObject:)`) is the blob the value holds.
    static func readEveryObject(_ archive: KeyedArchiveObjects) -> String? {
        for index in 0..<archive.count where archive.isObject(index) {
            _ = archive.className(of: index)
            _ = archive.fallbackClassNames(of: index)
            if let slot = archive.classSlot(of: index), slot < 0 || slot >= archive.classSlotCount {
                return "object \(index): class slot \(slot) of \(archive.classSlotCount)"
            }
            let entries = archive.entries(of: index)
            guard entries.count <= 256 else { continue }
            var seen: Set<String> = []
            for entry in entries where seen.insert(entry.key).inserted {
                guard let found = archive.value(forKey: entry.key, ofObject: index), found == entry.value else {
                    return "object \(index): \(entry.key) looked up is not its first value \(entry.value)"
                }
                if let numbers = archive.geometry(forKey: entry.key, ofObject: index),
                   found != .data(ByteView(copying: GeometryString.blob(numbers))) {
                    return "object \(index): \(entry.key) reads as other numbers than its value \(found)"
                }
            }
        }
        return nil
    }
}

extension KeyedArchiveObjects {
    /// Whether the one-pass scan and the full checks agree on `bytes`: when
    /// the scan takes an archive, the full checks take it too and read the
    /// same structure. A description of the disagreement, or nil.
    package static func scanDisagreement(_ bytes: ByteView, options: KeyedArchiveOptions = .default) -> String? {
        guard let plist = try? BinaryPropertyListObjects(bytes, options: options.propertyList),
              let root = try? root(plist, maximumObjects: options.maximumObjects), root.layoutHint == nil,
              let (scanned, _) = KeyedArchiveScan.structure(
                  of: plist, top: root.top, topShapes: root.topEntries.map { GeometryString.shape(forKey: $0.name) },
                  objects: root.objects, maximumDepth: options.propertyList.maximumDepth, forGraph: true)
        else { return nil }
        guard let checked = try? fullyCheckedStructure(plist, top: root.topEntries, objects: root.objects,
                                                       readingChains: true) else {
            return "the scan takes an archive the full checks refuse"
        }
        return scanned == checked ? nil : "the scan and the full checks read different structures"
    }
}
