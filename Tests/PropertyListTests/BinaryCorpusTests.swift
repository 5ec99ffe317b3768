import Foundation
import NibBytes
import PropertyList
import Testing
import TestSupport

/// Every bplist00 file in the shared corpus: decode, re-encode, and check with Foundation.
@Suite(.enabled(if: PlistCorpus.shouldRun))
struct BinaryCorpusTests {
    @Test func corpusHasTheKeyedNibs() {
        // 130 today: keyedobjects.nib files, runtime.nib files, storyboardc Info.plists.
        #expect(PlistCorpus.binaryPaths.count >= 120)
    }

    @Test func everyFileDecodesAndRoundTripsToAnEqualValue() throws {
        for path in PlistCorpus.binaryPaths {
            let bytes = ByteView(try FileBytes.read(path: path))
            do {
                let value = try BinaryPropertyList.decode(bytes)
                let again = try BinaryPropertyList.decode(ByteView(copying: BinaryPropertyList.encode(value)))
                #expect(again == value, "\(path)")
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
    }

    /// CoreFoundation never shares a collection, so every real file, and our
    /// encoding of it, stands for fewer objects than it has bytes: both decode
    /// with no allowance for sharing at all.
    @Test func everyFileDecodesWithNoAllowanceForSharing() throws {
        let none = PropertyListOptions(maximumSharedExpansion: 0)
        for path in PlistCorpus.binaryPaths {
            let bytes = ByteView(try FileBytes.read(path: path))
            #expect(throws: Never.self, "\(path)") {
                let value = try BinaryPropertyList.decode(bytes, options: none)
                _ = try BinaryPropertyList.decode(ByteView(copying: BinaryPropertyList.encode(value)), options: none)
            }
        }
    }

    /// Foundation's PropertyListSerialization reads our encoding exactly as it reads the original.
    /// (Compared through Foundation's XML form, where UIDs become CF$UID dictionaries: its
    /// UID objects compare by identity.)
    @Test func foundationReadsOurOutputAsItReadsTheOriginal() throws {
        for path in PlistCorpus.binaryPaths {
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            let ours = try BinaryPropertyList.encode(BinaryPropertyList.decode(ByteView(copying: Array(original))))
            #expect(try Self.foundationXML(original) == Self.foundationXML(Data(ours)), "\(path)")
        }
    }

    static func foundationXML(_ data: Data) throws -> Data {
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    }

    @Test func keyedNibStructure() throws {
        // An Apple-compiled iOS keyed nib, checked by hand: 162 objects, trailer sizes 2 and 1.
        let path = PlistCorpus.root.appendingPathComponent("nib-keyed/michaelwright235__nskeyedunarchiver__MainWindow.nib").path
        let value = try BinaryPropertyList.decode(ByteView(FileBytes.read(path: path)))
        #expect(value["$archiver"] == .string("NSKeyedArchiver"))
        #expect(value["$version"] == .integer(100000))
        guard case .array(let objects)? = value["$objects"] else { Issue.record("no $objects"); return }
        #expect(objects.first == .string("$null"))
        guard case .dictionary(let top)? = value["$top"] else { Issue.record("no $top"); return }
        #expect(top.map(\.key).contains(.string("UINibTopLevelObjectsKey")))
        #expect(top.allSatisfy { if case .uid = $0.value { true } else { false } })
    }

    @Test func truncationsAndCorruptionsGiveTypedErrors() throws {
        var generator = SeededGenerator(seed: 0xB_0001)
        var failures = 0
        for path in PlistCorpus.binaryPaths {
            let original = try ByteView(FileBytes.read(path: path)).array
            for step in 0..<64 {
                let cut = Array(original[..<(original.count * step / 64)])
                do { _ = try BinaryPropertyList.decode(ByteView(copying: cut)) } catch {
                    failures += 1
                    #expect(error.offset <= cut.count, "\(path): \(error)")
                }
            }
            for _ in 0..<64 {
                var damaged = original
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                do {
                    _ = try BinaryPropertyList.decode(ByteView(copying: damaged))
                } catch {
                    #expect(error.offset <= damaged.count, "\(path): \(error)")
                }
            }
        }
        // A cut anywhere before the trailer's end is always an error (the trailer is at the end).
        #expect(failures == PlistCorpus.binaryPaths.count * 64)
    }

    /// Validation without building values (what the keyed-graph decoder runs
    /// first) gives exactly decode's answer: the same error, or none, on every
    /// corpus bplist and on damaged copies of each.
    @Test func validationAgreesWithDecode() throws {
        var generator = SeededGenerator(seed: 0xB_0002)
        var errors = 0
        func outcome(_ body: () throws(PropertyListError) -> Void) -> PropertyListError? {
            do { try body(); return nil } catch { return error }
        }
        for path in PlistCorpus.binaryPaths {
            let original = try ByteView(FileBytes.read(path: path)).array
            var inputs = [original]
            for _ in 0..<32 {
                var damaged = original
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                inputs.append(damaged)
            }
            for input in inputs {
                let bytes = ByteView(copying: input)
                let decoded = outcome { () throws(PropertyListError) in _ = try BinaryPropertyList.decode(bytes) }
                let validated = outcome { () throws(PropertyListError) in
                    _ = try BinaryPropertyListObjects(bytes).validatedHeaders()
                }
                #expect(decoded == validated, "\(path)")
                if decoded != nil { errors += 1 }
            }
        }
        // Some damage must have been caught, or the comparison proved nothing.
        #expect(errors > PlistCorpus.binaryPaths.count)
    }
}
