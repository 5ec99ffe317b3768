import NibBytes
@_spi(Checking) import PropertyList
import Testing
import TestSupport

/// The inline header reader decides every header exactly as the full one
/// does (`headerDisagreement` says how they differ): on every marker with
/// every kind of payload, on every object of the corpus, and on corrupted
/// corpus files.
struct BinaryPropertyListHeadersTests {
    /// A property list of `objectCount` objects that all start at offset 8,
    /// where `object` is written, with offsets and references of the given sizes.
    static func plist(holding object: [UInt8], objectCount: Int = 2, offsetSize: Int = 1,
                      referenceSize: Int = 1) -> BinaryPropertyListObjects? {
        var bytes = Array("bplist00".utf8) + object
        let table = bytes.count
        for _ in 0..<objectCount { bytes += bigEndian(8, size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        for field in [objectCount, 0, table] { bytes += bigEndian(field, size: 8) }
        return try? BinaryPropertyListObjects(ByteView(copying: bytes))
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// Every marker byte, followed by each kind of count and each kind of
    /// payload; the collection markers also with 2-, 3- and 8-byte references.
    @Test func everyMarkerWithEveryKindOfPayloadReadsAlike() {
        // After the marker: nothing, an inline-count byte, extended counts of
        // each size (one out of the integer sizes, one negative, one huge).
        let tails: [[UInt8]] = [
            [], [0x00], [0x10, 0x03], [0x10, 0x0E], [0x11, 0x00, 0x05], [0x12, 0, 0, 0, 2],
            [0x13, 0, 0, 0, 0, 0, 0, 0, 4], [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
            [0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], [0x14, 0, 1], [0x20, 1], [0x1F, 1],
        ]
        // (offset size, reference size): 1-byte ones for every marker, wider references for collections.
        let sizes = [(1, 1), (2, 2), (1, 3), (2, 8)]
        var compared = 0
        for (offsetSize, referenceSize) in sizes {
            let markers = referenceSize == 1 ? 0...255 : 0xA0...0xDF
            // Payload units: ASCII, not ASCII, a reference in range (1), one out of range (5).
            let fillers: [[UInt8]] = [[0x41], [0x80], Self.bigEndian(1, size: referenceSize), Self.bigEndian(5, size: referenceSize)]
            for marker in markers {
                for tail in tails {
                    for filler in fillers {
                        for length in [0, 1, 2, 3, 4, 7, 8, 14, 15, 16, 30] {
                            let object = [UInt8(marker)] + tail + Array([[UInt8]](repeating: filler, count: length).joined())
                            guard let plist = Self.plist(holding: object, offsetSize: offsetSize, referenceSize: referenceSize)
                            else { continue }
                            compared += 1
                            if let problem = plist.headerDisagreement(0) {
                                Issue.record("\(object), offsets \(offsetSize), references \(referenceSize): \(problem)")
                                return
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == 256 * 12 * 4 * 11 + 3 * 64 * 12 * 4 * 11)
    }

    /// ASCII strings of every length up to 20, each with one byte above 0x7F
    /// in each place or none, followed by bytes above 0x7F or by nothing (the
    /// offset table): the inline reader reads the last bytes of a string in
    /// one masked 8-byte read, which must see each of them and nothing after.
    @Test func asciiCheckSeesEveryByteOfTheStringAndNoMore() {
        for suffix: [UInt8] in [[], [0xFF, 0xFF, 0x80]] {
            for length in 0...20 {
                for place in -1..<length {
                    var text = [UInt8](repeating: 0x41, count: length)
                    if place >= 0 { text[place] = 0xC3 }
                    let marker: [UInt8] = length < 15 ? [0x50 | UInt8(length)] : [0x5F, 0x10, UInt8(length)]
                    guard let plist = Self.plist(holding: marker + text + suffix) else {
                        Issue.record("length \(length): no property list")
                        continue
                    }
                    if let problem = plist.headerDisagreement(0) { Issue.record("length \(length), place \(place): \(problem)") }
                    #expect((try? plist.object(0)) != nil ? place < 0 : place >= 0, "length \(length), place \(place)")
                }
            }
        }
    }

    @Test(.enabled(if: PlistCorpus.shouldRun))
    func everyObjectOfTheCorpusReadsAlike() throws {
        var objects = 0
        for path in PlistCorpus.binaryPaths {
            let plist = try BinaryPropertyListObjects(ByteView(try FileBytes.read(path: path)))
            for index in 0..<plist.objectCount {
                objects += 1
                if let problem = plist.headerDisagreement(index) { Issue.record("\(path): \(problem)") }
            }
        }
        // 123,617 objects in the keyed nibs alone.
        #expect(objects > 120_000)
    }

    @Test(.enabled(if: PlistCorpus.shouldRun))
    func corruptedCorpusFilesReadAlike() throws {
        var generator = SeededGenerator(seed: 0x4845_4144)
        for path in PlistCorpus.binaryPaths.prefix(40) {
            let original = Array(ByteView(try FileBytes.read(path: path)).array)
            for _ in 0..<20 {
                var bytes = original
                // Corrupt a few bytes before the trailer (object area or offset table).
                for _ in 0..<4 {
                    let position = Int.random(in: 8..<max(9, bytes.count - 40), using: &generator)
                    bytes[position] = UInt8.random(in: 0...255, using: &generator)
                }
                guard let plist = try? BinaryPropertyListObjects(ByteView(copying: bytes)) else { continue }
                for index in 0..<plist.objectCount {
                    if let problem = plist.headerDisagreement(index) {
                        Issue.record("\(path) corrupted: \(problem)")
                        return
                    }
                }
            }
        }
    }
}
