import Foundation
import NibBytes
import PropertyList
import Testing
import TestSupport

/// Every XML plist in the shared corpus: decode, and compare with Foundation's reading.
@Suite(.enabled(if: PlistCorpus.shouldRun))
struct XMLCorpusTests {
    @Test func corpusHasTheXMLPlists() {
        // 25 today: info.nib and classes.nib files of nib bundles, and one GNUstep keyedobjects.nib.
        #expect(PlistCorpus.xmlPaths.count >= 25)
        #expect(PlistCorpus.xmlPaths.allSatisfy { (try? XMLPropertyList.hasMagic(Data(contentsOf: URL(fileURLWithPath: $0)))) == true })
    }

    @Test func everyFileDecodes() throws {
        for path in PlistCorpus.xmlPaths {
            do {
                let value = try XMLPropertyList.decode(ByteView(FileBytes.read(path: path)))
                #expect(value.typeName == "dictionary", "\(path)")
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
    }

    /// Foundation (CoreFoundation's own XML plist parser) reads each file as we do. Compared
    /// through Foundation's XML form of both readings (ours by way of our binary writer), since
    /// Foundation's UID objects compare by identity; and every `CF$UID` dictionary of the
    /// text must have become a `.uid`.
    @Test func foundationReadsEachFileAsWeDo() throws {
        for path in PlistCorpus.xmlPaths {
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            let ours = try XMLPropertyList.decode(ByteView(copying: Array(original)))
            let oursThroughFoundation = try Self.foundationXML(Data(BinaryPropertyList.encode(ours)))
            #expect(try Self.foundationXML(original) == oursThroughFoundation, "\(path)")
            let uidDictionaries = original.ranges(of: Data("<key>CF$UID</key>".utf8)).count
            #expect(Self.uidCount(ours) == uidDictionaries, "\(path)")
        }
    }

    static func foundationXML(_ data: Data) throws -> Data {
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
    }

    static func uidCount(_ value: PropertyListValue) -> Int {
        switch value {
        case .uid: 1
        case .array(let elements), .set(let elements): elements.reduce(0) { $0 + uidCount($1) }
        case .dictionary(let entries): entries.reduce(0) { $0 + uidCount($1.key) + uidCount($1.value) }
        default: 0
        }
    }

    @Test func gnustepKeyedArchive() throws {
        // Checked by hand in the file: an NSKeyedArchiver archive written by GNUstep as XML.
        let path = PlistCorpus.root
            .appendingPathComponent("nib-bundle/gnustep__libs-gui__Tests_gui_NSNibLoading_Test-nib.nib/keyedobjects.nib").path
        let value = try XMLPropertyList.decode(ByteView(FileBytes.read(path: path)))
        #expect(value["$archiver"] == .string("NSKeyedArchiver"))
        guard case .array(let objects)? = value["$objects"] else { Issue.record("no $objects"); return }
        #expect(objects.first == .string("$null"))
        #expect(objects.dropFirst().first?["$class"] == .uid(893))
        #expect(objects.dropFirst().first?["NSNextOid"] == .integer(233))
    }

    @Test func truncationsAndCorruptionsGiveTypedErrors() throws {
        var generator = SeededGenerator(seed: 0x3_0001)
        for path in PlistCorpus.xmlPaths {
            let original = try ByteView(FileBytes.read(path: path)).array
            for step in 0..<32 {
                let cut = Array(original[..<(original.count * step / 32)])
                do {
                    _ = try XMLPropertyList.decode(ByteView(copying: cut))
                    Issue.record("\(path) cut at \(cut.count) decoded")
                } catch {
                    #expect(error.offset <= cut.count, "\(path): \(error)")
                    #expect(error.line != nil, "\(path): \(error)")
                }
            }
            for _ in 0..<32 {
                var damaged = original
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                do {
                    _ = try XMLPropertyList.decode(ByteView(copying: damaged))
                } catch {
                    #expect(error.offset <= damaged.count, "\(path): \(error)")
                }
            }
        }
    }
}
