import NibBytes
import PropertyList
import Testing
import TestSupport

/// `BinaryPropertyListObjects.validate()` accepts exactly what `decode` accepts, with the same error.
@Suite(.enabled(if: PlistCorpus.shouldRun))
struct BinaryValidationTests {
    static func outcome(_ bytes: [UInt8]) -> (decode: PropertyListError?, validate: PropertyListError?) {
        let view = ByteView(copying: bytes)
        var decodeError: PropertyListError?, validateError: PropertyListError?
        do { _ = try BinaryPropertyList.decode(view) } catch { decodeError = error }
        do { try BinaryPropertyListObjects(view).validate() } catch { validateError = error }
        return (decodeError, validateError)
    }

    /// `validatedHeaders()`'s error, after checking that every header it keeps is the one `object(_:)` reads.
    static func headersOutcome(_ bytes: [UInt8]) -> PropertyListError? {
        do {
            let plist = try BinaryPropertyListObjects(ByteView(copying: bytes))
            let headers = try plist.validatedHeaders()
            #expect(headers.count == plist.objectCount)
            #expect(headers[plist.topObject].index == plist.topObject)
            for (index, header) in headers.enumerated() where header.index >= 0 {
                #expect(header.index == index)
                let read = try plist.object(index)
                #expect(read.kind == header.kind && read.start == header.start && read.count == header.count)
            }
            return nil
        } catch {
            return error
        }
    }

    @Test func validationFailsExactlyWhereDecodingFails() throws {
        var generator = SeededGenerator(seed: 0xB_0002)
        var failures = 0
        for path in PlistCorpus.binaryPaths {
            let original = try ByteView(FileBytes.read(path: path)).array
            var variants = [original]
            for step in stride(from: 0, to: 64, by: 4) { variants.append(Array(original[..<(original.count * step / 64)])) }
            for _ in 0..<48 {
                var damaged = original
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                }
                variants.append(damaged)
            }
            for bytes in variants {
                let (decode, validate) = Self.outcome(bytes)
                #expect(decode == validate, "\(path)")
                #expect(Self.headersOutcome(bytes) == validate, "\(path)")
                if decode != nil { failures += 1 }
            }
        }
        #expect(failures > PlistCorpus.binaryPaths.count * 16)
    }

    @Test func cyclesAndDepthAreCaughtAsDecodeCatchesThem() {
        // Object 0: array [1]; object 1: array [0].
        var cycle = Array("bplist00".utf8) + [0xA1, 1, 0xA1, 0]
        cycle += [8, 10] + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, 0, 12]
        let (decode, validate) = Self.outcome(cycle)
        #expect(decode?.kind == .cycle)
        #expect(validate == decode)
        // 600 arrays, each holding the next.
        var deep = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<600 {
            offsets.append(deep.count)
            deep += index == 599 ? [0xA0, 0, 0] : [0xA1] + [UInt8(truncatingIfNeeded: (index + 1) >> 8), UInt8(truncatingIfNeeded: index + 1)]
        }
        let table = deep.count
        for offset in offsets { deep += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        deep += [0, 0, 0, 0, 0, 0, 2, 2] + [0, 0, 0, 0, 0, 0, 2, 0x58] + [0, 0, 0, 0, 0, 0, 0, 0]
            + [0, 0, 0, 0, 0, 0, UInt8(table >> 8), UInt8(table & 0xFF)]
        let (deepDecode, deepValidate) = Self.outcome(deep)
        #expect(deepDecode?.kind == .tooDeep(limit: 512))
        #expect(deepValidate == deepDecode)
    }
}
