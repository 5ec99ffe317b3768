/// What one file of a `.nib` directory is for, known from its name.
///
/// The name says the role; the bytes say the format (``ContainedFile/format``).
public enum NibVariantKind: Sendable, Hashable {
    /// `runtime.nib`: UIKit's fallback when no `objects` file fits.
    case runtime
    /// `objects.nib`: UIKit's unversioned object graph, or (before keyed archives)
    /// AppKit's NeXT typedstream.
    case objects
    /// `objects-X.Y+.nib`: UIKit's object graph for iOS X.Y and later.
    case objectsSince(OSVersion)
    /// `keyedobjects.nib`: AppKit's keyed archive, loadable by any macOS version.
    case keyedObjects
    /// `keyedobjects-MMmmpp.nib`: AppKit's object graph (a NIBArchive) for that macOS
    /// version and later (`keyedobjects-101300.nib`: 10.13).
    case keyedObjectsSince(OSVersion)
    /// `designable.nib`: Interface Builder 3's XML source of the nib.
    case designable
    /// `classes.nib`: the classes, outlets and actions Interface Builder knew of (editing metadata).
    case classes
    /// `info.nib`: Interface Builder's document settings (editing metadata).
    case info
    /// `data.classes`: the class descriptions in a NeXT/GNUstep-era nib (editing metadata).
    case dataClasses

    /// The kind a file name denotes, or nil for a name that is not part of a nib directory.
    public init?(fileName name: String) {
        switch name {
        case "runtime.nib": self = .runtime
        case "objects.nib": self = .objects
        case "keyedobjects.nib": self = .keyedObjects
        case "designable.nib": self = .designable
        case "classes.nib": self = .classes
        case "info.nib": self = .info
        case "data.classes": self = .dataClasses
        default:
            if let version = Self.version(in: name, prefix: "objects-", suffix: "+.nib").flatMap({ OSVersion($0) }) {
                self = .objectsSince(version)
            } else if let version = Self.version(in: name, prefix: "keyedobjects-", suffix: ".nib")
                .flatMap({ OSVersion(packed: $0) }) {
                self = .keyedObjectsSince(version)
            } else {
                return nil
            }
        }
    }

    /// Whether the file holds an object graph a runtime loads (not editing metadata).
    public var isObjectGraph: Bool {
        switch self {
        case .runtime, .objects, .objectsSince, .keyedObjects, .keyedObjectsSince: true
        case .designable, .classes, .info, .dataClasses: false
        }
    }

    /// The first OS version this file is for, when its name carries one.
    public var minimumVersion: OSVersion? {
        switch self {
        case let .objectsSince(version), let .keyedObjectsSince(version): version
        default: nil
        }
    }

    /// The part of `name` between `prefix` and `suffix`, when it has both and something between.
    static func version(in name: String, prefix: String, suffix: String) -> Substring? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix),
              name.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
        return name.dropFirst(prefix.count).dropLast(suffix.count)
    }
}
