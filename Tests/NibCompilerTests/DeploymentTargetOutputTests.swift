import NibBytes
import NibCompiler
import NibGraph
import Testing
import UIKitCompiler

/// The deployment target through the whole compile: the SDK it raises to
/// decides the keys and the coder version.
struct DeploymentTargetOutputTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </view>
            </objects>
        </document>
        """

    func compile(target: Int?) throws -> (graph: NibGraph, coderVersion: UInt8) {
        let options = NibCompilerOptions(uikit: UIKitCompilerOptions(minimumDeploymentTarget: target))
        let output = try NibCompiler.compile(ByteView(copying: Array(Self.document.utf8)), path: "test.xib", options: options)
        // The header: "NIBArchive", the format version, then the coder version (32-bit little-endian).
        return (try NibGraph(nibArchiveBytes: ByteView(copying: output.bytes)), output.bytes[14])
    }

    @Test func aTargetOf15WritesTheIOS15SDKsKeys() throws {
        let old = try compile(target: nil)
        #expect(!old.graph.objects.contains { $0.entries.contains { $0.key == "UIViewLargeContentStoredProperties" } })
        #expect(old.coderVersion == 9)
        let new = try compile(target: 15)
        #expect(new.graph.objects.contains { $0.entries.contains { $0.key == "UIViewLargeContentStoredProperties" } })
        #expect(new.coderVersion == 10)
    }
}
