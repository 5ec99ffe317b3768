import NibBytes
import NIBArchive
import Testing
import TestSupport

/// Damaged corpus files: truncations and single-byte corruptions must give
/// a successful decode or a typed error, never a crash.
@Suite(.enabled(if: Corpus.shouldRun))
struct CorpusRobustnessTests {
    /// Decodes as far as anything goes: tables, semantic walk, document, re-encoding.
    /// Returns the error, or nil on success. Any crash fails the whole test run.
    static func decodeEverything(_ bytes: [UInt8], options: NIBArchiveOptions = .default) -> NIBArchiveError? {
        do {
            let tables = try NIBArchiveReader.read(ByteView(copying: bytes), options: options)
            _ = try tables.walk()
            _ = try NIBArchiveDocument(tables).encoded()
            return nil
        } catch {
            return error
        }
    }

    @Test func truncationsAt64OffsetsGiveTypedErrorsWithOffsets() throws {
        var errors = 0
        for path in Corpus.nibArchivePaths {
            let original = try ByteView(FileBytes.read(path: path)).array
            for step in 0..<64 {
                let length = original.count * step / 64
                guard let error = Self.decodeEverything(Array(original[..<length])) else { continue }
                errors += 1
                // An error names a place inside (or just past) the bytes it was given.
                #expect(error.offset <= length, "\(path) cut at \(length): \(error)")
            }
        }
        // Most truncations must be detected (a cut inside trailing bytes is not an error).
        #expect(errors > Corpus.nibArchivePaths.count * 60)
    }

    @Test func seededSingleByteCorruptionsNeverCrash() throws {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        var outcomes = (ok: 0, failed: 0)
        for path in Corpus.nibArchivePaths {
            let original = try ByteView(FileBytes.read(path: path)).array
            for _ in 0..<64 {
                var damaged = original
                let position = Int.random(in: 0..<damaged.count, using: &generator)
                damaged[position] ^= UInt8.random(in: 1...255, using: &generator)
                for options in [NIBArchiveOptions.default, .strict] {
                    if let error = Self.decodeEverything(damaged, options: options) {
                        outcomes.failed += 1
                        #expect(error.offset < damaged.count + 1, "\(path): \(error)")
                    } else {
                        outcomes.ok += 1
                    }
                }
            }
        }
        // Both outcomes occur: many corruptions hit payload bytes, many hit structure.
        #expect(outcomes.ok > 0 && outcomes.failed > 0)
    }
}
