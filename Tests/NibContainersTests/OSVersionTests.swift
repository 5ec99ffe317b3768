import NibContainers
import Testing

struct OSVersionTests {
    @Test func dottedText() {
        #expect(OSVersion("13") == OSVersion(13, 0, 0))
        #expect(OSVersion("13.0") == OSVersion(13))
        #expect(OSVersion("10.13.4") == OSVersion(10, 13, 4))
        #expect(OSVersion("12.3")?.description == "12.3")
        #expect(OSVersion("10.13.4")?.description == "10.13.4")
        for bad in ["", ".", "1.", ".1", "a", "1.b", "1.2.3.4", "12345", "-1", " 1", "1 ", "+1"] {
            #expect(OSVersion(bad) == nil, "\(bad)")
        }
    }

    @Test func packedSixDigits() {
        #expect(OSVersion(packed: "101300") == OSVersion(10, 13))
        #expect(OSVersion(packed: "110000") == OSVersion(11))
        #expect(OSVersion(packed: "101502") == OSVersion(10, 15, 2))
        for bad in ["1013", "1013000", "10130a", "", "-10130"] {
            #expect(OSVersion(packed: bad) == nil, "\(bad)")
        }
    }

    @Test func ordering() {
        #expect(OSVersion(9, 1) < OSVersion(11))
        #expect(OSVersion(10, 13) < OSVersion(10, 13, 1))
        #expect(OSVersion(10, 15, 9) < OSVersion(11))
        #expect([OSVersion(13), OSVersion(8), OSVersion(12, 3)].max() == OSVersion(13))
    }

    @Test func variantNames() {
        #expect(NibVariantKind(fileName: "objects-8.0+.nib") == .objectsSince(OSVersion(8)))
        #expect(NibVariantKind(fileName: "objects-12.3+.nib") == .objectsSince(OSVersion(12, 3)))
        #expect(NibVariantKind(fileName: "keyedobjects-101300.nib") == .keyedObjectsSince(OSVersion(10, 13)))
        #expect(NibVariantKind(fileName: "keyedobjects-110000.nib")?.minimumVersion == OSVersion(11))
        #expect(NibVariantKind(fileName: "runtime.nib") == .runtime)
        #expect(NibVariantKind(fileName: "data.classes") == .dataClasses)
        #expect(NibVariantKind(fileName: "designable.nib")?.isObjectGraph == false)
        for other in ["objects-+.nib", "objects-8.0.nib", "objects-x+.nib", "keyedobjects-1013.nib",
                      "keyedobjects-.nib", "Runtime.nib", "objects.nib~", ".DS_Store", "UIViewController-X.nib"] {
            #expect(NibVariantKind(fileName: other) == nil, "\(other)")
        }
    }
}
