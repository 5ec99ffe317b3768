/// Tells a bundle's `Info.plist` (an app's or a framework's) from a storyboard's.
///
/// An iOS app or framework keeps flat nibs beside its own `Info.plist`, which
/// would otherwise make it look like a `.storyboardc`. A bundle's `Info.plist`
/// names `CFBundle…` keys (`CFBundleIdentifier`, `CFBundleExecutable`); a
/// storyboard's holds only `UIStoryboard…`/`NSStoryboard…` and view-controller
/// keys. Keys are stored as plain ASCII in binary, XML and text plists alike.
enum BundleInfoPlist {
    private static let marker = Array("CFBundle".utf8)

    /// Whether the first bytes of a property list name a `CFBundle…` key.
    static func names(_ head: [UInt8]) -> Bool {
        guard head.count >= marker.count else { return false }
        for start in 0...(head.count - marker.count) where head[start] == marker[0] {
            if head[start..<(start + marker.count)].elementsEqual(marker) { return true }
        }
        return false
    }
}
