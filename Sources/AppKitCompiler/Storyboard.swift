import IBDocument
import NibGraph
import XIBReader

/// A compiled macOS storyboard: what Xcode puts in a `.storyboardc` folder.
public struct AppKitStoryboardCompilation: Sendable {
    /// One nib per scene controller and per view controller's view.
    public struct Nib: Sendable {
        public var name: String
        public var graph: NibGraph
    }

    public var nibs: [Nib]
    /// `Info.plist`'s `NSViewControllerIdentifiersToNibNames`, in scene order.
    public var identifiersToNibNames: [(identifier: String, nibName: String)]
    /// `Info.plist`'s `NSViewControllerIdentifiersToUUIDs`: each scene
    /// controller's `uniqueIdentifierForStoryboardCompilation`.
    public var identifiersToUUIDs: [(identifier: String, uuid: String)]
    /// `NSStoryboardDesignatedEntryPointIdentifier`: the initial controller's identifier.
    public var entryPoint: String?
    /// `NSStoryboardMainMenu`: ibtool writes `MainMenu` whether or not the storyboard has an application scene.
    public var mainMenu = "MainMenu"
    public var diagnostics: [IBDiagnostic]
}

extension AppKitCompiler {
    /// Compiles a macOS storyboard into the nibs and `Info.plist` entries of its `.storyboardc`.
    public static func compileStoryboard(_ document: IBDocument, options: AppKitCompilerOptions = .init())
        throws(IBDocumentError) -> AppKitStoryboardCompilation
    {
        guard document.kind == .storyboard, document.platform == .macOS else {
            throw IBDocumentError(.invalid("not a macOS storyboard"), path: document.path, line: document.root.line,
                                  column: document.root.column)
        }
        return Storyboard.compile(document, options: options)
    }
}

/// macOS storyboards, as Apple's ibtool compiles them:
/// - the application scene → `MainMenu.nib`: the application, the
///   Application placeholder, then the main menu and the scene's other objects;
/// - a window controller scene → a nib named by its `storyboardIdentifier`
///   (else `NSWindowController-ID`) holding the controller, its window and its
///   content view controller (see ``StoryboardControllers``);
/// - a view controller scene that no window controller holds → a nib of its
///   own, `NSViewController-ID` (the same design; no pair shows one);
/// - each view controller's view → `CONTROLLERID-view-VIEWID.nib`, File's
///   Owner standing for the controller.
///
/// Every nib lists an `NSApplication` placeholder after its main object tree.
/// A scene nib reaches the storyboard through `NSNibExternalObjectPlaceholder`s
/// named `NSStoryboardPlaceholder`: the held controllers' first, the scene
/// controller's last.
enum Storyboard {
    static let storyboardPlaceholder = "NSStoryboardPlaceholder"

    static func compile(_ document: IBDocument, options: AppKitCompilerOptions) -> AppKitStoryboardCompilation {
        var result = AppKitStoryboardCompilation(nibs: [], identifiersToNibNames: [], identifiersToUUIDs: [], diagnostics: [])
        let lookups = DocumentLookups(document: document)
        var held: Set<String> = []
        for scene in scenes(of: document) {
            for controller in scene.children(of: "objects") where controller[attribute: "sceneMemberID"] == "viewController" {
                for segue in StoryboardControllers.relationshipSegues(of: controller)
                where segue[attribute: "relationship"] == StoryboardControllers.contentRelationship {
                    if let destination = segue[attribute: "destination"] { held.insert(destination) }
                }
            }
        }
        let initial = document.root[attribute: "initialViewController"]
        for scene in scenes(of: document) {
            let objects = scene.children(of: "objects")
            guard let controller = objects.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }),
                  let id = controller[attribute: "id"] else {
                result.diagnostics.append(IBDiagnostic(.warning, "a scene without a controller is left out",
                                                       path: document.path, line: scene.line, column: scene.column))
                continue
            }
            var log = IBDiagnosticLog(path: document.path)
            let others = StoryboardControllers.sceneObjects(objects, besides: controller)
            if controller.name != "application", controller.name != "viewController" || controller.child(key: "view") == nil {
                for object in others {
                    log.warn("<\(object.name)> in a controller's scene is not supported yet; it is left out", at: object)
                }
            }
            // A window's content is the one relationship compiled; segue templates are not compiled yet.
            for segue in controller.children(of: "connections") where segue.name == "segue" {
                let relationship = segue[attribute: "relationship"]
                if segue[attribute: "kind"] == "relationship", relationship == StoryboardControllers.contentRelationship,
                   controller.name == "windowController" { continue }
                let what = relationship.map { "relationship \"\($0)\"" } ?? "\"\(segue[attribute: "kind"] ?? "")\" segue"
                log.warn("a \(what) is not supported yet; it is left out", at: segue)
            }
            result.diagnostics += log.diagnostics
            if controller.name == "viewController", let view = controller.child(key: "view"),
               let name = StoryboardControllers.viewNibName(of: controller) {
                var context = AppKitContext(document: document, options: options, lookups: lookups)
                compileViewNib(view, of: controller, sceneObjects: others, in: &context)
                result.nibs.append(.init(name: name, graph: context.builder.graph))
                result.diagnostics += context.diagnostics
            }
            let identifier: String
            var context = AppKitContext(document: document, options: options, lookups: lookups)
            switch controller.name {
            case "application":
                identifier = "MainMenu"
                compileMainMenuNib(controller, scene: objects, in: &context)
            case "windowController", "viewController":
                if held.contains(id) { continue }
                let className = controller.name == "windowController" ? "NSWindowController" : "NSViewController"
                identifier = controller[attribute: "storyboardIdentifier"] ?? "\(className)-\(id)"
                compileSceneNib(controller, in: &context)
                result.identifiersToUUIDs.append((identifier, StoryboardControllers.uniqueIdentifier(for: id)))
            default:
                result.diagnostics.append(IBDiagnostic(.warning, "<\(controller.name)> scenes are not supported yet; left out",
                                                       path: document.path, line: controller.line, column: controller.column))
                continue
            }
            result.nibs.append(.init(name: identifier, graph: context.builder.graph))
            result.diagnostics += context.diagnostics
            result.identifiersToNibNames.append((identifier, identifier))
            if id == initial { result.entryPoint = identifier }
        }
        return result
    }

    /// The document's `<scene>` elements, in document order.
    static func scenes(of document: IBDocument) -> XIBElementList {
        document.root.children(of: "scenes").filter { $0.name == "scene" }
    }

    /// Said once per document where a view nib lists its scene's other objects.
    static let unverifiedSceneObjects = "a view controller scene's other objects (bindings controllers, custom objects) are "
        + "listed in its view nib after the view and the Application placeholder, where its view's bindings and outlets "
        + "reach them; no Apple nib of the corpus checks the encoding"

    /// File's Owner of a storyboard nib: an `NSCustomObject` of class `NSObject`.
    private static func owner(in context: inout AppKitContext) -> Reference {
        let owner = context.builder.addObject("NSCustomObject")
        context.appendString("NSClassName", "NSObject", to: owner)
        context.parentStack = [owner]
        return owner
    }

    /// The Application placeholder every storyboard nib lists, under File's Owner.
    private static func listApplicationPlaceholder(under owner: Reference, in context: inout AppKitContext) {
        let application = context.builder.addObject("NSCustomObject")
        context.appendString("NSClassName", "NSApplication", to: application)
        context.parents.append((application, owner))
    }

    /// An `NSNibExternalObjectPlaceholder` named `identifier`, listed under File's Owner.
    private static func listPlaceholder(_ identifier: String, under owner: Reference, in context: inout AppKitContext)
        -> Reference
    {
        let placeholder = context.builder.addObject("NSNibExternalObjectPlaceholder")
        context.appendString("NSExternalObjectPlaceholderIdentifier", identifier, to: placeholder)
        context.parents.append((placeholder, owner))
        return placeholder
    }

    /// An `NSNibOutletConnector` made by the compiler, not the document.
    private static func outlet(_ label: String, from source: Reference, to destination: Reference,
                               in context: inout AppKitContext) -> Reference {
        let connector = context.builder.addObject("NSNibOutletConnector")
        context.append("NSSource", .object(source), to: connector)
        context.append("NSDestination", .object(destination), to: connector)
        context.appendString("NSLabel", label, to: connector)
        context.append("NSChildControllerCreationSelectorName", .null, to: connector)
        return connector
    }

    /// `MainMenu.nib`: the application, the Application placeholder, the main
    /// menu (under File's Owner) and the scene's other objects; the document's connections.
    private static func compileMainMenuNib(_ application: XIBElement, scene: XIBElementList, in context: inout AppKitContext) {
        let root = owner(in: &context)
        _ = context.compile(application)
        listApplicationPlaceholder(under: root, in: &context)
        if let menu = StoryboardControllers.mainMenu(of: application) { _ = context.compile(menu) }
        for object in scene where object != application && object[attribute: "sceneMemberID"] != "firstResponder" {
            _ = context.compile(object)
        }
        context.parents = menuItemsLastFirst(context.parents, builder: context.builder)
        context.writeObjectData(root: root, connections: Connections.compileAll(&context))
    }

    /// `parents` with each menu's items listed last to first, each item
    /// still before its submenu: the order of ibtool's storyboard main menus
    /// (Apple's pairs: About, a separator and Quit listed Quit first), where a
    /// xib's main menu keeps document order.
    static func menuItemsLastFirst(_ parents: [(object: Reference, parent: Reference)], builder: NibGraphBuilder)
        -> [(object: Reference, parent: Reference)]
    {
        var children: [Reference: [Int]] = [:]
        let listed = Set(parents.map(\.object))
        for (index, entry) in parents.enumerated() { children[entry.parent, default: []].append(index) }
        var ordered: [(object: Reference, parent: Reference)] = []
        func visit(_ index: Int) {
            let object = parents[index].object
            ordered.append(parents[index])
            let own = children[object] ?? []
            for child in builder.className(of: object) == "NSMenu" ? own.reversed() : own { visit(child) }
        }
        for (index, entry) in parents.enumerated() where !listed.contains(entry.parent) { visit(index) }
        return ordered
    }

    /// A scene controller's nib. Objects: the storyboard placeholder of the
    /// content view controller, the controller's tree, the Application
    /// placeholder, the controller's storyboard placeholder. Connections:
    /// File's Owner's `sceneController`, the document's outlets, each
    /// controller's `storyboard` and the window controller's `window` (and,
    /// for documents of Xcode 7 and before, the window's `delegate`), the
    /// document's other connectors, and the runtime attribute that makes the
    /// content view controller the window's `contentViewController`.
    ///
    /// ibtool orders the connectors it makes differently from build to build
    /// (two pairs of one storyboard show two orders); this is one of its orders.
    private static func compileSceneNib(_ controller: XIBElement, in context: inout AppKitContext) {
        let root = owner(in: &context)
        let elements = context.document.elementsByID
        let content = controller.name == "windowController"
            ? StoryboardControllers.contentViewController(of: controller, in: elements) : nil
        let contentPlaceholder = content.map { _ in listPlaceholder(storyboardPlaceholder, under: root, in: &context) }
        // A view controller's connections are its view nib's; a window controller's (but its segues) are here.
        var element = StoryboardControllers.sceneElement(controller)
        if controller.name == "viewController" { element.children.removeAll { $0.name == "connections" } }
        guard let object = context.compile(element) else { return }
        listApplicationPlaceholder(under: root, in: &context)
        let placeholder = listPlaceholder(storyboardPlaceholder, under: root, in: &context)

        let made = Connections.compileAllMade(&context)
        var connections = [outlet("sceneController", from: root, to: object, in: &context)]
        connections += made.filter { $0.group == .outlet }.map(\.reference)
        let contentObject = content.flatMap { $0[attribute: "id"] }.map { context.object(forID: $0) }
        if let contentObject, let contentPlaceholder {
            connections.append(outlet("storyboard", from: contentObject, to: contentPlaceholder, in: &context))
        }
        let window = controller.child(named: "window", key: "window")
        let template = window.flatMap { $0[attribute: "id"] }.map { context.object(forID: $0) }
        if let window, let template, synthesizesWindowDelegate(window, document: context.document) {
            connections.append(outlet("delegate", from: template, to: object, in: &context))
        }
        connections.append(outlet("storyboard", from: object, to: placeholder, in: &context))
        if let template { connections.append(outlet("window", from: object, to: template, in: &context)) }
        connections += made.filter { $0.group != .outlet }.map(\.reference)
        if let template, let contentObject {
            let attributes = context.builder.addObject("NSIBUserDefinedRuntimeAttributesConnector")
            context.append("NSObject", .object(template), to: attributes)
            context.append("NSValues", .object(context.builder.array([contentObject])), to: attributes)
            context.append("NSKeyPaths", .object(context.builder.array([context.builder.string("contentViewController")])),
                           to: attributes)
            connections.append(attributes)
        }
        context.writeObjectData(root: root, connections: connections)
    }

    /// Whether ibtool connects the window's `delegate` to its controller
    /// itself: for documents saved by Xcode 7 and before (tools version 10117
    /// in Apple's pairs; 22505 documents say so with an outlet of their own).
    /// Where between the two versions this stops is not known.
    private static func synthesizesWindowDelegate(_ window: XIBElement, document: IBDocument) -> Bool {
        guard document.toolsVersion < 11000 else { return false }
        return !window.children(of: "connections").contains { $0.name == "outlet" && $0[attribute: "property"] == "delegate" }
    }

    /// A view controller's view nib: the view's tree, the Application
    /// placeholder, the scene's other objects (the nib that loads with the
    /// view is the one whose bindings and outlets can reach them) and, when
    /// the nib refers to the controller otherwise than through the `view`
    /// outlet, the controller's upstream placeholder (else File's Owner
    /// stands for the controller). Connections: File's Owner's `view`, then
    /// the controller's, the view's and the other objects' own.
    private static func compileViewNib(_ view: XIBElement, of controller: XIBElement, sceneObjects: XIBElementList,
                                       in context: inout AppKitContext) {
        let root = owner(in: &context)
        let id = controller[attribute: "id"] ?? ""
        let viewObject = context.compile(view)
        listApplicationPlaceholder(under: root, in: &context)
        if let first = sceneObjects.first { context.warnOnce(unverifiedSceneObjects, at: first) }
        for object in sceneObjects { _ = context.compile(object) }
        if StoryboardControllers.needsUpstreamPlaceholder(controller, sceneObjects: sceneObjects) {
            let placeholder = listPlaceholder(StoryboardControllers.upstreamPlaceholderName, under: root, in: &context)
            context.register(placeholder, forID: id)
        } else {
            context.register(root, forID: id)
        }
        // The controller's own connections (not its segues) come from here.
        if let connections = StoryboardControllers.sceneElement(controller).child(named: "connections") {
            context.connectionOwners.append(XIBElement(name: controller.name, attributes: Array(controller.attributes),
                                                       children: [connections], line: controller.line, column: controller.column))
        }
        var connections: [Reference] = []
        if let viewObject { connections.append(outlet("view", from: root, to: viewObject, in: &context)) }
        connections += Connections.compileAll(&context)
        context.writeObjectData(root: root, connections: connections)
    }
}
