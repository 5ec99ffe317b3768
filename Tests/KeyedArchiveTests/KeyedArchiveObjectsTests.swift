import KeyedArchive
import NibBytes
import PropertyList
import Testing
import TestSupport

/// The in-place reader on archives that need no graph to judge.
struct KeyedArchiveObjectsTests {
    /// The shared corpus's binary keyed archives.
    static func binaryKeyedArchives() throws -> [(String, ByteView)] {
        try SharedCorpus.keyedArchives.compactMap { path in
            let bytes = ByteView(try FileBytes.read(path: path))
            return BinaryPropertyList.hasMagic(bytes) ? (path, bytes) : nil
        }
    }

    @Test func aPlistArrayThatContainsItselfIsRefused() throws {
        // $objects holds an array whose only element is itself (object 3 refers to object 3).
        var bytes = Array("bplist00".utf8)
        // Objects: 0 root dict {$archiver: 1, $objects: 2}; 1 "NSKeyedArchiver"; 2 array [3]; 3 array [3];
        // 4 "$archiver"; 5 "$objects".
        var starts: [Int] = []
        func add(_ object: [UInt8]) { starts.append(bytes.count); bytes += object }
        add([0xD2, 4, 5, 1, 2])
        add([0x5F, 0x10, 15] + Array("NSKeyedArchiver".utf8))
        add([0xA1, 3])
        add([0xA1, 3])
        add([0x59] + Array("$archiver".utf8))
        add([0x58] + Array("$objects".utf8))
        let table = bytes.count
        bytes += starts.map { UInt8($0) }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, UInt8(starts.count)] + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let view = ByteView(copying: bytes)
        do {
            try BinaryPropertyListObjects(view).validate()
            Issue.record("the self-containing array was not found")
        } catch {
            #expect(error.kind == .cycle)
        }
        #expect(throws: KeyedArchiveObjects.Unsupported.self) { try KeyedArchiveObjects(bytes: view) }
    }
}
