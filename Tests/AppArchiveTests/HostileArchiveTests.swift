import AppArchive
import NibBytes
import Testing

/// Hostile archives: each ends in a typed error naming the entry (or the
/// archive), never a crash, and no read allocates more than the limits allow.
struct HostileArchiveTests {
    static let nib = Array("NIBArchive".utf8) + Array(repeating: 7, count: 200)

    func kind(_ body: () throws -> Void) -> ZipArchiveError.Kind? {
        do {
            try body()
            return nil
        } catch let error as ZipArchiveError {
            return error.kind
        } catch {
            Issue.record("untyped error \(error)")
            return nil
        }
    }

    // MARK: zip bombs

    @Test func highCompressionRatioIsRefusedBeforeInflating() throws {
        let archive = try ZipPatch { $0.addFile("bomb.bin", [UInt8](repeating: 0, count: 8 << 20)) }.open()
        let entry = archive.entries[0]
        #expect(entry.compressedSize < 16 << 10)
        let error = kind { _ = try archive.read(entry) }
        #expect(error == .compressionRatioTooHigh(size: 8 << 20, compressedSize: entry.compressedSize, limit: 200))
        // A prefix costs only the prefix: the format of a bomb can still be recognised.
        #expect(try archive.readPrefix(entry, count: 16).count == 16)
    }

    @Test func entryOverTheSizeLimit() throws {
        let options = ZipArchiveOptions(maximumEntrySize: 1 << 20)
        let archive = try ZipPatch { $0.addFile("big.bin", Array(repeating: 1, count: (1 << 20) + 1), compress: false) }.open(options)
        #expect(kind { _ = try archive.read(archive.entries[0]) } == .entryTooLarge(size: (1 << 20) + 1, limit: 1 << 20))
    }

    @Test func totalInflatedSizeIsBounded() throws {
        let options = ZipArchiveOptions(maximumTotalSize: 3 << 20)
        let archive = try ZipPatch { writer in
            for index in 0..<4 { writer.addFile("part\(index)", Array(repeating: UInt8(index), count: 1 << 20)) }
        }.open(options)
        for entry in archive.entries.prefix(3) { _ = try archive.read(entry) }
        #expect(kind { _ = try archive.read(archive.entries[3]) } == .totalSizeLimitReached(limit: 3 << 20))
        // Copies of the archive share the budget.
        let copy = archive
        #expect(kind { _ = try copy.read(archive.entries[0]) } == .totalSizeLimitReached(limit: 3 << 20))
    }

    @Test func overlappingEntriesAreDropped() throws {
        // The overlapping-files bomb: many directory entries share one local header and its data.
        var patch = ZipPatch { writer in
            writer.addFile("a", Self.nib)
            writer.addFile("b", Self.nib)
        }
        let first = patch.centralHeaders[0], second = patch.centralHeaders[1]
        patch.set32(second + Field.localOffset, patch.u32(first + Field.localOffset))
        patch.bytes[second + 46] = UInt8(ascii: "a")  // same name as the first, so the local header agrees
        let archive = try patch.open()
        #expect(archive.entries.map(\.path) == ["a"])
        #expect(archive.problems.map(\.kind) == [.overlapsEntry("a")])
        #expect(archive.problems[0].entry == "a" && archive.problems[0].offset == 0)
    }

    // MARK: truncated and inconsistent directories

    @Test func truncatedCentralDirectoryKeepsTheEntriesBeforeTheBreak() throws {
        var patch = ZipPatch { writer in
            for index in 0..<5 { writer.addFile("entry\(index).nib", Self.nib) }
        }
        let third = patch.centralHeaders[2]
        patch.bytes[third] = 0  // breaks the third header's signature
        let archive = try patch.open()
        #expect(archive.entries.map(\.path) == ["entry0.nib", "entry1.nib"])
        #expect(archive.problems.map(\.kind) == [.truncatedCentralDirectory(read: 2, declared: 5)])
        #expect(archive.problems[0].offset == third)
        #expect(try archive.read(archive.entries[1]).array == Self.nib)
    }

    @Test func endRecordDeclaringMoreEntriesThanTheDirectoryHolds() throws {
        var patch = ZipPatch { $0.addFile("only.nib", Self.nib) }
        patch.set16(patch.endRecord + 8, 0xFFFE)
        patch.set16(patch.endRecord + 10, 0xFFFE)
        let archive = try patch.open()
        #expect(archive.entries.count == 1)
        #expect(archive.problems.map(\.kind) == [.truncatedCentralDirectory(read: 1, declared: 0xFFFE)])
    }

    @Test func archiveCutShortHasNoEndRecord() throws {
        let patch = ZipPatch { $0.addFile("a.nib", Self.nib) }
        for length in [0, 4, 21, patch.bytes.count - 1, patch.bytes.count / 2] {
            let error = kind { _ = try ZipArchive(bytes: ByteView(copying: patch.bytes.prefix(length)), path: "cut.zip") }
            #expect(error == .notAZipArchive, "cut at \(length)")
        }
    }

    @Test func centralDirectoryPointingOutside() throws {
        var patch = ZipPatch { $0.addFile("a.nib", Self.nib) }
        patch.set32(patch.endRecord + 16, 0x7FFF_0000)
        #expect(kind { _ = try patch.open() } == .centralDirectoryOutOfBounds(offset: 0x7FFF_0000, size: patch.u32(patch.endRecord + 12)))
    }

    @Test func multiVolumeArchiveIsRefused() throws {
        var patch = ZipPatch { $0.addFile("a.nib", Self.nib) }
        patch.set16(patch.endRecord + 4, 1)
        #expect(kind { _ = try patch.open() } == .multiVolume)
    }

    @Test func badLocalHeaderAndMismatchedNameDropOneEntry() throws {
        var patch = ZipPatch { writer in
            writer.addFile("good.nib", Self.nib)
            writer.addFile("badsig.nib", Self.nib)
            writer.addFile("rename.nib", Self.nib)
        }
        patch.bytes[patch.localHeader(1)] = 0
        patch.bytes[patch.localHeader(2) + 30] = UInt8(ascii: "R")
        let archive = try patch.open()
        #expect(archive.entries.map(\.path) == ["good.nib"])
        #expect(archive.problems.map(\.kind) == [.badSignature(record: "local header the central directory points to"), .localHeaderMismatch(field: "name")])
        #expect(archive.problems.map(\.entry) == ["badsig.nib", "rename.nib"])
    }

    // MARK: lying sizes

    @Test func entryInflatingPastItsDeclaredSizeStopsAfterOneByte() throws {
        var patch = ZipPatch { $0.addFile("liar.nib", [UInt8](repeating: 0, count: 4 << 20)) }
        patch.set32(patch.centralHeaders[0] + Field.size, 1000)
        let archive = try patch.open()
        #expect(kind { _ = try archive.read(archive.entries[0]) } == .inflatesPastDeclaredSize(declared: 1000))
    }

    @Test func entryInflatingShortOfItsDeclaredSize() throws {
        var patch = ZipPatch { $0.addFile("short.nib", Self.nib) }
        patch.set32(patch.centralHeaders[0] + Field.size, 5000)
        let archive = try patch.open()
        #expect(kind { _ = try archive.read(archive.entries[0]) } == .inflatesShortOfDeclaredSize(declared: 5000, actual: Self.nib.count))
    }

    @Test func storedEntryWithDifferentSizes() throws {
        var patch = ZipPatch { $0.addFile("stored.nib", Self.nib, compress: false) }
        patch.set32(patch.centralHeaders[0] + Field.size, 100)
        let archive = try patch.open()
        #expect(kind { _ = try archive.read(archive.entries[0]) } == .storedSizesDiffer(compressed: Self.nib.count, uncompressed: 100))
    }

    @Test func compressedSizeRunningPastTheDirectory() throws {
        var patch = ZipPatch { $0.addFile("long.nib", Self.nib) }
        patch.set32(patch.centralHeaders[0] + Field.compressedSize, 0x10_0000)
        let archive = try patch.open()
        #expect(archive.entries.isEmpty)
        guard case .dataOutOfBounds = archive.problems.first?.kind else {
            Issue.record("expected dataOutOfBounds, got \(archive.problems)")
            return
        }
    }

    @Test func checksumMismatchAndDamagedStream() throws {
        var patch = ZipPatch { writer in
            writer.addFile("crc.nib", Self.nib)
            writer.addFile("garbage.nib", Self.nib)
        }
        patch.set32(patch.centralHeaders[0] + Field.crc, 0x1234_5678)
        let data = patch.localHeader(1) + 30 + "garbage.nib".utf8.count
        patch.bytes[data] = 0xFF  // block type 3: invalid
        let archive = try patch.open()
        guard case .checksumMismatch(declared: 0x1234_5678, _) = kind({ _ = try archive.read(archive.entries[0]) }) else {
            Issue.record("expected a checksum mismatch")
            return
        }
        guard case .corruptDeflateStream = kind({ _ = try archive.read(archive.entries[1]) }) else {
            Issue.record("expected a damaged stream")
            return
        }
    }

    @Test func deflateStreamCutShort() throws {
        var patch = ZipPatch { $0.addFile("cut.nib", (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7919 >> 3) }) }
        let compressed = patch.u32(patch.centralHeaders[0] + Field.compressedSize)
        patch.set32(patch.centralHeaders[0] + Field.compressedSize, compressed / 2)
        let archive = try patch.open()
        guard case .inflatesShortOfDeclaredSize(declared: 5000, _) = kind({ _ = try archive.read(archive.entries[0]) }) else {
            Issue.record("expected a short inflation")
            return
        }
    }

    // MARK: encryption and methods

    @Test func encryptedEntriesAreRefused() throws {
        var patch = ZipPatch { writer in
            writer.addFile("pkware.nib", Self.nib)
            writer.addFile("strong.nib", Self.nib)
            writer.addFile("aes.nib", Self.nib)
            writer.addFile("bzip2.nib", Self.nib)
        }
        patch.set16(patch.centralHeaders[0] + Field.flags, 0x0801)
        patch.set16(patch.centralHeaders[1] + Field.flags, 0x0841)
        patch.setBoth16(2, central: Field.method, local: Field.localMethod, 99)
        patch.setBoth16(3, central: Field.method, local: Field.localMethod, 12)
        let archive = try patch.open()
        #expect(archive.entries[0].isEncrypted && archive.entries[1].isEncrypted && archive.entries[2].isEncrypted)
        for entry in archive.entries.prefix(3) {
            #expect(kind { _ = try archive.read(entry) } == .encrypted)
            #expect(kind { _ = try archive.readPrefix(entry, count: 10) } == .encrypted)
        }
        #expect(kind { _ = try archive.read(archive.entries[3]) } == .unsupportedCompression(method: 12))
    }

    // MARK: names

    @Test func deepUnsafeEmptyAndDuplicateNames() throws {
        let deep = Array(repeating: "d", count: 200).joined(separator: "/") + "/x.nib"
        let archive = try ZipPatch { writer in
            writer.addFile(deep, Self.nib)
            writer.addFile("../escape.nib", Self.nib)
            writer.addFile("/./", Self.nib)
            writer.addFile("same.nib", Self.nib)
            writer.addFile("./same.nib", Self.nib)
            writer.addFile("fine/./a.nib", Self.nib)
        }.open()
        #expect(archive.entries.map(\.path) == ["same.nib", "fine/a.nib"])
        #expect(archive.problems.map(\.kind) == [.pathTooDeep(depth: 201, limit: 128), .unsafePath, .emptyName, .duplicateName])
        #expect(archive.problems.map(\.entry) == [deep, "../escape.nib", "/./", "./same.nib"])
    }

    @Test func pathsAreNormalisedOnTheSlashByte() throws {
        // Empty and `.` components go; a name that has none is its own path.
        // A `/` followed by a combining mark (one Character with it) still
        // separates components, as it does for unzip tools.
        let archive = try ZipPatch { writer in
            writer.addFile("a//b/./c.nib", Self.nib)
            writer.addFile("plain/d.nib", Self.nib)
            writer.addFile("e/\u{301}f.nib", Self.nib)
            writer.addFile("/g/", Self.nib)
            writer.addFile("h/\u{0600}/", [])
        }.open()
        #expect(archive.problems.isEmpty)
        #expect(archive.entries.map(\.path) == ["a/b/c.nib", "plain/d.nib", "e/\u{301}f.nib", "g", "h/\u{0600}"])
        #expect(archive.entries.map(\.components) == [["a", "b", "c.nib"], ["plain", "d.nib"], ["e", "\u{301}f.nib"], ["g"], ["h", "\u{0600}"]])
        // A name whose last byte is `/` is a directory, even where that `/` ends a
        // Character that starts with U+0600.
        #expect(archive.entries.map(\.isDirectory) == [false, false, false, true, true])
    }

    @Test func thousandsOfTinyEntries() throws {
        let patch = ZipPatch { writer in
            for index in 0..<5000 { writer.addFile("tiny/\(index)", [UInt8(truncatingIfNeeded: index)], compress: index % 2 == 0) }
        }
        let archive = try patch.open()
        #expect(archive.entries.count == 5000 && archive.problems.isEmpty)
        for entry in archive.entries { _ = try archive.read(entry) }

        let limited = try patch.open(ZipArchiveOptions(maximumEntries: 1000))
        #expect(limited.entries.count == 1000)
        #expect(limited.problems.map(\.kind) == [.tooManyEntries(declared: 5000, limit: 1000)])
    }

    @Test func errorsSayWhatAndWhere() throws {
        var patch = ZipPatch { $0.addFile("Payload/App.app/View.nib", Self.nib) }
        patch.set16(patch.centralHeaders[0] + Field.flags, 1)
        let archive = try patch.open()
        do {
            _ = try archive.read(archive.entries[0])
            Issue.record("read an encrypted entry")
        } catch {
            #expect(error.description == "test.zip//Payload/App.app/View.nib: entry is encrypted (offset 0x0)")
        }
    }
}
