import AppKitCompiler
import Foundation
import UIKitCompiler

/// The SDK an `--sdk` names: a folder (`…/SDKs/iPhoneSimulator16.2.sdk`, as
/// the .NET iOS build passes it) or an `xcrun`-style name (`iphoneos16.2`,
/// `macosx`). Its platform and version are read from the name, or from the
/// name its link points to for a versionless `MacOSX.sdk` or `iPhoneOS.sdk`.
/// The folder itself is never read, so the path works on a machine without Xcode.
public struct SDKPath: Sendable, Equatable {
    public enum Platform: Sendable, Equatable {
        /// iOS, tvOS or visionOS: UIKit documents.
        case uikit
        /// macOS: AppKit documents.
        case appKit
    }

    public let platform: Platform
    public let major: Int
    public let minor: Int

    /// The platform names SDK folders start with, and whether their versions
    /// count from visionOS 1 (iOS 17's year) instead of following iOS's.
    private static let prefixes: [(name: String, platform: Platform, visionOS: Bool)] = [
        ("iphoneos", .uikit, false), ("iphonesimulator", .uikit, false), ("appletvos", .uikit, false),
        ("appletvsimulator", .uikit, false), ("xros", .uikit, true), ("xrsimulator", .uikit, true), ("macosx", .appKit, false),
    ]

    /// Whether the last component of `path` names an SDK, with or without a
    /// version (`MacOSX.sdk`, `iphoneos`, `iPhoneOS17.2.sdk`).
    public static func isSDKName(_ path: String) -> Bool {
        let stem = stem(of: path)
        return prefixes.contains { prefix in
            stem.hasPrefix(prefix.name) && stem.dropFirst(prefix.name.count).allSatisfy { $0.isNumber || $0 == "." }
        }
    }

    /// The last component of `path`, lowercased, without `.sdk`.
    private static func stem(of path: String) -> Substring {
        let name = Substring((path.split(separator: "/").last ?? "").lowercased())
        return name.hasSuffix(".sdk") ? name.dropLast(4) : name
    }

    /// The SDK named by the last component of `path` (`iPhoneOS17.2.sdk`), or
    /// of where that component links to; nil when neither carries a platform and version.
    public init?(_ path: String) {
        if let parsed = Self.parse(Self.stem(of: path)) {
            self = parsed
        } else if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
                  let parsed = Self.parse(Self.stem(of: target)) {
            self = parsed
        } else {
            return nil
        }
    }

    /// `<platform><major>[.<minor>[.<patch>]]`, lowercased.
    private static func parse(_ stem: Substring) -> SDKPath? {
        for prefix in prefixes where stem.hasPrefix(prefix.name) {
            let numbers = stem.dropFirst(prefix.name.count).split(separator: ".", omittingEmptySubsequences: false)
            guard let major = numbers.first.flatMap({ Int($0) }), numbers.count <= 3, numbers.allSatisfy({ Int($0) != nil }) else {
                return nil
            }
            let minor = numbers.count > 1 ? Int(numbers[1])! : 0
            // visionOS 1 and 2 came with iOS 17 and 18; from 26 the versions agree.
            let iOSMajor = prefix.visionOS && major < 26 ? major + 16 : major
            return SDKPath(platform: prefix.platform, major: iOSMajor, minor: minor)
        }
        return nil
    }

    private init(platform: Platform, major: Int, minor: Int) {
        self.platform = platform
        self.major = major
        self.minor = minor
    }

    /// The iOS SDK major version to imitate, within the SDKs the compiler
    /// knows (3 to the newest): one outside is written as the nearest.
    public var uikitSDK: Int? {
        platform == .uikit ? min(max(major, 3), UIKitCompilerOptions.newestSDK) : nil
    }

    /// The macOS SDK to imitate: 10.9 to 10.15 as given, 11 and later by
    /// major version (10.16, Big Sur's first name, is 11), within 10.9 to the newest known.
    public var appKitSDK: AppKitSDKVersion? {
        guard platform == .appKit else { return nil }
        let version = major == 10 && minor < 16 ? AppKitSDKVersion(10, minor) : AppKitSDKVersion(major == 10 ? 11 : major)
        return min(max(version, AppKitSDKVersion(10, 9)), AppKitSDKVersion.newest)
    }
}
