import IBDocument
import XIBReader

/// What ibtool's inspection flags print about a 3.0 document (`.xib` or
/// `.storyboard`): its objects, the containment hierarchy, its connections
/// and the classes it names, each keyed by the element ids of the document.
///
/// The shapes are ibtool's: `--hierarchy` is an array of
/// `{object-id, label, children}` dictionaries; `--objects` maps each id to a
/// dictionary with the object's `class`; `--connections` maps each
/// connection's id to its `type`, `label`, `source-id`, `source-label`,
/// `destination-id` and `destination-label`; `--classes` maps each class the
/// document uses to its `superclass` where the document says it (a custom
/// class over its element's class). Apple's ibtool names its own classes
/// (`IBUILabel`) and lists every class it knows under `--classes`; this tool
/// names the runtime classes the compilers write and lists only the
/// document's.
struct DocumentOutline {
    let document: IBDocument

    /// The elements that are connections rather than objects.
    static let connectionElements: Set<String> = ["outlet", "action", "outletCollection", "segue", "binding"]

    /// The top-level items: the objects of a xib, the scenes of a storyboard.
    var hierarchy: ReportValue {
        if document.kind == .storyboard {
            let scenes = document.root.children(of: "scenes").filter { $0.name == "scene" }
            return .array(scenes.map { scene in
                let objects = scene.child(named: "objects")?.children ?? []
                var item: [String: ReportValue] = [
                    "object-id": .string(scene[attribute: "sceneID"] ?? ""),
                    "label": .string(sceneLabel(objects)),
                ]
                let children = objects.flatMap { items($0, depth: 1) }
                if !children.isEmpty { item["children"] = .array(children) }
                return .dictionary(item)
            })
        }
        return .array(document.objects.flatMap { items($0, depth: 0) })
    }

    /// `element` as a hierarchy item, or the items of the objects inside it
    /// when it is a container (`<subviews>`, `<cells>` …) rather than an object.
    /// Stops at ``NibOutline/maximumDepth`` objects deep, as for nibs.
    private func items(_ element: XIBElement, depth: Int) -> [ReportValue] {
        let isObject = element[attribute: "id"] != nil && !Self.connectionElements.contains(element.name)
        let below = isObject ? depth + 1 : depth
        let children = below > NibOutline.maximumDepth ? []
            : element.children.filter { $0.name != "connections" }.flatMap { items($0, depth: below) }
        guard isObject, let id = element[attribute: "id"] else { return children }
        var item: [String: ReportValue] = ["object-id": .string(id), "label": .string(Self.label(of: element))]
        if !children.isEmpty { item["children"] = .array(children) }
        return [.dictionary(item)]
    }

    private func sceneLabel(_ objects: XIBElementList) -> String {
        guard let controller = objects.first(where: { $0.name != "placeholder" }) else { return "Scene" }
        return Self.label(of: controller) + " Scene"
    }

    /// Every object of the document by id: its element's `class`, its
    /// `custom-class` (and module) when it has one, the element and its label.
    var objects: ReportValue {
        var found: [String: ReportValue] = [:]
        func visit(_ element: XIBElement) {
            if let id = element[attribute: "id"], !Self.connectionElements.contains(element.name) {
                var entry: [String: ReportValue] = [
                    "class": .string(Self.baseClassName(of: element, platform: document.platform)),
                    "element": .string(element.name),
                    "label": .string(Self.label(of: element)),
                ]
                if let custom = element[attribute: "customClass"] { entry["custom-class"] = .string(custom) }
                if let module = element[attribute: "customModule"] { entry["custom-module"] = .string(module) }
                found[id] = .dictionary(entry)
            }
            for child in element.children { visit(child) }
        }
        visit(document.root)
        return .dictionary(found)
    }

    /// Every outlet, action, outlet collection, segue and binding by its id.
    var connections: ReportValue {
        var found: [String: ReportValue] = [:]
        func visit(_ element: XIBElement, owner: XIBElement?) {
            let owner = element[attribute: "id"] != nil && !Self.connectionElements.contains(element.name) ? element : owner
            for child in element.children {
                if Self.connectionElements.contains(child.name), let owner, let id = child[attribute: "id"] {
                    found[id] = .dictionary(connection(child, source: owner))
                } else {
                    visit(child, owner: owner)
                }
            }
        }
        visit(document.root, owner: nil)
        return .dictionary(found)
    }

    private func connection(_ element: XIBElement, source: XIBElement) -> [String: ReportValue] {
        let label: String? = switch element.name {
        case "action": element[attribute: "selector"]
        case "segue": element[attribute: "kind"]
        // The label a compiled nib gives a binding: `NAME: KEYPATH`.
        case "binding": [element[attribute: "name"], element[attribute: "keyPath"]].compactMap { $0 }.joined(separator: ": ")
        default: element[attribute: "property"]
        }
        let type = Self.connectionType(element.name, touch: document.platform != .macOS)
        var entry: [String: ReportValue] = [
            "type": .string(type),
            "label": .string(label ?? ""),
            "source-id": .string(source[attribute: "id"] ?? ""),
            "source-label": .string(Self.label(of: source)),
        ]
        if let destination = element[attribute: "destination"] {
            entry["destination-id"] = .string(destination)
            if let target = document.elementsByID[destination] { entry["destination-label"] = .string(Self.label(of: target)) }
        }
        if let event = element[attribute: "eventType"] { entry["event-type"] = .string(event) }
        if let keyPath = element[attribute: "keyPath"] { entry["keypath"] = .string(keyPath) }
        return entry
    }

    /// Interface Builder's type of a connection of kind `kind` (the element
    /// name: `outlet`, `outletCollection`, `action`, `segue`, `binding`), for
    /// UIKit (`touch`) or AppKit.
    static func connectionType(_ kind: String, touch: Bool) -> String {
        switch kind {
        case "action": touch ? "IBCocoaTouchEventConnection" : "IBCocoaActionConnection"
        case "outletCollection": touch ? "IBCocoaTouchOutletCollectionConnection" : "IBCocoaOutletCollectionConnection"
        case "segue": touch ? "IBUIStoryboardSegue" : "NSStoryboardSegueTemplate"
        case "binding": "IBBindingConnection"
        default: touch ? "IBCocoaTouchOutletConnection" : "IBCocoaOutletConnection"
        }
    }

    /// The classes the document's objects use; a custom class names the
    /// class of its element as its superclass.
    var classes: ReportValue {
        var found: [String: ReportValue] = [:]
        func visit(_ element: XIBElement) {
            if element[attribute: "id"] != nil, !Self.connectionElements.contains(element.name) {
                let base = Self.baseClassName(of: element, platform: document.platform)
                if found[base] == nil { found[base] = .dictionary([:]) }
                if let custom = element[attribute: "customClass"], custom != base {
                    found[custom] = .dictionary(["superclass": .string(base)])
                }
            }
            for child in element.children { visit(child) }
        }
        visit(document.root)
        return .dictionary(found)
    }

    /// The label Interface Builder's outline shows: the `userLabel`, the
    /// placeholder's role, the custom class, else the element kind in words
    /// (`tableViewCell` → `Table View Cell`).
    static func label(of element: XIBElement) -> String {
        if let label = element[attribute: "userLabel"] { return label }
        switch element[attribute: "placeholderIdentifier"] {
        case "IBFilesOwner": return "File's Owner"
        case "IBFirstResponder": return "First Responder"
        case "IBCocoaTouchApplication"?, "IBCocoaApplication"?: return "Application"
        default: break
        }
        if let custom = element[attribute: "customClass"] { return custom }
        var words = ""
        for character in element.name {
            if character.isUppercase { words += " " }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    /// The runtime class of an element kind: `UI` or `NS` + the kind
    /// capitalised (`label` → `UILabel`), but for the kinds named otherwise.
    static func baseClassName(of element: XIBElement, platform: IBDocument.Platform) -> String {
        let macOS = platform == .macOS
        if let name = (macOS ? appKitExceptions : uiKitExceptions)[element.name] { return name }
        return (macOS ? "NS" : "UI") + element.name.prefix(1).uppercased() + element.name.dropFirst()
    }

    static let uiKitExceptions: [String: String] = [
        "placeholder": "UIProxyObject", "customObject": "NSObject", "constraint": "NSLayoutConstraint",
        "viewLayoutGuide": "UILayoutGuide", "viewControllerLayoutGuide": "_UILayoutGuide",
    ]

    static let appKitExceptions: [String: String] = [
        "placeholder": "NSCustomObject", "customObject": "NSCustomObject", "customView": "NSView",
        "constraint": "NSLayoutConstraint", "window": "NSWindowTemplate",
    ]
}
