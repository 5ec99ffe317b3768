import NibBytes
import NIBArchive

/// What the NIBArchive fuzz targets check.
enum NIBArchiveChecks {
    /// Decoding must succeed or fail with an error that points inside the input.
    static func decode(_ bytes: ByteView) -> String? {
        for options in [NIBArchiveOptions.default, .strict] {
            do {
                let tables = try NIBArchiveReader.read(bytes, options: options)
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
        return nil
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

    /// An error is a finding when it points outside the input.
    private static func misplaced(_ error: NIBArchiveError, in bytes: ByteView) -> String? {
        error.offset >= 0 && error.offset <= bytes.count ? nil : "error offset outside the input: \(error)"
    }
}
