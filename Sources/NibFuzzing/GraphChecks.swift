import KeyedArchive
import NIBArchive
import NibBytes
import NibToolCLI
import NibGraph

/// What the object-graph fuzz targets check.
enum GraphChecks {
    /// Keyed archive → graph → keyed archive → graph gives an equal graph, the
    /// keyed encoding is stable, and converting to NIBArchive gives bytes
    /// that decode (or a typed error). The graph is the one the general path
    /// (``KeyedArchive``, then `NibGraph(keyedArchive:)`) gives, and its keyed
    /// bytes the ones the general path writes (``encodesAsGeneralPath(_:)``). An archive
    /// read in place (``KeyedArchiveObjects``) is one `NibGraph(keyedArchiveBytes:)` takes
    /// too, with at least as many objects, and every object's values read
    /// (``KeyedArchiveChecks/readEveryObject(_:)``); when the one-pass scan reads
    /// it, the full checks read it alike.
    static func keyedRoundTrip(_ bytes: ByteView) -> String? {
        if let disagreement = KeyedArchiveObjects.scanDisagreement(bytes) { return disagreement }
        let inPlace = try? KeyedArchiveObjects(bytes: bytes)
        guard let graph = try? NibGraph(keyedArchiveBytes: bytes) else {
            return inPlace == nil ? nil : "read in place, but NibGraph(keyedArchiveBytes:) refuses it"
        }
        guard let general = try? NibGraph(keyedArchive: KeyedArchive.decode(bytes)), general == graph else {
            return "the graph differs from the general path's"
        }
        if let inPlace {
            if let finding = KeyedArchiveChecks.readEveryObject(inPlace) { return finding }
            let objects = 1 + (1..<inPlace.count).count { inPlace.isObject($0) }
            // The graph leaves out strings used only as geometry, and nothing else.
            guard objects >= graph.objects.count else {
                return "read in place: \(objects) objects, the graph has \(graph.objects.count)"
            }
        }
        var warnings: [NibGraphWarning] = []
        if let finding = encodesAsGeneralPath(graph) { return finding }
        guard let encoded = try? graph.keyedArchiveBytes(warnings: &warnings) else { return nil }
        do {
            let again = try NibGraph(keyedArchiveBytes: ByteView(copying: encoded))
            if warnings.isEmpty {
                guard again == graph else { return "re-decoded graph differs" }
                guard try again.keyedArchiveBytes(warnings: &warnings) == encoded else {
                    return "second keyed encoding differs from the first"
                }
            }
        } catch {
            return "our own keyed encoding failed to decode: \(error)"
        }
        // One string or data value named by every object is stored for each in a NIBArchive:
        // the CLI's limit keeps that within the fuzzer's memory.
        if let nib = try? graph.nibArchiveBytes(options: .init(maximumSize: OutputBudget.bytes(forInputSize: bytes.count)), warnings: &warnings) {
            // Only the archive's own tables: what the walk checks (inlined collections, nested
            // archives) is the NIBArchive targets' to check.
            do {
                _ = try NIBArchiveReader.read(ByteView(copying: nib))
            } catch {
                return "the converted NIBArchive does not decode: \(error)"
            }
        }
        return nil
    }

    /// The keyed writer and the tree it is checked against
    /// (``NibGraph/keyedArchiveBytesThroughArchive(warnings:)``) give the same
    /// bytes and warnings, or both refuse the graph (each names the first
    /// problem in its own order).
    static func encodesAsGeneralPath(_ graph: NibGraph) -> String? {
        var warnings: [NibGraphWarning] = [], generalWarnings: [NibGraphWarning] = []
        let bytes = Result { () throws(NibGraphError) in try graph.keyedArchiveBytes(warnings: &warnings) }
        let general = Result { () throws(NibGraphError) in try graph.keyedArchiveBytesThroughArchive(warnings: &generalWarnings) }
        switch (bytes, general) {
        case (.failure, .failure): return nil
        case (.success(let written), .success(let encoded)):
            guard written == encoded else { return "the keyed writer and the tree encoded disagree" }
            guard warnings == generalWarnings else { return "the keyed writer warned \(warnings), the tree \(generalWarnings)" }
            return nil
        default: return "the keyed writer and the tree encoded disagree: \(bytes) vs \(general)"
        }
    }

    /// NIBArchive → graph → keyed → graph → NIBArchive gives the same bytes as
    /// NIBArchive → graph → NIBArchive whenever the conversion warned of nothing.
    static func nibArchiveKeyedRoundTrip(_ bytes: ByteView) -> String? {
        guard let graph = try? NibGraph(nibArchiveBytes: bytes) else { return nil }
        var warnings: [NibGraphWarning] = []
        guard let direct = try? graph.nibArchiveBytes(warnings: &warnings), warnings.isEmpty else { return nil }
        if let finding = encodesAsGeneralPath(graph) { return finding }
        let keyed: [UInt8]
        do {
            keyed = try graph.keyedArchiveBytes(warnings: &warnings)
        } catch {
            return "a decodable NIBArchive failed to convert to keyed: \(error)"
        }
        guard warnings.isEmpty else { return nil }
        do {
            let back = try NibGraph(keyedArchiveBytes: ByteView(copying: keyed)).nibArchiveBytes(warnings: &warnings)
            guard back == direct else { return "NIBArchive → keyed → NIBArchive changed the bytes" }
            guard warnings.isEmpty else { return "converting back warned: \(warnings)" }
        } catch {
            return "our keyed conversion failed to convert back: \(error)"
        }
        return nil
    }
}
