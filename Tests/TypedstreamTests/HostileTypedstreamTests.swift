import NibBytes
import Testing
import Typedstream

/// Small hand-made streams that try the reader's limits: each is refused with
/// the error that names its problem, quickly, or read within bounds.
struct HostileTypedstreamTests {
    static let header: [UInt8] = [0x04, 0x0B] + Array("streamtyped".utf8) + [0x81, 0xE8, 0x03]

    static func read(_ body: [UInt8], options: TypedstreamOptions = .default) throws(TypedstreamError) -> TypedstreamArchive {
        try TypedstreamArchive(bytes: ByteView(copying: header + body), options: options)
    }

    static func kind(_ body: [UInt8], options: TypedstreamOptions = .default) -> TypedstreamError.Kind? {
        do {
            _ = try read(body, options: options)
            return nil
        } catch {
            return error.kind
        }
    }

    /// A new shared string: the tag, its length, its bytes.
    static func string(_ text: String) -> [UInt8] {
        let count = text.utf8.count
        let length: [UInt8] = count < 0x80 ? [UInt8(count)] : [0x81, UInt8(count & 0xFF), UInt8(count >> 8)]
        return [0x84] + length + Array(text.utf8)
    }

    @Test func headerAlone() throws {
        let archive = try Self.read([])
        #expect(archive.objects.isEmpty && archive.contents.isEmpty && archive.header.byteOrder == .littleEndian)
    }

    @Test func badHeaders() {
        #expect(throws: TypedstreamError.self) { try TypedstreamArchive(bytes: ByteView(copying: [0x04, 0x0B] + Array("typedstreaX".utf8))) }
        #expect(throws: TypedstreamError.self) { try TypedstreamArchive(bytes: ByteView(copying: [0x05, 0x0B] + Array("typedstream".utf8) + [0])) }
        #expect(throws: TypedstreamError.self) { try TypedstreamArchive(bytes: ByteView(copying: [])) }
    }

    @Test func everyValueKind() throws {
        // "ifd*" : 5, 0.5 as a float, 2 as a double written as an integer, a new C string.
        let archive = try Self.read(Self.string("ifd*") + [0x05, 0x83, 0x00, 0x00, 0x00, 0x3F, 0x02] + Self.string("hi"))
        let values = archive.contents[0].values
        #expect(values.count == 4)
        #expect(values[0] == .integer(5, type: UInt8(ascii: "i")) && values[1] == .float(0.5) && values[2] == .double(2))
        guard case .sharedString(let text?) = values[3] else { Issue.record("no string"); return }
        #expect(text.array == Array("hi".utf8))
    }

    @Test func referencesOutOfRange() {
        // A type encoding named by reference 5 before any string is shared.
        #expect(Self.kind([0x97]) == .referenceOutOfRange(5, count: 0, table: "shared string"))
        // An object reference to entry 0 of an empty table.
        #expect(Self.kind(Self.string("@") + [0x92]) == .referenceOutOfRange(0, count: 0, table: "shared object"))
    }

    /// A class whose superclass is itself (entered before its superclass is read): the chain stops at the repeat.
    @Test func classThatIsItsOwnSuperclass() throws {
        // "@", new object, new class "A" version 0, superclass = shared entry 1 (the class itself), end of object.
        let archive = try Self.read(Self.string("@") + [0x84, 0x84] + Self.string("A") + [0x00, 0x93, 0x86])
        #expect(archive.classes[0].superclass == 0)
        #expect(archive.classChain(of: 0) == ["A"])
    }

    @Test func deepNestingIsRefused() {
        // Each level: "@" (a shared string after the first), new object, class "A" (shared after the first).
        var body = Self.string("@") + [0x84, 0x84] + Self.string("A") + [0x00, 0x85]
        for _ in 0..<500 { body += [0x92, 0x84, 0x93] }
        #expect(Self.kind(body) == .tooDeep(limit: 128))
    }

    @Test func longStringsAreRefused() {
        // A new string of 0x7fffffff bytes (with none there) and one over a small limit.
        #expect(Self.kind([0x84, 0x82, 0xFF, 0xFF, 0xFF, 0x7F]) == .stringTooLong(0x7FFF_FFFF, limit: 1 << 24))
        #expect(Self.kind(Self.string("*") + Self.string("hello"), options: TypedstreamOptions(maximumStringLength: 4)) == .stringTooLong(5, limit: 4))
        #expect(Self.kind([0x84, 0x10, 0x40]) == .truncated)
    }

    /// An array of a billion empty structures from a few bytes stops at the value limit, at once.
    @Test func emptyStructuresStopAtTheValueLimit() {
        let body = Self.string("[999999999{e=}]")
        #expect(Self.kind(body) == .tooManyValues(limit: Self.header.count + body.count + 4096))
    }

    /// One long type encoding named again by a one-byte reference: parsed once, values bounded by the input.
    @Test func sharedEncodingNamedOften() {
        let encoding = String(repeating: "!", count: 200)
        var body = Self.string(encoding)
        for _ in 0..<10_000 { body.append(0x92) }
        #expect(Self.kind(body) == .tooManyValues(limit: Self.header.count + body.count + 4096))
    }

    @Test func tooManyObjects() {
        var body = Self.string("@") + [0x84, 0x84] + Self.string("A") + [0x00, 0x85, 0x86]
        for _ in 0..<20 { body += [0x92, 0x84, 0x93, 0x86] }
        #expect(Self.kind(body, options: TypedstreamOptions(maximumObjects: 10)) == .tooManyObjects(limit: 10))
        #expect((try? Self.read(body))?.objects.count == 21)
    }

    @Test func invalidEncodings() {
        for encoding in ["[", "[3", "{a=i", "v", "[c]", "^"] {
            #expect(Self.kind(Self.string(encoding)) == .invalidTypeEncoding(encoding), "\(encoding)")
        }
    }
}

extension HostileTypedstreamTests {
    /// 300 classes, each the superclass of the next (by reference), and an object of each:
    /// every chain stops at the cap, so chains take memory linear in the stream.
    @Test func longClassChainsAreCapped() throws {
        // Class 0: "C0" with no superclass, as the first object's class.
        var body = Self.string("@") + [0x84, 0x84] + Self.string("C0") + [0x00, 0x85, 0x86]
        // Shared entries so far: object 0 (0), class C0 (1). Each further object: new object, new class, superclass = previous class.
        var previousClass = 1
        for index in 1..<300 {
            let reference = Int16(previousClass) - 110
            body += [0x92, 0x84, 0x84] + Self.string("C\(index)") + [0x00, 0x81, UInt8(UInt16(bitPattern: reference) & 0xFF), UInt8(UInt16(bitPattern: reference) >> 8), 0x86]
            previousClass += 2
        }
        let archive = try Self.read(body)
        #expect(archive.classes.count == 300)
        #expect(archive.classChain(of: 299).count == TypedstreamArchive.maximumClassChain)
        #expect(archive.classChain(of: 299).first == "C299" && archive.classChain(of: 3) == ["C3", "C2", "C1", "C0"])
    }
}
