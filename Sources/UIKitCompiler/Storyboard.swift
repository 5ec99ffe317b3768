import IBDocument
import NibGraph
import XIBReader

/// A compiled storyboard: what Xcode puts in a `.storyboardc` folder.
public struct UIKitStoryboardCompilation: Sendable {
    /// One nib per scene (the view controller) and per controller view.
    public struct Nib: Sendable {
        public var name: String
        public var graph: NibGraph
    }

    public var nibs: [Nib]
    /// `Info.plist`'s `UIViewControllerIdentifiersToNibNames`, in scene order.
    public var identifiersToNibNames: [(identifier: String, nibName: String)]
    /// `UIViewControllerIdentifiersToExternalStoryboardReferences`: the storyboard references, in scene order.
    public var externalReferences: [UIKitStoryboardReference] = []
    /// `UIStoryboardDesignatedEntryPointIdentifier`: the initial view controller's identifier.
    public var entryPoint: String?
    public var diagnostics: [IBDiagnostic]
}

/// Storyboards: each `<scene>`'s view controller becomes a nib named by its
/// `storyboardIdentifier` (else `UIViewController-ID`) holding the controller,
/// File's Owner, First Responder and the storyboard placeholder, with the
/// outlets `sceneViewController` and `storyboard`; its view becomes a second
/// nib, `ID-view-VIEWID`, holding the view with File's Owner standing for the
/// controller and the outlet `view`.
enum Storyboard {
    static let storyboardPlaceholderID = "\u{0}UIStoryboardPlaceholder"
    static let filesOwnerID = "\u{0}IBFilesOwner"

    static func compile(_ document: IBDocument, options: UIKitCompilerOptions) -> UIKitStoryboardCompilation {
        var result = UIKitStoryboardCompilation(nibs: [], identifiersToNibNames: [], entryPoint: nil, diagnostics: [])
        let scenes = StoryboardScenes(document)
        let initial = document.root[attribute: "initialViewController"]
        // The objects whose runtime attributes some nib wrote.
        var attributeOwners: Set<String> = []
        for scene in document.root.children(of: "scenes") where scene.name == "scene" {
            let objects = scene.children(of: "objects")
            guard let controller = objects.first(where: { $0[attribute: "sceneMemberID"] == "viewController" }),
                  let controllerID = controller[attribute: "id"] else {
                result.diagnostics.append(IBDiagnostic(.warning, "scene without a view controller is left out",
                                                       path: document.path, line: scene.line, column: scene.column))
                continue
            }
            let isReference = StoryboardReference.isReference(controller)
            if isReference { result.externalReferences.append(StoryboardReference.entry(of: controller)) }
            guard ViewControllerElement.classes[controller.name] != nil || isReference else {
                let message = controller.name == "hostingController" ? hostingControllerLeftOut
                    : "<\(controller.name)> scenes are not supported yet; left out"
                result.diagnostics.append(IBDiagnostic(.warning, message,
                                                       path: document.path, line: controller.line, column: controller.column))
                continue
            }
            for segue in StoryboardScenes.relationshipSegues(of: controller)
            where !StoryboardScenes.childRelationships.contains(segue[attribute: "relationship"] ?? "") {
                result.diagnostics.append(IBDiagnostic(.warning, "relationship \"\(segue[attribute: "relationship"] ?? "")\" is not supported yet; left out",
                                                       path: document.path, line: segue.line, column: segue.column))
            }
            // A controller a container holds is compiled with its container.
            if scenes.embedded.contains(controllerID) { continue }
            let firstResponder = Self.firstResponder(among: objects)
            for id in scenes.tree(of: controllerID) {
                guard let held = scenes.controllers[id], let view = held.child(key: "view"),
                      let name = StoryboardScenes.viewNibName(of: held) else { continue }
                let heldObjects = id == controllerID ? objects : Self.sceneObjects(of: id, in: document)
                var context = UIKitContext(document: document, options: options)
                context.storyboard = scenes
                compileViewNib(view, of: held, firstResponder: Self.firstResponder(among: heldObjects),
                               sceneObjects: objectsReferred(by: view, among: heldObjects), in: &context)
                result.nibs.append(.init(name: name, graph: context.takeCompiledGraph()))
                result.diagnostics += context.diagnostics
                attributeOwners.formUnion(context.runtimeAttributeOwners)
            }
            let identifier = StoryboardScenes.identifier(of: controller)
            var context = UIKitContext(document: document, options: options)
            context.storyboard = scenes
            compileSceneNib(controllerID, firstResponder: firstResponder, in: &context)
            result.nibs.append(.init(name: identifier, graph: context.takeCompiledGraph()))
            result.diagnostics += context.diagnostics
            attributeOwners.formUnion(context.runtimeAttributeOwners)
            result.identifiersToNibNames.append((identifier, identifier))
            if controllerID == initial { result.entryPoint = identifier }
        }
        result.diagnostics += unwrittenRuntimeAttributes(in: document, written: attributeOwners)
        result.diagnostics = firstOnly(of: documentWarnings, in: result.diagnostics)
        return result
    }

    /// A warning for each object whose runtime attributes no nib wrote (its
    /// object is compiled into none: its scene or kind is left out).
    private static func unwrittenRuntimeAttributes(in document: IBDocument, written: Set<String>) -> [IBDiagnostic] {
        var warnings: [IBDiagnostic] = []
        func visit(_ element: XIBElement) {
            if let attributes = element.child(named: "userDefinedRuntimeAttributes"),
               !(element[attribute: "id"].map(written.contains) ?? false) {
                let what = element[attribute: "id"].map { "<\(element.name)> \($0)" } ?? "<\(element.name)>"
                warnings.append(IBDiagnostic(.warning, "the runtime attributes of \(what) are left out: no nib holds its object",
                                             path: document.path, line: attributes.line, column: attributes.column))
            }
            for child in element.children { visit(child) }
        }
        visit(document.root)
        return warnings
    }

    /// The warning for a `<hostingController>` scene (SwiftUI's
    /// `UIHostingController`, a generic Swift class): no Apple nib shows the
    /// class name or keys ibtool archives for one.
    static let hostingControllerLeftOut = "<hostingController> scenes (SwiftUI's UIHostingController) are left out: "
        + "no Apple nib shows the class or keys ibtool archives for one"

    /// Warnings about the whole document's encoding, each said once however
    /// many of its nibs give it.
    static let documentWarnings = Set<String>([
        TableViewCellElement.unverifiedBackgroundView,
        SystemFontWeight.unverified, unverifiedSceneObjects,
        StaticTableContents.unverified, PrototypeCells.unverifiedCollectionKeys, ViewControllerElement.edgesPlacement,
        SegmentedControlElement.unverified, UIKitContext.unverifiedInsets,
        UIKitContext.unverifiedScrollKeys, TextViewElement.unverifiedEditing, UIKitContext.unverifiedReadableWidth,
        UIKitContext.frameInsetAssumed, UIKitContext.unverifiedLayoutMargins, UIKitContext.unverifiedTextAttributeFont,
        ViewControllerElement.unverifiedPresentationContext, TableViewElement.unverifiedKeys, PickerViewElement.unverified,
        TextInputTraits.assumedPlacement, TextFieldElement.clearsOnBeginEditingPlacement, UIKitContext.unverifiedSafeAreaKeys,
        AccessibilityConfigurations.unverified, NavigationItemElement.unverifiedPlaces, TabBarItemElement.unverifiedPlaces,
        TabBarItemElement.unverifiedTitleAdjustment,
        ViewControllerElement.unverifiedCollectionController,
        ViewControllerElement.unverifiedBarHidden, WKWebViewElement.unverified,
        UIKitContext.approximateColorMatching, StoryboardReference.unverified, ScrollViewLayoutGuides.inferred,
        ScrollViewLayoutGuides.beforeIOS11, ButtonConfiguration.unverified, AttributedText.unverified,
        ActivityIndicatorElement.unverifiedModernStyle, TableViewCellElement.unverifiedSeparatorInset,
        StackViewElement.unverified, MapViewElement.unverified, CollectionViewFlowLayoutElement.unverified,
        CollectionViewCellElement.unverified, CollectionViewElement.unverified, FrameworkViewElements.unverified,
        ViewControllerElement.unverifiedAutoresizes, SplitViewControllerElement.unverified,
        PageViewControllerElement.unverified, ButtonElement.unverifiedTitleSwitches, TableViewElement.unverifiedColors,
        UIKitContext.unverifiedImageReference,
    ] + ViewControllerElement.unplacedChildMessages + [TraitVariations.unverified])

    /// The beginnings of warnings that say an SDK's or a value's encoding is
    /// assumed (the same for every element they are about): each such message
    /// is said once per document too.
    static let documentWarningPrefixes = [
        "the safe-area guide's encoding is known from", "layout margin keys are known from",
        "text-style fonts are known from", "system color \"", "the iOS ", "sectionHeaderHeight", "sectionFooterHeight",
        "runtime attributes' key order is known from",
    ]

    /// `diagnostics` without the repeats of the messages in `messages` or
    /// beginning with one of ``documentWarningPrefixes``.
    static func firstOnly(of messages: Set<String>, in diagnostics: [IBDiagnostic]) -> [IBDiagnostic] {
        // A message's first saying is always kept; only a repeat is checked
        // against the lists, so most messages are hashed once.
        var said: Set<String> = []
        return diagnostics.filter { diagnostic in
            let message = diagnostic.message
            if said.insert(message).inserted { return true }
            return !(messages.contains(message) || documentWarningPrefixes.contains { message.hasPrefix($0) })
        }
    }

    /// The objects of the scene whose controller is `id`.
    private static func sceneObjects(of id: String, in document: IBDocument) -> XIBElementList {
        for scene in document.root.children(of: "scenes") {
            let objects = scene.children(of: "objects")
            if objects.contains(where: { $0[attribute: "id"] == id }) { return objects }
        }
        return []
    }

    /// The scene's First Responder placeholder among its `objects`.
    private static func firstResponder(among objects: XIBElementList) -> XIBElement? {
        objects.first { $0[attribute: "placeholderIdentifier"] == "IBFirstResponder" }
    }

    /// The warning, said once per document, that a scene's own objects join its view nib unchecked.
    static let unverifiedSceneObjects = "a scene's objects outside its controller that its view refers to (gesture "
        + "recognizers) are written in the view nib after its other objects, with their own connections; no Apple nib "
        + "of the corpus checks where"

    /// The objects of a scene besides its controller and placeholders that
    /// the controller's `view` refers to by an outlet or outlet collection
    /// (a gesture recognizer Interface Builder keeps at the scene's level):
    /// they live in the view nib.
    private static func objectsReferred(by view: XIBElement, among objects: XIBElementList) -> XIBElementList {
        let candidates = objects.filter { $0[attribute: "sceneMemberID"] == nil && $0.name != "placeholder" }
        guard !candidates.isEmpty else { return [] }
        var destinations: Set<String> = []
        var pending = [view]
        while let element = pending.popLast() {
            for child in element.children {
                if child.name == "connections" {
                    destinations.formUnion(child.children.compactMap { $0[attribute: "destination"] })
                } else {
                    pending.append(child)
                }
            }
        }
        return candidates.filter { destinations.contains($0[attribute: "id"] ?? "") }
    }

    /// The scene nib: the storyboard placeholders of the controllers the
    /// scene's controller holds (in reverse document order, as Apple's pair
    /// shows), the controller, File's Owner, First Responder and the
    /// controller's storyboard placeholder; then the objects under the
    /// controller level by level. Outlets: `sceneViewController`, each
    /// controller's `storyboard`, and each segue template's `viewController`.
    private static func compileSceneNib(_ controllerID: String, firstResponder: XIBElement?, in context: inout UIKitContext) {
        guard let scenes = context.storyboard, let element = scenes.nibElement(of: controllerID),
              let object = context.compile(element) else { return }
        let tree = scenes.tree(of: controllerID)
        // A storyboard reference has no storyboard placeholder: the referenced storyboard's own nib connects it.
        let owned = tree.filter { !scenes.references.contains($0) }
        var topLevel: [Reference] = []
        for id in owned.reversed() where id != controllerID {
            topLevel.append(proxy("UIStoryboardPlaceholder", id: storyboardPlaceholderID + id, in: &context))
        }
        topLevel.append(object)
        topLevel.append(proxy("IBFilesOwner", id: filesOwnerID, in: &context))
        if let firstResponder, let responder = context.compile(firstResponder) { topLevel.append(responder) }
        if owned.contains(controllerID) {
            topLevel.append(proxy("UIStoryboardPlaceholder", id: storyboardPlaceholderID + controllerID, in: &context))
        }
        var descendants: [Reference] = []
        context.collectObjects([element], into: &descendants)

        var outlets = [
            Connections.SynthesizedOutlet(property: "sceneViewController", sourceID: filesOwnerID, destinationID: controllerID,
                                          place: element),
        ]
        for id in owned {
            outlets.append(Connections.SynthesizedOutlet(property: "storyboard", sourceID: id,
                                                         destinationID: storyboardPlaceholderID + id, place: element))
        }
        for id in tree {
            guard let held = scenes.controllers[id] else { continue }
            for segue in StoryboardScenes.templateSegues(of: held) {
                guard let segueID = segue[attribute: "id"] else { continue }
                outlets.append(Connections.SynthesizedOutlet(property: "viewController", sourceID: segueID, destinationID: id,
                                                             place: segue))
            }
        }
        // Segues started from what the scene nib holds (a navigation item's bar button items).
        let owners = XIBElementList(tree.compactMap { scenes.controllers[$0] }.flatMap { StoryboardScenes.segueOwners(of: $0) })
        // The outlets and actions of the objects only this nib holds (a navigation item's bar button items).
        let controller: XIBElementList = scenes.controllers[controllerID].map { [$0] } ?? []
        let sceneOnly = controller.first.map(StoryboardScenes.sceneOnlyIDs) ?? []
        let connections = Connections.compileAll(&context, in: controller, synthesizedOutlets: outlets, segueOwners: owners) {
            $0.name != "segue" && StoryboardScenes.touches(sceneOnly, $0, ownerID: $1)
        }
        let keyValuePairs = RuntimeAttributes.compileAll(&context, in: [element], onlyCompiled: true)
        context.writeRoot(topLevel: topLevel, objects: topLevel + descendants.dropFirst(), connections: connections,
                          accessibility: AccessibilityConfigurations.compileAll(&context, in: controller),
                          keyValuePairs: keyValuePairs)
    }

    /// The view nib: the view first, then File's Owner (standing for the
    /// controller: the source of its `view` outlet) and First Responder. When
    /// the view nib refers to the controller otherwise (its outlets, actions
    /// aimed at it), an upstream placeholder stands for the controller there,
    /// after the other placeholders (Apple's iOS 10 SDK storyboard pair);
    /// else File's Owner does. A placeholder for each segue template
    /// something in the view triggers follows, in document order (Apple's
    /// pair shows one, a prototype cell's; see ``PrototypeCells``): the
    /// view's trigger connections aim at it. A table view controller's static
    /// table adds its data source as the last top-level object, its cells at
    /// the end of the object list, and the outlet `staticDataSource`
    /// (``StaticTableContents``).
    private static func compileViewNib(_ view: XIBElement, of controller: XIBElement, firstResponder: XIBElement?,
                                       sceneObjects: XIBElementList, in context: inout UIKitContext) {
        let controllerID = controller[attribute: "id"] ?? ""
        let owner = proxy("IBFilesOwner", id: filesOwnerID, in: &context)
        var upstream: [Reference] = []
        if StoryboardScenes.needsUpstreamPlaceholder(controller) {
            upstream.append(proxy(StoryboardScenes.upstreamPlaceholderName(for: controllerID), id: controllerID, in: &context))
        } else {
            context.register(owner, forID: controllerID)
        }
        // The templates of the segues started in the view (prototype cells' nibs reach theirs through the view nib).
        let viewSegues = StoryboardScenes.templateSegues(of: view).compactMap { segue in
            segue[attribute: "id"].map { proxy(StoryboardScenes.upstreamPlaceholderName(for: $0), id: $0, in: &context) }
        }
        let viewObject: Reference
        var guides = ViewControllerLayoutGuides.Compiled()
        if view.name == "view", let viewID = view[attribute: "id"] {
            // A plain view: its controller's layout guides join its subviews and constraints.
            viewObject = context.object(forID: viewID)
            context.register(viewObject, forID: viewID)
            guides = ViewControllerLayoutGuides.compile(controller, view: viewObject, in: &context)
            context.beginObject(viewObject, of: view, className: "UIView")
            var overrides = ViewOverrides(trailingSubviews: guides.guides, leadingConstraints: guides.constraints)
            if view.child(named: "rect", key: "frame") == nil {
                let size = sceneSize(context.document.root, sdk: context.sdk)
                overrides.frame = [0, 0, size.width, size.height]
            }
            context.appendViewKeys(view, to: viewObject, overrides: overrides)
            context.endObject(viewObject, of: view, className: "UIView")
        } else {
            guard let compiled = context.compile(view) else { return }
            viewObject = compiled
            if !controller.children(of: "layoutGuides").isEmpty {
                context.warn("layout guides of a controller whose view is a <\(view.name)> are left out", at: view)
            }
        }
        var placeholders = [owner]
        if let firstResponder, let responder = context.compile(firstResponder) { placeholders.append(responder) }
        // Xcode 27 lists the placeholders before the view (an Apple launch-screen nib of the corpus).
        var topLevel = context.writesLNE ? placeholders + [viewObject] : [viewObject] + placeholders
        topLevel += upstream + viewSegues
        // A table view controller's static table: its data source after the placeholders.
        let staticCells = StaticTableContents.isStatic(view) ? StaticTableContents.cells(of: view) : []
        var outlets = [
            Connections.SynthesizedOutlet(property: "view", sourceID: filesOwnerID, destinationID: view[attribute: "id"] ?? "",
                                          place: view),
        ]
        if StaticTableContents.isStatic(view) {
            if controller.name == "tableViewController" {
                topLevel.append(StaticTableContents.dataSource(of: view, in: &context))
                outlets.append(Connections.SynthesizedOutlet(property: "staticDataSource", sourceID: controllerID,
                                                             destinationID: StaticTableContents.dataSourceID, place: view,
                                                             leading: context.sdk >= 14))
            } else {
                context.warn("a static table that is not a table view controller's view has no data source; its cells are left out",
                             at: view)
            }
        }
        // The view, the placeholders, then the view's constraints, its layout guides, and the rest level by level.
        var descendants: [Reference] = []
        context.collectObjects([view], into: &descendants)
        let ownConstraints = view.children(of: "constraints").filter { $0[attribute: "id"] != nil }.count
        let rest = Array(descendants.dropFirst())
        var objects = topLevel + rest.prefix(ownConstraints) + guides.guides + rest.dropFirst(ownConstraints)
        if context.isCompiled(StaticTableContents.dataSourceID) { context.collectObjects(staticCells, into: &objects) }
        if let first = sceneObjects.first {
            context.warn(unverifiedSceneObjects, at: first)
            context.collectObjects(sceneObjects, into: &objects)
        }
        // The controller's own outlets and actions, those of everything in its view and of the
        // scene objects it refers to, but for those of the objects the scene nib holds.
        let sceneOnly = StoryboardScenes.sceneOnlyIDs(of: controller)
        let connections = Connections.compileAll(&context, in: [controller] + sceneObjects, synthesizedOutlets: outlets) {
            $0.name == "segue" || !StoryboardScenes.touches(sceneOnly, $0, ownerID: $1)
        }
        let keyValuePairs = RuntimeAttributes.compileAll(&context, in: [view], onlyCompiled: true)
        context.writeRoot(topLevel: topLevel, objects: objects, connections: connections,
                          accessibility: AccessibilityConfigurations.compileAll(&context, in: [view]),
                          keyValuePairs: keyValuePairs)
    }

    /// The size of a scene's view the document gives no frame: its `<device>`'s
    /// screen, else the simulator Xcode used by default (an iPhone XR's
    /// 414 × 896 in Apple's output of a device-less launch screen; 393 × 852
    /// from the iOS 17 SDK, as the mapping notes record).
    static func sceneSize(_ root: XIBElement, sdk: Int) -> (width: Double, height: Double) {
        if let device = root.child(named: "device")?[attribute: "id"], let size = deviceSizes[device] {
            let landscape = root.child(named: "device")?[attribute: "orientation"] == "landscape"
            return landscape ? (size.height, size.width) : size
        }
        return sdk >= 17 ? (393, 852) : (414, 896)
    }

    /// Portrait screen sizes in points, by Interface Builder's device ids.
    static let deviceSizes: [String: (width: Double, height: Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina6_0": (390, 844),
        "retina6_7": (428, 926), "retina6_12": (393, 852), "retina6_72": (430, 932),
        "ipad9_7": (768, 1024), "ipad10_5": (834, 1112), "ipad11": (834, 1194), "ipad12_9": (1024, 1366),
        "ipad12_9rounded": (1024, 1366), "appleTV": (1920, 1080),
    ]

    /// A `UIProxyObject` for `identifier`, known in this nib as `id`.
    static func proxy(_ identifier: String, id: String, in context: inout UIKitContext) -> Reference {
        let object = context.builder.addObject("UIProxyObject")
        context.appendString("UIProxiedObjectIdentifier", identifier, to: object)
        context.register(object, forID: id)
        return object
    }
}

extension UIKitCompiler {
    /// Compiles an iOS storyboard into the nibs and `Info.plist` entries of its `.storyboardc`.
    public static func compileStoryboard(_ document: IBDocument, options: UIKitCompilerOptions = .init())
        throws(IBDocumentError) -> UIKitStoryboardCompilation
    {
        guard document.kind == .storyboard, document.platform != .macOS else {
            throw IBDocumentError(.invalid("not an iOS or tvOS storyboard"), path: document.path, line: document.root.line,
                                  column: document.root.column)
        }
        return Storyboard.compile(document, options: options)
    }
}
