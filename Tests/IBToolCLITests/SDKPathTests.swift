import AppKitCompiler
import Foundation
import IBToolCLI
import Testing

/// `--sdk` is read by its folder's name, as the .NET builds write it, or as an `xcrun`-style SDK name.
struct SDKPathTests {
    @Test(arguments: [
        ("/Applications/Xcode_14.2.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS16.2.sdk", 16),
        ("/Applications/Xcode11-GM2.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/SDKs/iPhoneSimulator13.0.sdk", 13),
        ("iPhoneSimulator10.3.sdk/", 10),
        ("iphoneos16.2", 16),
        ("/SDKs/AppleTVSimulator17.2.sdk", 17),
        // visionOS 1 and 2 shipped with iOS 17 and 18.
        ("/SDKs/XRSimulator1.0.sdk", 17),
        ("/SDKs/XROS2.2.sdk", 18),
        ("/SDKs/XROS26.0.sdk", 26),
        // Outside the SDKs the compiler knows: written as the nearest it knows.
        ("/SDKs/iPhoneOS30.1.sdk", 27),
        ("/SDKs/iPhoneOS2.2.sdk", 3),
    ])
    func uikitSDKs(_ path: String, _ major: Int) throws {
        let sdk = try #require(SDKPath(path))
        #expect(sdk.platform == .uikit)
        #expect(sdk.uikitSDK == major)
        #expect(sdk.appKitSDK == nil)
    }

    @Test(arguments: [
        ("/SDKs/MacOSX10.14.sdk", AppKitSDKVersion(10, 14)),
        ("/SDKs/MacOSX13.1.sdk", AppKitSDKVersion(13)),
        ("/SDKs/macosx15.5.sdk", AppKitSDKVersion(15)),
        ("/SDKs/MacOSX27.0.sdk", AppKitSDKVersion.newest),
        ("/SDKs/MacOSX10.16.sdk", AppKitSDKVersion(11)),
        ("/SDKs/MacOSX10.6.sdk", AppKitSDKVersion(10, 9)),
    ])
    func macSDKs(_ path: String, _ version: AppKitSDKVersion) throws {
        let sdk = try #require(SDKPath(path))
        #expect(sdk.appKitSDK == version)
        #expect(sdk.uikitSDK == nil)
    }

    /// No version in the name and no link to follow, an unknown platform, or a version that is not one.
    @Test(arguments: ["/nowhere/MacOSX.sdk", "macosx", "/SDKs/WatchOS9.1.sdk", "/SDKs/iPhoneOS16.x.sdk", "/SDKs/iPhoneOS.sdk.tar"])
    func unreadableNames(_ path: String) {
        #expect(SDKPath(path) == nil)
    }

    /// What `--sdk` accepts: SDK folders and names, with or without a version.
    @Test func sdkNames() {
        for name in ["/nowhere/MacOSX.sdk", "macosx", "iphoneos16.2", "/SDKs/iPhoneSimulator13.0.sdk", "XROS2.2.sdk"] {
            #expect(SDKPath.isSDKName(name), "\(name)")
        }
        for name in ["/tmp/build", "xcode", "/SDKs/WatchOS9.1.sdk", "/SDKs/iPhoneOS.sdk.tar", "iphoneos-latest"] {
            #expect(!SDKPath.isSDKName(name), "\(name)")
        }
    }

    /// A versionless `MacOSX.sdk` is read through the link Xcode keeps beside the SDK it points to.
    @Test func versionlessLinkIsFollowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdk-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("MacOSX.sdk").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "MacOSX14.2.sdk")
        #expect(SDKPath(link)?.appKitSDK == AppKitSDKVersion(14))
    }
}
