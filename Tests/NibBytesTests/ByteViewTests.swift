import Foundation
import NibBytes
import Testing

struct ByteViewTests {
    @Test func slicesAreBoundsChecked() {
        let view = ByteView(copying: [1, 2, 3, 4, 5])
        #expect(view.slice(offset: 1, length: 3).map(Array.init) == [2, 3, 4])
        #expect(view.slice(offset: 5, length: 0)?.isEmpty == true)
        #expect(view.slice(offset: 4, length: 2) == nil)
        #expect(view.slice(offset: -1, length: 1) == nil)
        #expect(view.slice(offset: Int.max, length: Int.max) == nil)
        let inner = view.slice(offset: 2, length: 3)!
        #expect(inner.storageOffset == 2)
        #expect(inner.slice(offset: 1, length: 1).map(Array.init) == [4])
    }

    @Test func equalityAndHashingCompareContents() {
        let a = ByteView(copying: [9, 8, 7]).slice(offset: 1, length: 2)!
        let b = ByteView(copying: [8, 7])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != ByteView(copying: [8, 6]))
    }

    @Test func filesAreReadWithoutCopyingAndErrorsNameThePath() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibbytes-\(UUID()).bin").path
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Array(ByteView(try FileBytes.read(path: path))) == [1, 2, 3])
        #expect(throws: ByteStorageError.self) { try FileBytes.read(path: path, maximumSize: 2) }
        let missing = #expect(throws: ByteStorageError.self) { try FileBytes.read(path: path + ".missing") }
        #expect(missing?.path == path + ".missing")
        #expect(throws: ByteStorageError.self) { try FileBytes.read(path: FileManager.default.temporaryDirectory.path) }
    }
}
