import NibGraph
import NibContainers

/// What a scan found: every file counted by format, every nib with its
/// version and object count, containers, a class histogram, custom classes,
/// and every failure with its address.
public struct ScanReport: Sendable {
    /// The inputs as given.
    public var inputs: [String] = []
    /// Regular files examined (inside archives too), and their total size.
    public var fileCount = 0
    public var byteCount = 0
    /// Archives opened, and their total size (compressed, as stored).
    public var archiveCount = 0
    public var archiveBytes = 0
    /// Files by format.
    public var formats: [ScannedFormat: Int] = [:]
    /// NIBArchives by coder version.
    public var coderVersions: [Int: Int] = [:]
    /// Every nib, in input order, then path order.
    public var nibs: [ScannedNib] = []
    /// Containers by kind (`storyboard`, or a `.nib` directory's kind such as `UIKit nib`).
    public var containers: [String: Int] = [:]
    /// Objects per class over all decoded nibs.
    public var classes: [String: Int] = [:]
    /// Custom classes by name as stored.
    public var customClasses: [String: CustomClass] = [:]
    /// Files, entries, folders and archives that could not be read or decoded.
    public var failures: [ScanError] = []

    public init() {}

    /// The nibs found (compiled object graphs, by format).
    public var nibCount: Int { nibs.count }

    /// Adds `other`'s findings to these.
    public mutating func merge(_ other: ScanReport) {
        inputs += other.inputs
        fileCount += other.fileCount
        byteCount += other.byteCount
        archiveCount += other.archiveCount
        archiveBytes += other.archiveBytes
        formats.merge(other.formats, uniquingKeysWith: +)
        coderVersions.merge(other.coderVersions, uniquingKeysWith: +)
        nibs += other.nibs
        containers.merge(other.containers, uniquingKeysWith: +)
        classes.merge(other.classes, uniquingKeysWith: +)
        customClasses.merge(other.customClasses) { $0.merged($1) }
        failures += other.failures
    }

    /// Custom classes sorted by their shown name.
    public var sortedCustomClasses: [CustomClass] {
        customClasses.values.sorted { ($0.displayName, $0.name) < ($1.displayName, $1.name) }
    }

    /// Classes by object count, most used first, then by name.
    public var sortedClasses: [(name: String, count: Int)] {
        classes.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name }
    }
}

/// One nib found by a scan.
public struct ScannedNib: Sendable, Hashable {
    /// `INPUT//PATH`.
    public var address: String
    public var format: ScannedFormat
    /// NIBArchive coder version.
    public var coderVersion: Int?
    /// Objects in its graph (0 when not decoded: typedstreams, failures).
    public var objectCount: Int
    /// The container it is in: `storyboard`, or a `.nib` directory's kind; nil for a flat nib.
    public var container: String?
    /// Whether it decoded (a failure is listed in ``ScanReport/failures`` too).
    public var decoded: Bool
}

/// A class the nibs' own code supplies.
public struct CustomClass: Sendable, Hashable {
    /// As stored (`_TtC7TestApp20MainWindowController`).
    public var name: String
    /// Module and type names when the name is a Swift one.
    public var swiftName: SwiftClassName?
    /// Nibs naming it, and objects or references naming it in all of them.
    public var nibCount: Int
    public var referenceCount: Int

    /// `Module.Type` for Swift names, else the name as stored.
    public var displayName: String { swiftName?.description ?? name }

    func merged(_ other: CustomClass) -> CustomClass {
        var result = self
        result.nibCount += other.nibCount
        result.referenceCount += other.referenceCount
        return result
    }
}

/// How far a scan has got, for a progress line.
public struct ScanProgress: Sendable {
    public var filesDone: Int
    public var fileCount: Int
    public var bytesDone: Int
    /// The input being scanned.
    public var input: String
}
