import NibGraph

/// The steps of one `instantiate`: resolve placeholders, build objects,
/// connect, set runtime attributes, awake, collect top-level objects.
struct NibLoading {
    let owner: AnyObject?
    let externalObjects: [String: AnyObject]
    let unarchiver: NibUnarchiver
    var outlets: [NibOutlet] = []
    var actions: [NibAction] = []

    init(objects: NibObjects, owner: AnyObject?, externalObjects: [String: AnyObject], registry: NibClassRegistry, options: NibDecodingOptions) {
        self.owner = owner
        self.externalObjects = externalObjects
        unarchiver = NibUnarchiver(objects: objects, registry: registry, options: options)
        let firstResponder = NibPlaceholder(identifier: "IBFirstResponder")
        let ownerObject = owner ?? NibPlaceholder(identifier: "IBFilesOwner")
        unarchiver.proxy = { identifier in
            switch identifier {
            case "IBFilesOwner": return ownerObject
            case "IBFirstResponder": return firstResponder
            default:
                if let external = externalObjects[identifier] { return external }
                if identifier == "NSApplication" { return NibPlaceholder(identifier: identifier) }
                throw NibCodingError(.missingExternalObject(identifier))
            }
        }
    }

    mutating func run() throws -> NibInstantiation {
        guard unarchiver.objectCount > 0 else { throw NibCodingError(.notANib("the graph is empty")) }
        let root = unarchiver.decoder(forObject: 0)
        if root.raw("UINibObjectsKey") != nil { return try runUIKit(root) }
        if case .object(let data)? = root.raw("IB.objectdata") { return try runAppKit(data) }
        throw NibCodingError(.notANib("the root has neither UINibObjectsKey nor IB.objectdata"))
    }

    // MARK: UIKit

    private mutating func runUIKit(_ root: NibObjectDecoder) throws -> NibInstantiation {
        let objects = try references(root.raw("UINibObjectsKey"), key: "UINibObjectsKey")
        let built = try objects.map { try unarchiver.object(at: $0) }
        for connection in try references(root.raw("UINibConnectionsKey"), key: "UINibConnectionsKey") {
            try connectUIKit(connection)
        }
        for pair in try references(root.raw("UINibKeyValuePairsKey"), key: "UINibKeyValuePairsKey") {
            let decoder = unarchiver.decoder(forObject: pair)
            guard let keyPath = try decoder.decodeString(forKey: "UIKeyPath"),
                  let target = try decoder.decodeObject(forKey: "UIObject") as AnyObject?
            else { continue }
            try set(target, keyPath, try decoder.decodeObject(forKey: "UIValue"), object: pair)
        }
        let awakened = awake(built)
        let standIns = placeholderIdentities()
        let top = try references(root.raw("UINibTopLevelObjectsKey"), key: "UINibTopLevelObjectsKey")
            .compactMap { try unarchiver.object(at: $0) as AnyObject? }
            .filter { !Self.isPlaceholder($0, standIns: standIns) }
        return NibInstantiation(topLevelObjects: top, outlets: outlets, actions: actions, awakened: awakened, unarchiver: unarchiver)
    }

    private mutating func connectUIKit(_ index: Int) throws {
        let decoder = unarchiver.decoder(forObject: index)
        let label = try decoder.decodeString(forKey: "UILabel") ?? ""
        let source = try decoder.decodeObject(forKey: "UISource") as AnyObject?
        switch unarchiver.objects.className(of: index) {
        case "UIRuntimeOutletConnection", "UIRuntimeOutletCollectionConnection":
            guard let source else { return }
            try set(source, label, try decoder.decodeObject(forKey: "UIDestination"), object: index)
        case "UIRuntimeEventConnection":
            let target = try decoder.decodeObject(forKey: "UIDestination") as AnyObject?
            actions.append(NibAction(source: source, target: target, selector: label,
                                     eventMask: try decoder.decodeInt64(forKey: "UIEventMask")))
        default:
            break  // other connection kinds (segues, accessibility) are not wired here
        }
    }

    // MARK: AppKit

    private mutating func runAppKit(_ dataIndex: Int) throws -> NibInstantiation {
        guard unarchiver.hasObject(dataIndex) else { throw NibCodingError(.missingObject(dataIndex), object: 0, key: "IB.objectdata") }
        let data = unarchiver.decoder(forObject: dataIndex)
        guard case .object(let rootIndex)? = data.raw("NSRoot") else { throw NibCodingError(.notANib("NSIBObjectData has no NSRoot"), object: dataIndex) }
        unarchiver.setPlaceholder(owner ?? NibPlaceholder(identifier: "IBFilesOwner"), forObject: rootIndex)
        let keys = try references(data.raw("NSObjectsKeys"), key: "NSObjectsKeys")
        let parents = try references(data.raw("NSObjectsValues"), key: "NSObjectsValues")
        let built = try keys.map { try unarchiver.object(at: $0) }
        for connection in try references(data.raw("NSConnections"), key: "NSConnections") {
            let decoder = unarchiver.decoder(forObject: connection)
            let label = try decoder.decodeString(forKey: "NSLabel") ?? ""
            let source = try decoder.decodeObject(forKey: "NSSource") as AnyObject?
            let destination = try decoder.decodeObject(forKey: "NSDestination")
            switch unarchiver.objects.className(of: connection) {
            case "NSNibOutletConnector":
                if let source { try set(source, label, destination, object: connection) }
            case "NSNibControlConnector":
                actions.append(NibAction(source: source, target: destination as AnyObject?, selector: label, eventMask: nil))
            default:
                break  // bindings and accessibility connectors are not wired here
            }
        }
        let awakened = awake(built)
        var top: [AnyObject] = []
        let standIns = placeholderIdentities()
        for (key, parent) in zip(keys, parents) where parent == rootIndex {
            if let object = try unarchiver.object(at: key) as AnyObject?, !Self.isPlaceholder(object, standIns: standIns) {
                top.append(object)
            }
        }
        return NibInstantiation(topLevelObjects: top, outlets: outlets, actions: actions, awakened: awakened, unarchiver: unarchiver)
    }

    // MARK: Shared steps

    /// The object indices in the collection object `value` refers to.
    private func references(_ value: NibGraph.Value?, key: String) throws -> [Int] {
        guard case .object(let index)? = value else { return [] }
        guard unarchiver.hasObject(index) else { throw NibCodingError(.missingObject(index), object: 0, key: key) }
        guard case .array(let items)? = unarchiver.decoder(forObject: index).raw("NS.objects") else { return [] }
        return try items.map { item in
            guard case .object(let element) = item else {
                throw NibCodingError(.typeMismatch(expected: "object references", found: NibObjectDecoder.describe(item)),
                                     object: index, key: key)
            }
            guard unarchiver.hasObject(element) else {
                throw NibCodingError(.missingObject(element), object: index, key: key)
            }
            return element
        }
    }

    private mutating func set(_ target: AnyObject, _ key: String, _ value: Any?, object: Int) throws {
        guard let settable = target as? NibKeyValueSettable else {
            throw NibCodingError(.unknownKey(className: NibObjectDecoder.describeType(target), key: key), object: object)
        }
        try settable.setValue(value, forNibKey: key)
        outlets.append(NibOutlet(source: target, key: key, destination: value))
    }

    /// The objects standing in for placeholders: the owner, the unarchiver's
    /// placeholders and the external objects. Made once per instantiation:
    /// looking through them for every top-level object made a nib of many
    /// top-level objects quadratic.
    private func placeholderIdentities() -> Set<ObjectIdentifier> {
        var identities = Set<ObjectIdentifier>()
        for object in [owner].compactMap({ $0 }) + unarchiver.placeholders.compactMap({ $0 }) + Array(externalObjects.values) {
            identities.insert(ObjectIdentifier(object))
        }
        return identities
    }

    /// Whether `object` is a placeholder or stands for one (`standIns` from ``placeholderIdentities()``).
    private static func isPlaceholder(_ object: AnyObject, standIns: Set<ObjectIdentifier>) -> Bool {
        object is NibPlaceholder || standIns.contains(ObjectIdentifier(object))
    }

    /// Sends `awakeFromNib` to each built object once, in order, skipping placeholders.
    private func awake(_ built: [Any?]) -> [AnyObject] {
        // Placeholders count as seen from the start: one set lookup per object skips both.
        var seen = placeholderIdentities()
        seen.reserveCapacity(built.count)
        var awakened: [AnyObject] = []
        for case let object as AnyObject in built where !(object is NibPlaceholder) && seen.insert(ObjectIdentifier(object)).inserted {
            guard let awaking = object as? NibAwakening else { continue }
            awaking.awakeFromNib()
            awakened.append(object)
        }
        return awakened
    }
}
