/// A `.storyboardc`'s `Info.plist`, or a versioned `Info-X.Y+.plist`.
///
/// Only found and recognised here; the caller parses it (it maps view-controller
/// identifiers to scene nib names).
public struct StoryboardInfoPlist: Sendable, Hashable {
    /// X.Y for `Info-X.Y+.plist`; nil for `Info.plist`.
    public var minimumVersion: OSVersion?
    public var file: ContainedFile

    public init(minimumVersion: OSVersion?, file: ContainedFile) {
        self.minimumVersion = minimumVersion
        self.file = file
    }

    /// Whether `name` is `Info.plist` or `Info-X.Y+.plist`.
    public static func isInfoPlistName(_ name: String) -> Bool {
        name == "Info.plist" || minimumVersion(ofName: name) != nil
    }

    /// X.Y when `name` is `Info-X.Y+.plist`.
    static func minimumVersion(ofName name: String) -> OSVersion? {
        NibVariantKind.version(in: name, prefix: "Info-", suffix: "+.plist").flatMap { OSVersion($0) }
    }
}
