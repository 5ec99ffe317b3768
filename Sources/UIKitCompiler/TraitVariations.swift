import NibGraph
import XIBReader

/// Size-class `<variation key="…">`s → the root's `UINibTraitStorageListsKey`:
/// one `_UITraitStorageList` per top-level object whose subtree varies.
///
/// The objects and keys are UIKit's encoders' (`-encodeWithCoder:` of each
/// class) and the mapping notes' (§1.6, Appendix C, from Xcode 12.4 output):
/// - `_UITraitStorageList` {`UITopLevelObject`, `UITraitStorages` (an array),
///   `UIDescendants` (a set)};
/// - `_UIAttributeTraitStorage` {`UIObject`, `UIKeyPath`, `UIRecords` (an
///   `NSMutableArray` of `_UIAttributeTraitStorageRecord` {`UITraitCollection`,
///   `UIValue`})}: a constraint's `constant` is `encodedConstant` with
///   `_NSLayoutConstraintConstant` {`UISymbolicConstant` nil, `UINumericConstant`
///   f64}; a stack view's `spacing` and `axis` are `NSNumber`s, a font is a
///   `UIFont` under `font`, a color a `UIColor` under its key;
/// - `_UIRelationshipTraitStorage` {`UIObject`, `UIKeyPath`, `UIRecords` of
///   `_UIRelationshipTraitStorageRecord` {`UITraitCollection`, `UIAddedObjects`,
///   `UIRemovedObjects` (sets)}, `UIRelationshipCandidates` (an ordered set)}
///   for `<mask key="constraints">`'s `<include>`s and `<exclude>`s;
/// - `UITraitCollection` {`UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass`,
///   `…VerticalSizeClass`} (1 compact, 2 regular), each only when set: the
///   `default` variation's collection has no keys.
///
/// Record order follows how UIKit applies them: an attribute storage takes the
/// first record whose traits match, so the most specific come first and the
/// base record (no traits, the document's own value) last; a relationship
/// storage applies every matching record in turn, so the base record (the
/// `default` mask) comes first. The object itself keeps the document's base
/// value, and a view's `UIViewAutolayoutConstraints` leaves out the constraints
/// its `default` mask excludes. No Apple nib of the corpus holds a trait
/// storage, so a warning says once per document what is assumed.
enum TraitVariations {
    /// The warning, said once per document, that no Apple nib checks the encoding.
    static let unverified = "size-class variations are written as UIKit's trait storage classes encode them "
        + "(attribute storages with the base value last, relationship storages with the default mask first, "
        + "candidates as an NSOrderedSet, storages in document order, one trait collection object per key); "
        + "no Apple nib of the corpus checks the encoding"

    /// `UITraitCollection` keys of the size-class traits a variation key names, in UIKit's order.
    static let traitKeys: [(name: String, key: String)] = [
        ("widthClass", "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"),
        ("heightClass", "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"),
    ]
    static let sizeClasses: [String: Int64] = ["compact": 1, "regular": 2]

    /// The traits of a variation key ("default", "widthClass=compact",
    /// "heightClass=regular-widthClass=regular"): (trait key, value) pairs in
    /// UIKit's order, empty for `default`; nil when a part is not a size class.
    static func traits(of key: String) -> [(key: String, value: Int64)]? {
        if key == "default" { return [] }
        var values: [String: Int64] = [:]
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, traitKeys.contains(where: { $0.name == pair[0] }),
                  let value = sizeClasses[pair[1]], values[pair[0]] == nil else { return nil }
            values[pair[0]] = value
        }
        return traitKeys.compactMap { trait in values[trait.name].map { (trait.key, $0) } }
    }

    /// The key paths and values of attributes a variation may change, by element name.
    enum AttributeValue {
        case constant, double, integer([String: Int64])
    }
    static let attributes: [String: [String: (keyPath: String, value: AttributeValue)]] = [
        "constraint": ["constant": ("encodedConstant", .constant)],
        "stackView": ["spacing": ("spacing", .double), "axis": ("axis", .integer(StackViewElement.axes))],
    ]
    /// Elements whose `<fontDescription key="fontDescription">` is their `font`.
    static let fontElements: Set<String> = ["label", "textField", "textView"]

    /// The ids a view's `default` variation excludes from its constraints.
    static func excludedConstraintIDs(of element: XIBElement) -> Set<String> {
        var ids: Set<String> = []
        for variation in element.children where variation.isNamed("variation") && variation[attribute: "key"] == "default" {
            for mask in variation.children where mask.isNamed("mask") && mask[attribute: "key"] == "constraints" {
                for exclude in mask.children where exclude.isNamed("exclude") {
                    if let id = exclude[attribute: "reference"] { ids.insert(id) }
                }
            }
        }
        return ids
    }
}

extension UIKitContext {
    /// The `_UITraitStorageList`s of the nib whose top-level objects are
    /// `topLevel`: one for each top-level object with a varying object in its
    /// subtree (itself included).
    mutating func traitStorageLists(topLevel: [Reference]) -> [Reference] {
        guard document.mayContain(elementNamed: "variation") else { return [] }
        var lists: [Reference] = []
        var traitCollections: [String: Reference] = [:]
        // An element is listed once, under the first top-level object over it (a
        // storyboard's File's Owner stands for the controller over the view).
        var seen: Set<String> = []
        for top in topLevel {
            guard let id = id(of: top), let element = document.elementsByID[id] else { continue }
            var storages: [Reference] = []
            var descendants: [Reference] = []
            func visit(_ element: XIBElement) {
                if element.children.contains(where: { $0.isNamed("variation") }),
                   let id = element[attribute: "id"], let object = compiledObject(forID: id), seen.insert(id).inserted {
                    let made = traitStorages(of: element, object: object, traitCollections: &traitCollections)
                    storages += made
                    if !made.isEmpty, object != top, !descendants.contains(object) { descendants.append(object) }
                }
                for child in element.children where !child.isNamed("variation") { visit(child) }
            }
            visit(element)
            guard !storages.isEmpty else { continue }
            let list = builder.addObject("_UITraitStorageList")
            append("UITopLevelObject", .object(top), to: list)
            append("UITraitStorages", .object(builder.array(storages)), to: list)
            append("UIDescendants", .object(builder.set(descendants)), to: list)
            lists.append(list)
        }
        return lists
    }

    /// Up to the iOS 7 SDK a nib has no trait storage lists: the variations
    /// under `topLevel` are left out, said once per document (the message
    /// begins with one of ``Storyboard/documentWarningPrefixes``).
    mutating func warnVariationsBeforeTraitCollections(topLevel: [Reference]) {
        guard document.mayContain(elementNamed: "variation") else { return }
        for top in topLevel {
            guard let id = id(of: top), let element = document.elementsByID[id] else { continue }
            var stack = [element]
            while let next = stack.popLast() {
                if let variation = next.children.first(where: { $0.isNamed("variation") }) {
                    warn("the iOS 8 SDK introduced trait collections: size-class variations are left out for SDK \(sdk)", at: variation)
                    return
                }
                stack += next.children
            }
        }
    }

    /// The storages of one element's variations: attribute storages in the
    /// order their key paths first occur, then the relationship storage of its
    /// constraints.
    private mutating func traitStorages(of element: XIBElement, object: Reference,
                                        traitCollections: inout [String: Reference]) -> [Reference] {
        var storages: [Reference] = []
        // Per key path: the base value, and the records of the variations that change it.
        var keyPaths: [String] = []
        var base: [String: NibGraphBuilder.Value] = [:]
        var records: [String: [(traits: Int, key: String, value: NibGraphBuilder.Value)]] = [:]
        // Per variation with a constraints mask: its key, trait count, included and excluded ids.
        var masks: [(traits: Int, key: String, mask: XIBElement)] = []
        let table = TraitVariations.attributes[element.name] ?? [:]

        for variation in element.children where variation.name == "variation" {
            let key = variation[attribute: "key"] ?? ""
            guard let traits = TraitVariations.traits(of: key) else {
                warn("<variation key=\"\(key)\"> names no size class; left out", at: variation)
                continue
            }
            func record(_ keyPath: String, _ value: NibGraphBuilder.Value, base baseValue: NibGraphBuilder.Value) {
                if !keyPaths.contains(keyPath) {
                    keyPaths.append(keyPath)
                    base[keyPath] = baseValue
                }
                if traits.isEmpty { base[keyPath] = value } else { records[keyPath, default: []].append((traits.count, key, value)) }
            }
            for attribute in variation.attributes where attribute.name != "key" {
                guard let (keyPath, kind) = table[attribute.name],
                      let value = attributeValue(kind, variation, attribute.name),
                      let baseValue = attributeValue(kind, element, attribute.name, default: true) else {
                    warn("<variation> attribute \(attribute.name) of <\(element.name)> is not supported yet; left out", at: variation)
                    continue
                }
                record(keyPath, value, base: baseValue)
            }
            for child in variation.children {
                let childKey = child[attribute: "key"] ?? ""
                switch child.name {
                case "mask" where childKey == "constraints":
                    masks.append((traits.count, key, child))
                case "fontDescription" where childKey == "fontDescription" && TraitVariations.fontElements.contains(element.name):
                    guard let font = font(child) else { continue }
                    let baseFont = element.child(named: "fontDescription", key: "fontDescription").flatMap { self.font($0) }
                    record("font", .object(font), base: baseFont.map { .object($0) } ?? .null)
                case "color" where !childKey.isEmpty:
                    guard let color = color(child) else { continue }
                    let baseColor = element.child(named: "color", key: childKey).flatMap { self.color($0) }
                    record(childKey, .object(color), base: baseColor.map { .object($0) } ?? .null)
                default:
                    warn("<\(child.name) key=\"\(childKey)\"> in <variation> of <\(element.name)> is not supported yet; left out",
                         at: child)
                }
            }
        }

        for keyPath in keyPaths {
            // Most specific first (stable: document order among equals), then the base value.
            let sorted = (records[keyPath] ?? []).enumerated().sorted { ($1.element.traits, $0.offset) < ($0.element.traits, $1.offset) }
            var items: [Reference] = []
            for entry in sorted.map(\.element) {
                items.append(attributeRecord(traitCollection(entry.key, &traitCollections), entry.value))
            }
            items.append(attributeRecord(traitCollection("default", &traitCollections), base[keyPath] ?? .null))
            let storage = builder.addObject("_UIAttributeTraitStorage")
            append("UIObject", .object(object), to: storage)
            appendString("UIKeyPath", keyPath, to: storage)
            append("UIRecords", .object(builder.array(items, className: FoundationClasses.mutableArray)), to: storage)
            storages.append(storage)
        }

        if !masks.isEmpty {
            warn(TraitVariations.unverified, at: masks[0].mask)
            storages.append(relationshipStorage(of: element, object: object, masks: masks, traitCollections: &traitCollections))
        } else if !keyPaths.isEmpty, let first = element.children.first(where: { $0.name == "variation" }) {
            warn(TraitVariations.unverified, at: first)
        }
        return storages
    }

    /// The relationship storage of a view's constraints: the `default` mask
    /// first, then the others from the least to the most specific.
    private mutating func relationshipStorage(of element: XIBElement, object: Reference,
                                              masks: [(traits: Int, key: String, mask: XIBElement)],
                                              traitCollections: inout [String: Reference]) -> Reference {
        let candidates = orderedConstraints(of: element).compactMap { $0[attribute: "id"].flatMap { compiledObject(forID: $0) } }
        let sorted = masks.enumerated().sorted { ($0.element.traits, $0.offset) < ($1.element.traits, $1.offset) }.map(\.element)
        var items: [Reference] = []
        for entry in sorted {
            var added: [Reference] = [], removed: [Reference] = []
            for change in entry.mask.children {
                guard ["include", "exclude"].contains(change.name), let id = change[attribute: "reference"],
                      let constraint = compiledObject(forID: id), candidates.contains(constraint) else {
                    warn("<\(change.name)> in <mask key=\"constraints\"> names no constraint of its view; left out", at: change)
                    continue
                }
                if change.name == "include" { added.append(constraint) } else { removed.append(constraint) }
            }
            let record = builder.addObject("_UIRelationshipTraitStorageRecord")
            append("UITraitCollection", .object(traitCollection(entry.key, &traitCollections)), to: record)
            append("UIAddedObjects", .object(builder.set(added)), to: record)
            append("UIRemovedObjects", .object(builder.set(removed)), to: record)
            items.append(record)
        }
        let storage = builder.addObject("_UIRelationshipTraitStorage")
        append("UIObject", .object(object), to: storage)
        appendString("UIKeyPath", "constraints", to: storage)
        append("UIRecords", .object(builder.array(items, className: FoundationClasses.mutableArray)), to: storage)
        // An ordered set has no inline form: Foundation's keyed encoding names each element.
        let ordered = builder.addObject(FoundationClasses.orderedSet)
        for (index, candidate) in candidates.enumerated() { append("NS.object.\(index)", .object(candidate), to: ordered) }
        append("UIRelationshipCandidates", .object(ordered), to: storage)
        return storage
    }

    private mutating func attributeRecord(_ traits: Reference, _ value: NibGraphBuilder.Value) -> Reference {
        let record = builder.addObject("_UIAttributeTraitStorageRecord")
        append("UITraitCollection", .object(traits), to: record)
        append("UIValue", value, to: record)
        return record
    }

    /// The `UITraitCollection` of a variation key: one object per key in a nib.
    private mutating func traitCollection(_ key: String, _ made: inout [String: Reference]) -> Reference {
        if let known = made[key] { return known }
        let collection = builder.addObject("UITraitCollection")
        for (traitKey, value) in TraitVariations.traits(of: key) ?? [] { append(traitKey, .integer(value), to: collection) }
        made[key] = collection
        return collection
    }

    /// The value of attribute `name` of `element` (a variation, or with
    /// `default` the element itself, whose missing attribute is UIKit's default).
    private mutating func attributeValue(_ kind: TraitVariations.AttributeValue, _ element: XIBElement, _ name: String,
                                         default: Bool = false) -> NibGraphBuilder.Value? {
        switch kind {
        case .constant:
            let number = self.number(element, name) ?? (`default` ? 0 : nil)
            guard let number else { return nil }
            let constant = builder.addObject("_NSLayoutConstraintConstant")
            append("UISymbolicConstant", .null, to: constant)
            append("UINumericConstant", .double(number), to: constant)
            return .object(constant)
        case .double:
            guard let number = self.number(element, name) ?? (`default` ? 0 : nil) else { return nil }
            return .object(builder.number(number))
        case .integer(let table):
            guard let text = element[attribute: name] else { return `default` ? .object(builder.number(Int64(0))) : nil }
            return table[text].map { .object(builder.number($0)) }
        }
    }
}
