import NibContainers
import Testing
import TestSupport

/// Every directory of ../shared/corpus/nib-bundle, and facts checked by hand (with xxd) for several.
@Suite(.enabled(if: SharedCorpus.shouldRun))
struct NibDirectoryCorpusTests {
    static func directory(_ name: String) throws -> NibDirectory {
        guard case let .nibDirectory(directory) = try NibContainer.open(path: SharedCorpus.path("nib-bundle/" + name)) else {
            throw Unexpected(name)
        }
        return directory
    }

    struct Unexpected: Error, CustomStringConvertible {
        let description: String
        init(_ name: String) { description = "\(name) is not a nib directory" }
    }

    /// `variants` as (name, format) pairs, in listing order.
    static func summary(_ directory: NibDirectory) -> [String] {
        directory.variants.map { "\($0.file.name): \($0.file.format)" }
    }

    @Test func everyBundleIsANibDirectory() throws {
        let names = try SharedCorpus.names(in: "nib-bundle")
        #expect(names.count == 30)
        var files = 0
        var kinds: [NibDirectoryKind: Int] = [:]
        for name in names {
            let directory = try Self.directory(name)
            #expect(directory.otherEntries.isEmpty, "\(name)")
            #expect(directory.variants.allSatisfy { $0.file.path.hasPrefix(directory.path + "/") && $0.file.size > 0 })
            #expect(directory.variant(forDeploymentTarget: nil) != nil, "\(name)")
            files += directory.variants.count
            kinds[directory.kind, default: 0] += 1
        }
        #expect(files == 78)
        #expect(kinds == [.interfaceBuilder2: 15, .interfaceBuilder3: 3, .nextTypedstream: 4, .uiKit: 4, .appKit: 4])
    }

    @Test func macVimHasAKeyedNibAndAMacOS1013NIBArchive() throws {
        let directory = try Self.directory("macvim-dev__macvim__src_MacVim_Sparkle_1.framework_Versions_A_Resources_SUStatus.nib")
        #expect(directory.kind == .appKit)
        #expect(Self.summary(directory) == [
            "keyedobjects-101300.nib: NIBArchive", "keyedobjects.nib: binary property list",
        ])
        #expect(directory.variant(.keyedObjects)?.file.size == 12937)
        #expect(directory.variant(.keyedObjectsSince(OSVersion(10, 13)))?.file.size == 10693)
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 12))?.file.name == "keyedobjects.nib")
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 12, 6))?.file.name == "keyedobjects.nib")
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 13))?.file.name == "keyedobjects-101300.nib")
        #expect(directory.variant(forDeploymentTarget: OSVersion(14))?.file.name == "keyedobjects-101300.nib")
        #expect(directory.variant(forDeploymentTarget: nil)?.file.name == "keyedobjects-101300.nib")
    }

    @Test func transmissionHasOnlyVersionedVariants() throws {
        // Sparkle 2 ships 10.13 and 11.0 NIBArchives and no keyedobjects.nib: nothing fits 10.12.
        let directory = try Self.directory("transmission__transmission__macosx_Sparkle.framework_Versions_B_Resources_SUUpdatePermissionPrompt.nib")
        #expect(Self.summary(directory) == ["keyedobjects-110000.nib: NIBArchive", "keyedobjects-101300.nib: NIBArchive"])
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 12)) == nil)
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 15))?.file.name == "keyedobjects-101300.nib")
        #expect(directory.variant(forDeploymentTarget: OSVersion(11))?.file.name == "keyedobjects-110000.nib")
        #expect(directory.variant(forDeploymentTarget: nil)?.file.name == "keyedobjects-110000.nib")
    }

    @Test func quicksilverBundlesAreBigEndianTypedstreams() throws {
        for panel in ["MainMenu", "UKProgressPanel", "UKProgressPanelTask"] {
            let directory = try Self.directory(
                "quicksilver__Quicksilver__Quicksilver_Code-External_UKClasses_UKProgressPanel_English.lproj_\(panel).nib")
            #expect(directory.kind == .nextTypedstream && !directory.kind.isSupported)
            #expect(Self.summary(directory) == [
                "objects.nib: NeXT typedstream (big-endian)", "classes.nib: OpenStep property list",
                "info.nib: XML property list",
            ])
            #expect(directory.variant(forDeploymentTarget: OSVersion(10, 4))?.kind == .objects)
        }
    }

    @Test func gnustepModelIsALittleEndianTypedstream() throws {
        let directory = try Self.directory("gnustep__libs-gui__Model_test.nib")
        #expect(directory.kind == .nextTypedstream)
        #expect(Self.summary(directory) == [
            "objects.nib: NeXT typedstream (little-endian)", "data.classes: OpenStep property list",
        ])
    }

    @Test func gnustepTestNibIsAnXMLKeyedArchive() throws {
        let directory = try Self.directory("gnustep__libs-gui__Tests_gui_NSNibLoading_Test-nib.nib")
        #expect(directory.kind == .interfaceBuilder2)
        #expect(Self.summary(directory) == [
            "keyedobjects.nib: XML property list", "classes.nib: OpenStep property list", "info.nib: XML property list",
        ])
        #expect(directory.variant(.keyedObjects)?.file.size == 309_393)
        #expect(directory.variant(forDeploymentTarget: OSVersion(10, 5))?.kind == .keyedObjects)
    }

    @Test func sparkleIB2BundleHasXMLClasses() throws {
        let directory = try Self.directory("Andro__nv__Sparkle.framework_Versions_A_Resources_de.lproj_SUUpdateAlert.nib")
        #expect(directory.kind == .interfaceBuilder2)
        #expect(Self.summary(directory) == [
            "keyedobjects.nib: binary property list", "classes.nib: XML property list", "info.nib: XML property list",
        ])
    }

    @Test func adiumIsAnInterfaceBuilder3Bundle() throws {
        let directory = try Self.directory("adium__adium__Frameworks_Adium_Resources_PresetNameSheet.nib")
        #expect(directory.kind == .interfaceBuilder3)
        #expect(Self.summary(directory) == [
            "keyedobjects.nib: binary property list",
            "designable.nib: Interface Builder 3 XML archive (com.apple.InterfaceBuilder3.Cocoa.XIB)",
        ])
        #expect(directory.variant(forDeploymentTarget: nil)?.kind == .keyedObjects)
    }

    @Test func iRETSceneHasObjectsAndRuntimeNibsOfOneSize() throws {
        let directory = try Self.directory("kr0no__iRET8__Base.lproj_Main_iPad.storyboardc_UIViewController-BYZ-38-t0r.nib")
        #expect(directory.kind == .uiKit)
        #expect(Self.summary(directory) == ["objects.nib: NIBArchive", "runtime.nib: NIBArchive"])
        // Same size, but 407 bytes differ: not copies of each other.
        #expect(directory.variants.map(\.file.size) == [947, 947])
        // UIKit prefers objects.nib to runtime.nib at every version.
        #expect(directory.variant(forDeploymentTarget: OSVersion(5))?.kind == .objects)
        #expect(directory.variant(forDeploymentTarget: nil)?.kind == .objects)
    }
}
