import NibContainers
import Testing

/// Deployment-target selection in nib directories built in a temporary directory.
struct VariantSelectionTests {
    static let nibArchive = Array("NIBArchive".utf8) + [1, 0, 0, 0, 9, 0, 0, 0]
    static let keyed = Array("bplist00".utf8) + [0xD0]

    static func directory(_ names: [String], bytes: [UInt8] = nibArchive) throws -> (TemporaryDirectory, NibDirectory) {
        let temporary = try TemporaryDirectory()
        let path = try temporary.directory("View.nib")
        for name in names { try temporary.file("View.nib/" + name, bytes) }
        return (temporary, try NibDirectory.open(path: path))
    }

    @Test func iOSTakesTheHighestObjectsVariantNotAboveTheTarget() throws {
        let (temporary, directory) = try Self.directory([
            "runtime.nib", "objects-8.0+.nib", "objects-11.0+.nib", "objects-12.3+.nib", "objects-13.0+.nib",
        ])
        defer { temporary.remove() }
        #expect(directory.kind == .uiKit)
        #expect(directory.variants.map(\.file.name) == [
            "objects-13.0+.nib", "objects-12.3+.nib", "objects-11.0+.nib", "objects-8.0+.nib", "runtime.nib",
        ])
        let choices: [(OSVersion?, String)] = [
            (nil, "objects-13.0+.nib"), (OSVersion(17), "objects-13.0+.nib"), (OSVersion(13), "objects-13.0+.nib"),
            (OSVersion(12, 4), "objects-12.3+.nib"), (OSVersion(12, 3), "objects-12.3+.nib"),
            (OSVersion(12, 2), "objects-11.0+.nib"), (OSVersion(9, 1), "objects-8.0+.nib"), (OSVersion(8), "objects-8.0+.nib"),
            (OSVersion(7), "runtime.nib"),
        ]
        for (target, expected) in choices {
            #expect(directory.variant(forDeploymentTarget: target)?.file.name == expected, "\(String(describing: target))")
        }
    }

    @Test func iOSPrefersObjectsNibToRuntimeNib() throws {
        let (temporary, directory) = try Self.directory(["runtime.nib", "objects.nib", "objects-13.0+.nib"])
        defer { temporary.remove() }
        #expect(directory.variant(forDeploymentTarget: OSVersion(12))?.kind == .objects)
        #expect(directory.variant(forDeploymentTarget: OSVersion(13))?.kind == .objectsSince(OSVersion(13)))
    }

    @Test func iOSWithoutAFallbackHasNothingForOldTargets() throws {
        let (temporary, directory) = try Self.directory(["objects-11.0+.nib", "objects-13.0+.nib"])
        defer { temporary.remove() }
        #expect(directory.kind == .uiKit)
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 3)) == nil)
        #expect(directory.variant(forDeploymentTarget: OSVersion(11))?.file.name == "objects-11.0+.nib")
    }

    @Test func macOSFallsBackToKeyedObjectsThenTypedstream() throws {
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let path = try temporary.directory("Old.nib")
        try temporary.file("Old.nib/keyedobjects.nib", Self.keyed)
        try temporary.file("Old.nib/keyedobjects-101500.nib", Self.nibArchive)
        try temporary.file("Old.nib/objects.nib", [4, 0x0B] + Array("streamtyped".utf8))
        let directory = try NibDirectory.open(path: path)
        #expect(directory.kind == .appKit)
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 14))?.kind == .keyedObjects)
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 15))?.kind == .keyedObjectsSince(OSVersion(10, 15)))

        try temporary.directory("Typed.nib")
        try temporary.file("Typed.nib/objects.nib", [4, 0x0B] + Array("typedstream".utf8))
        let typed = try NibDirectory.open(path: temporary.path + "/Typed.nib")
        #expect(typed.variant(forDeploymentTarget: OSVersion(10, 1))?.file.format == .typedstream(.bigEndian))
        #expect(typed.kind == .nextTypedstream)
    }

    @Test func metadataAloneIsNotLoadable() throws {
        let (temporary, directory) = try Self.directory(["designable.nib"], bytes: Array("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\">".utf8))
        defer { temporary.remove() }
        #expect(directory.kind == .interfaceBuilder3)
        #expect(directory.variant(forDeploymentTarget: nil) == nil)
    }
}
