/// One file of a `.nib` directory: its role (from its name) and the file itself.
public struct NibVariant: Sendable, Hashable {
    public var kind: NibVariantKind
    public var file: ContainedFile

    public init(kind: NibVariantKind, file: ContainedFile) {
        self.kind = kind
        self.file = file
    }

    /// The listing order of ``NibDirectory/variants``: object graphs in the order a
    /// runtime looks for them (versioned ones newest first), then the metadata files.
    static func isListedBefore(_ a: NibVariant, _ b: NibVariant) -> Bool {
        let groupA = a.kind.listingGroup, groupB = b.kind.listingGroup
        if groupA != groupB { return groupA < groupB }
        let versionA = a.kind.minimumVersion, versionB = b.kind.minimumVersion
        if versionA != versionB { return (versionA ?? OSVersion(0)) > (versionB ?? OSVersion(0)) }
        return a.file.name < b.file.name
    }
}

extension NibVariantKind {
    fileprivate var listingGroup: Int {
        switch self {
        case .objectsSince: 0
        case .objects: 1
        case .runtime: 2
        case .keyedObjectsSince: 3
        case .keyedObjects: 4
        case .designable: 5
        case .classes: 6
        case .info: 7
        case .dataClasses: 8
        }
    }
}
