import NibBytes
import NIBArchive
import Testing

/// Every NIBArchive under ../shared/corpus (flat files, files inside `.nib`
/// directories, files inside `pairs/`) decodes fully and re-encodes byte for byte.
@Suite(.enabled(if: Corpus.shouldRun))
struct CorpusRoundTripTests {
    @Test func corpusIsPresentAndLarge() throws {
        #expect(Corpus.isAvailable, "../shared/corpus is missing")
        // 229 NIBArchives are in the corpus today; finding far fewer means the search broke.
        #expect(Corpus.nibArchivePaths.count >= 200)
        #expect(Corpus.nibArchivePaths.contains { $0.contains("/pairs/") })
        #expect(Corpus.nibArchivePaths.contains { $0.contains("/nib-archive/") })
    }

    @Test func everyFileDecodesWalksAndReencodesByteIdentically() throws {
        var coderVersions: [UInt32: Int] = [:]
        var nested = 0
        for path in Corpus.nibArchivePaths {
            let bytes = ByteView(try FileBytes.read(path: path))
            do {
                let tables = try NIBArchiveReader.read(bytes)
                let summary = try tables.walk()
                // Nested archives' objects are counted too.
                #expect(summary.objects >= tables.objects.count, "\(path)")
                nested += summary.nestedArchives
                coderVersions[tables.header.coderVersion, default: 0] += 1
                let encoded = try NIBArchiveDocument(tables).encoded()
                #expect(encoded == bytes.array, "re-encoding differs: \(path)")
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
        // Both coder versions occur in the corpus (32 iOS files with 9, 197 macOS files with 10).
        #expect((coderVersions[9] ?? 0) >= 30)
        #expect((coderVersions[10] ?? 0) >= 190)
        // Table-view prototype cells: 8 corpus files hold nested archives.
        #expect(nested >= 8)
    }

    @Test func strictModeAcceptsAppleOutputAndRejectsTrailingBytes() throws {
        for path in Corpus.nibArchivePaths {
            let bytes = ByteView(try FileBytes.read(path: path))
            let hasTrailer = bytes.count >= 4 && Array(bytes.suffix(4)) == Array("LNE\0".utf8)
            do {
                _ = try NIBArchiveReader.read(bytes, options: .strict)
                #expect(!hasTrailer, "strict mode accepted trailing bytes: \(path)")
            } catch {
                #expect(hasTrailer, "strict mode rejected \(path): \(error)")
                #expect(error.kind == .trailingBytes(count: 4))
            }
        }
    }

    @Test func trailingBytesAreKeptAndReported() throws {
        let bytes = try Corpus.bytes("nib-archive/leaf456__nib-opener__01J-lp-oVM-view-Ze5-6b-2t3.nib")
        let tables = try NIBArchiveReader.read(bytes)
        #expect(Array(tables.trailingBytes) == Array("LNE\0".utf8))
        #expect(tables.warnings.contains { $0.message.contains("4 trailing bytes") && $0.offset == bytes.count - 4 })
    }
}
