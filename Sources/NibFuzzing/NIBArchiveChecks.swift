import NibBytes
import NIBArchive

/// What the NIBArchive fuzz targets check.
enum NIBArchiveChecks {
    /// Decoding must succeed or fail with an error that points inside the
    /// input, and the lazy single-object lookup must agree (``lookUp(_:tables:)``).
    static func decode(_ bytes: ByteView) -> String? {
        var tolerantTables: NIBArchiveTables?
        for options in [NIBArchiveOptions.default, .strict] {
            do {
                let tables = try NIBArchiveReader.read(bytes, options: options)
                if options == .default { tolerantTables = tables }
                _ = try tables.walk()
                for object in 0..<tables.objects.count {
                    _ = tables.className(ofObject: object)
                    _ = tables.fallbackClassNames(ofObject: object)
                    _ = tables.string(ofObject: object)
                    _ = tables.number(ofObject: object)
                    _ = tables.values(ofObject: object).map(\.value.typeCode)
                }
                _ = try NIBArchiveDocument(tables).encoded()
            } catch {
                if let finding = misplaced(error, in: bytes) { return finding }
            }
        }
        return lookUp(bytes, tables: tolerantTables)
    }

    /// For any input that decodes: re-encoding gives a canonical archive that
    /// decodes to the same document and re-encodes to the same bytes; an input
    /// that strict mode accepts is reproduced byte for byte.
    static func roundTrip(_ bytes: ByteView) -> String? {
        let document: NIBArchiveDocument
        do {
            document = try NIBArchiveDocument(bytes: bytes)
        } catch {
            return misplaced(error, in: bytes)
        }
        do {
            let encoded = try document.encoded()
            // The writer's layout is canonical, so strict mode must accept its output, unless the
            // document itself carries what strict mode rejects: trailing bytes or a format version other than 1.
            let canonical = document.trailingBytes.isEmpty && document.formatVersion == 1
            let options: NIBArchiveOptions = canonical ? .strict : .default
            let again = try NIBArchiveDocument(bytes: ByteView(copying: encoded), options: options)
            guard again == document else { return "re-decoded document differs from the first decode" }
            guard try again.encoded() == encoded else { return "second encoding differs from the first" }
            if (try? NIBArchiveReader.read(bytes, options: .strict)) != nil, encoded != bytes.array {
                return "strict-valid input was not reproduced byte for byte"
            }
            return nil
        } catch {
            return "decoded document failed to re-encode or re-decode: \(error)"
        }
    }

    /// How many objects ``lookUp(_:tables:)`` reads: each lookup scans the
    /// object table up to its object, so this bounds the work per input.
    static let lookUpLimit = 256

    /// `lookUpObject` reads untrusted bytes lazily, without the full reader's
    /// indexing. For the first objects: when the full reader accepted the
    /// archive (`tables`), each lookup gives exactly its class, fallbacks, keys
    /// and values; otherwise an object or an error inside the input.
    static func lookUp(_ bytes: ByteView, tables: NIBArchiveTables?) -> String? {
        let reader: NIBArchiveReader
        do {
            reader = try NIBArchiveReader(bytes: bytes)
        } catch {
            return tables == nil ? misplaced(error, in: bytes) : "the header failed to open where the full reader succeeded"
        }
        for index in 0..<min(reader.header.objectCount, lookUpLimit) {
            let lookup: NIBObjectLookup
            do {
                lookup = try reader.lookUpObject(index)
            } catch {
                if let finding = misplaced(error, in: bytes) { return finding }
                // The full reader is tolerant of names that are not UTF-8 (it reports them when
                // asked, `validatedKey(at:)`); a lookup, which returns names as strings, refuses them.
                if let tables, !refusesTheSameName(error, tables) {
                    return "lookUpObject(\(index)) failed where the full reader succeeded: \(error)"
                }
                continue
            }
            guard let tables else { continue }
            let expected = tables.values(ofObject: index)
            guard lookup.className == tables.className(ofObject: index),
                  lookup.fallbackClassIndices == tables.classes.fallbacks(at: tables.objects[index].classIndex),
                  lookup.values.count == expected.count,
                  zip(lookup.values, expected).allSatisfy({ $0.key == tables.key(of: $1) && same($0.value, $1.value) })
            else { return "lookUpObject(\(index)) differs from the full reader" }
        }
        return nil
    }

    /// Whether `error` is a lookup refusing a key or class name that the full
    /// reader also finds not to be UTF-8.
    private static func refusesTheSameName(_ error: NIBArchiveError, _ tables: NIBArchiveTables) -> Bool {
        guard error.kind == .invalidUTF8, let item = error.index else { return false }
        switch error.table {
        case .keys: return item < tables.keys.count && tables.keys.validatedKey(at: item) == nil
        case .classes: return item < tables.classes.count && tables.classes.validatedName(at: item) == nil
        default: return false
        }
    }

    /// Equal values, floats compared by their bits (a NaN equals itself).
    private static func same(_ a: NIBValue, _ b: NIBValue) -> Bool {
        switch (a, b) {
        case let (.float32(x), .float32(y)): x.bitPattern == y.bitPattern
        case let (.float64(x), .float64(y)): x.bitPattern == y.bitPattern
        default: a == b
        }
    }

    /// An error is a finding when it points outside the input.
    private static func misplaced(_ error: NIBArchiveError, in bytes: ByteView) -> String? {
        error.offset >= 0 && error.offset <= bytes.count ? nil : "error offset outside the input: \(error)"
    }
}
