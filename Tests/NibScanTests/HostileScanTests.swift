import AppArchive
import NIBArchive
import NibBytes
import NibScan
import Testing
import TestSupport

/// Hostile archives scanned: every bad entry is a failure with its address, and
/// the scan goes on with the others.
struct HostileScanTests {
    static let nib = SampleApp.nibArchive()

    /// Writes `build`'s entries, then lets `patch` change bytes of the finished archive.
    static func scan(_ build: (inout ZipWriter) -> Void, patch: (inout [UInt8]) -> Void = { _ in },
                     options: ScanOptions = .default) throws -> ScanReport {
        var writer = ZipWriter()
        build(&writer)
        var bytes = writer.finish()
        patch(&bytes)
        let archive = try ZipArchive(bytes: ByteView(copying: bytes), path: "hostile.zip", options: options.archive)
        return NibScanner(options: options).scan(FileTree(archive: archive))
    }

    /// Offsets of the central-directory headers of a finished archive, from its end record.
    static func centralHeaders(_ bytes: [UInt8]) -> [Int] {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        let end = bytes.count - 22
        var position = u16(end + 16) | u16(end + 18) << 16
        var offsets: [Int] = []
        for _ in 0..<u16(end + 10) {
            offsets.append(position)
            position += 46 + u16(position + 28) + u16(position + 30) + u16(position + 32)
        }
        return offsets
    }

    @Test func everyKindOfBadEntryIsReportedAndTheRestIsScanned() throws {
        let report = try Self.scan({ writer in
            writer.addFile("good/A.nib", Self.nib)
            writer.addFile("bomb.nib", Array("NIBArchive".utf8) + [UInt8](repeating: 0, count: 16 << 20))
            writer.addFile("encrypted.nib", Self.nib)
            writer.addFile("liar.nib", Self.nib)
            writer.addFile(Array(repeating: "deep", count: 300).joined(separator: "/"), Self.nib)
            writer.addFile("../escape.nib", Self.nib)
            writer.addFile("good/B.nib", Self.nib)
        }, patch: { bytes in
            let headers = Self.centralHeaders(bytes)
            bytes[headers[2] + 8] |= 1  // encrypted
            bytes[headers[3] + 24] = 10  // declared size 10 (plus whatever the high bytes are) -- a lie
            bytes[headers[3] + 25] = 0
        })
        #expect(report.nibs.filter(\.decoded).map(\.address) == ["hostile.zip//good/A.nib", "hostile.zip//good/B.nib"])
        let failures = Dictionary(report.failures.map { ($0.address, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(failures["hostile.zip//bomb.nib"]?.contains("a zip bomb?") == true)
        #expect(failures["hostile.zip//encrypted.nib"]?.hasPrefix("entry is encrypted") == true)
        #expect(failures["hostile.zip//liar.nib"]?.hasPrefix("entry inflates to more than its declared") == true)
        #expect(failures["hostile.zip//../escape.nib"]?.hasPrefix("entry name has a '..' component") == true)
        #expect(failures.keys.contains { $0.hasPrefix("hostile.zip//deep/deep/") })
        #expect(report.failures.count == 5)
        #expect(report.formats[.unreadable] == 1)
    }

    @Test func truncatedDirectoryStillScansTheEntriesBeforeTheBreak() throws {
        let report = try Self.scan({ writer in
            for index in 0..<4 { writer.addFile("N\(index).nib", Self.nib) }
        }, patch: { bytes in
            bytes[Self.centralHeaders(bytes)[2]] = 0
        })
        #expect(report.nibs.map(\.address) == ["hostile.zip//N0.nib", "hostile.zip//N1.nib"])
        #expect(report.failures.map(\.description) == ["hostile.zip: error: central directory breaks off after 2 of 4 entries (offset 0x\(String(Self.centralHeaders(try Self.archiveOfFour())[2], radix: 16)))"])
    }

    static func archiveOfFour() throws -> [UInt8] {
        var writer = ZipWriter()
        for index in 0..<4 { writer.addFile("N\(index).nib", Self.nib) }
        return writer.finish()
    }

    @Test func thousandsOfTinyEntries() throws {
        let report = try Self.scan({ writer in
            for index in 0..<3000 { writer.addFile("tiny/\(index)", [UInt8(truncatingIfNeeded: index)]) }
            writer.addFile("tiny/real.nib", Self.nib)
        })
        #expect(report.fileCount == 3001 && report.nibs.count == 1 && report.failures.isEmpty)
        let limited = try Self.scan({ writer in
            for index in 0..<3000 { writer.addFile("tiny/\(index)", [1]) }
        }, options: ScanOptions(archive: ZipArchiveOptions(maximumEntries: 500)))
        #expect(limited.fileCount == 500)
        #expect(limited.failures.map(\.message) == ["3000 entries, more than the limit of 500; the rest are not read (offset 0x\(String(Self.centralHeaders(try Self.tinyArchive())[0], radix: 16)))"])
    }

    static func tinyArchive() throws -> [UInt8] {
        var writer = ZipWriter()
        for index in 0..<3000 { writer.addFile("tiny/\(index)", [1]) }
        return writer.finish()
    }

    @Test func totalBudgetStopsAScanOfManyLargeEntries() throws {
        let big = Array("NIBArchive".utf8) + (0..<(600 << 10)).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }
        let report = try Self.scan({ writer in
            for index in 0..<6 { writer.addFile("big\(index).nib", big) }
        }, options: ScanOptions(archive: ZipArchiveOptions(maximumTotalSize: 2 << 20), workers: 1))
        // Each entry costs a 4 KiB head and its whole size; the budget holds three of them
        // (whose bytes then fail as NIBArchives), and the rest are refused.
        let refused = report.failures.filter { $0.message.hasPrefix("bytes inflated from this archive would pass the limit of 2097152") }
        #expect(refused.map(\.address) == ["hostile.zip//big3.nib", "hostile.zip//big4.nib", "hostile.zip//big5.nib"])
    }

    /// Many swappers naming one long custom class through one string object
    /// (and one through a string of its own) count as one class with every reference.
    @Test func swappersSharingOneClassNameAreCountedOnce() throws {
        var builder = NIBArchiveBuilder()
        builder.addObject(className: "NSObject", values: [])
        let name = "MyApp." + String(repeating: "Controller", count: 1_000)
        let text = NIBValue.data(ByteView(copying: Array(name.utf8)))
        let shared = builder.addObject(className: "NSString", values: [("NS.bytes", text)])
        let own = builder.addObject(className: "NSString", values: [("NS.bytes", text)])
        let framework = builder.addObject(className: "NSString", values: [("NS.bytes", .data(ByteView(copying: Array("UIView".utf8))))])
        for named in Array(repeating: shared, count: 2_000) + [own, framework] {
            builder.addObject(className: "UIClassSwapper", values: [("UIClassName", .object(named))])
        }
        let nib = try builder.encoded()
        let report = try Self.scan { writer in writer.addFile("Shared.nib", nib) }
        #expect(report.customClasses.keys.sorted() == [name])
        #expect(report.customClasses[name]?.referenceCount == 2_001)
        #expect(report.customClasses[name]?.displayName == "MyApp." + String(repeating: "Controller", count: 1_000))
    }
}
