import IBDocument
import XIBReader

/// How a storyboard's scenes fit together, as the compiler of one nib needs
/// to know it: which controllers a container holds (relationship segues), the
/// nib name of each scene and of each controller's view, and the names of the
/// upstream placeholders that let one nib refer to an object of another.
///
/// A controller reached by a relationship segue (a navigation controller's
/// `rootViewController`, a tab bar controller's `viewControllers`, a split
/// view controller's `masterViewController` and `detailViewController`) lives in
/// its container's nib, not in a nib of its own, and has no entry in
/// `Info.plist` (Apple's iOS 10 SDK storyboard pair: a tab bar controller
/// holding a navigation controller and two view controllers compiles to one
/// scene nib, `UITabBarController-416`).
struct StoryboardScenes {
    /// Each controller element by id.
    let controllers: [String: XIBElement]
    /// Each container's children by relationship, in document order.
    let children: [String: [String]]
    /// Controllers that live in a container's nib.
    let embedded: Set<String>
    /// The storyboard references (``StoryboardReference``) among the controllers.
    let references: Set<String>

    /// Relationships that make the destination a child of the container, as
    /// `UIChildViewControllers` (and `UIViewControllers`) list it.
    static let childRelationships: Set<String> = Set(["rootViewController", "viewControllers"]
        + SplitViewControllerElement.childRelationships)

    init(_ document: IBDocument) {
        var controllers: [String: XIBElement] = [:]
        var children: [String: [String]] = [:]
        for scene in document.root.children(of: "scenes") where scene.name == "scene" {
            for object in scene.children(of: "objects") where object[attribute: "sceneMemberID"] == "viewController" {
                guard let id = object[attribute: "id"] else { continue }
                controllers[id] = object
                var segues = Self.relationshipSegues(of: object)
                    .filter { Self.childRelationships.contains($0[attribute: "relationship"] ?? "") }
                // A split view controller keeps its master first, whatever the document's order.
                if object.name == "splitViewController" {
                    segues = XIBElementList(segues.enumerated().sorted {
                        let ranks = [$0, $1].map { SplitViewControllerElement.rank(of: $0.element[attribute: "relationship"] ?? "") }
                        return ranks[0] != ranks[1] ? ranks[0] < ranks[1] : $0.offset < $1.offset
                    }.map(\.element))
                }
                children[id] = segues.compactMap { $0[attribute: "destination"] }
            }
        }
        self.controllers = controllers
        self.children = children
        embedded = Set(children.values.joined())
        references = Set(controllers.filter { StoryboardReference.isReference($0.value) }.keys)
    }

    /// The controller's `<segue kind="relationship">` connections.
    static func relationshipSegues(of controller: XIBElement) -> XIBElementList {
        controller.children(of: "connections").filter { $0.name == "segue" && $0[attribute: "kind"] == "relationship" }
    }

    /// The identifier (and nib name) of a scene: its `storyboardIdentifier`,
    /// else its UIKit class and id (`UIViewController-20`, `UITabBarController-416`).
    static func identifier(of controller: XIBElement) -> String {
        if let identifier = controller[attribute: "storyboardIdentifier"] { return identifier }
        let className = ViewControllerElement.classes[controller.name] ?? "UIViewController"
        return "\(className)-\(controller[attribute: "id"] ?? "")"
    }

    /// The name of a controller's view nib: `CONTROLLERID-view-VIEWID`.
    static func viewNibName(of controller: XIBElement) -> String? {
        guard let view = controller.child(key: "view"), let viewID = view[attribute: "id"],
              let id = controller[attribute: "id"] else { return nil }
        return "\(id)-view-\(viewID)"
    }

    /// The controller `id` and the controllers it holds, depth first (the container before its children).
    func tree(of id: String) -> [String] {
        [id] + (children[id] ?? []).flatMap { tree(of: $0) }
    }

    /// The segues whose templates the controller's nib holds: every segue
    /// other than a relationship in the controller and its view, in document
    /// order. Under a view (prototype cells included): the segues whose
    /// templates the view nib holds a placeholder for.
    static func templateSegues(of controller: XIBElement) -> XIBElementList {
        var found: XIBElementList = []
        func visit(_ element: XIBElement) {
            for child in element.children {
                if child.name == "segue" {
                    if child[attribute: "kind"] != "relationship" { found.append(child) }
                } else {
                    visit(child)
                }
            }
        }
        visit(controller)
        return found
    }

    /// The elements under the controller (itself included) that start a
    /// segue other than a relationship, in document order.
    static func segueOwners(of controller: XIBElement) -> XIBElementList {
        var found: XIBElementList = []
        func visit(_ element: XIBElement) {
            if element.children(of: "connections").contains(where: { $0.name == "segue" && $0[attribute: "kind"] != "relationship" }) {
                found.append(element)
            }
            for child in element.children where child.name != "connections" { visit(child) }
        }
        visit(controller)
        return found
    }

    /// Whether the controller's view nib refers to the controller other than
    /// through its `view` outlet (the controller's own outlets and actions, or
    /// actions in the view aimed at it): then an upstream placeholder stands
    /// for the controller there, and the controller's
    /// `UIExternalObjectsTableForViewLoading` names it (Apple's pair: a
    /// controller with a `tableView` outlet).
    static func needsUpstreamPlaceholder(_ controller: XIBElement) -> Bool {
        guard let id = controller[attribute: "id"] else { return false }
        let sceneOnly = sceneOnlyIDs(of: controller)
        if controller.children(of: "connections").contains(where: {
            $0.name != "segue" && !sceneOnly.contains($0[attribute: "destination"] ?? "")
        }) {
            return true
        }
        var found = false
        func visit(_ element: XIBElement) {
            for child in element.children where !found {
                if child.name == "connections" {
                    found = child.children.contains { $0.name != "segue" && $0[attribute: "destination"] == id }
                } else {
                    visit(child)
                }
            }
        }
        if let view = controller.child(key: "view") { visit(view) }
        return found
    }

    /// The ids of what the scene nib alone holds: everything inside the
    /// controller but its view, layout guides and connections (its navigation
    /// item and bar button items, its tab bar item). A connection that touches
    /// one of them is compiled in the scene nib, never in the view nib, so
    /// that each object exists once.
    static func sceneOnlyIDs(of controller: XIBElement) -> Set<String> {
        var ids: Set<String> = []
        func visit(_ element: XIBElement) {
            for child in element.children {
                if let id = child[attribute: "id"] { ids.insert(id) }
                visit(child)
            }
        }
        for child in controller.children where !(child[attribute: "key"] == "view" || ["layoutGuides", "connections"].contains(child.name)) {
            if let id = child[attribute: "id"] { ids.insert(id) }
            visit(child)
        }
        return ids
    }

    /// Whether `connection`, inside the element whose id is `ownerID`, has an end in `sceneOnly`.
    static func touches(_ sceneOnly: Set<String>, _ connection: XIBElement, ownerID: String?) -> Bool {
        sceneOnly.contains(ownerID ?? "") || sceneOnly.contains(connection[attribute: "destination"] ?? "")
    }

    /// The controller as the container's nib holds it: without its view and
    /// layout guides (they go to the view nib) and without its connections,
    /// with its children as `<viewControllers>` and its segue templates as
    /// `<segueTemplates>`.
    func nibElement(of id: String) -> XIBElement? {
        guard var element = controllers[id] else { return nil }
        let segues = Self.templateSegues(of: element)
        element.children.removeAll {
            $0[attribute: "key"] == "view" || ["layoutGuides", "connections"].contains($0.name)
        }
        let held = (children[id] ?? []).compactMap { nibElement(of: $0) }
        if !held.isEmpty { element.children.append(XIBElement(name: "viewControllers", children: held)) }
        if !segues.isEmpty { element.children.append(XIBElement(name: "segueTemplates", children: Array(segues))) }
        return element
    }

    /// The name of the upstream placeholder that stands for `key` (a
    /// controller's or a segue's id) in another nib. Apple's ibtool makes up
    /// a random Interface Builder id each build (`UpstreamPlaceholder-GAH-YT-aXf`);
    /// these are derived from the id instead, in the same form, so that builds
    /// repeat and the two nibs that share a name agree.
    static func upstreamPlaceholderName(for key: String) -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        var characters: [Character] = []
        for position in 0..<10 {
            if position == 3 || position == 6 {
                characters.append("-")
                continue
            }
            characters.append(alphabet[Int(hash % UInt64(alphabet.count))])
            hash /= UInt64(alphabet.count)
        }
        return "UpstreamPlaceholder-" + String(characters)
    }
}
