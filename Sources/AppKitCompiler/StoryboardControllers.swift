import NibBytes
import IBDocument
import NibGraph
import XIBReader

/// The scene controllers of a macOS storyboard, as the nibs of its
/// `.storyboardc` hold them (Apple's ibtool output of viraptor's storyboard pairs).
///
/// `<application>` → an `NSCustomObject` of class `NSApplication` whose
/// `IBMainMenu` is the main menu (the menu itself is listed in the
/// `MainMenu` nib after the application, see ``Storyboard``).
///
/// `<windowController>` → an `NSWindowController` (a custom class swaps
/// `IBNSWindowController`): `IBWindowTemplate` (its window; a window without
/// a content view gets an empty one of its content size),
/// `IBWindowTemplateContentViewController` (the controller of its
/// `window.shadowedContentViewController` relationship, listed under the
/// window), `explicitStoryboardIdentifier` (its `storyboardIdentifier`),
/// `showSeguePresentationStyle` 0 and `uniqueIdentifierForStoryboardCompilation`.
///
/// `<viewController>` → an `NSViewController`: `NSNibName` (the nib of its
/// view), `NSExternalObjectsTableForViewLoading` (itself, under the upstream
/// placeholder name its view nib knows it by, when that nib refers to it),
/// then the same storyboard keys.
enum StoryboardControllers {
    /// The relationship that makes a view controller a window's content.
    static let contentRelationship = "window.shadowedContentViewController"
    /// The name a view nib gives the placeholder of its controller.
    static let upstreamPlaceholderName = "UpstreamPlaceholder-1"

    static func compileApplication(_ context: inout AppKitContext, _ element: XIBElement, _ application: Reference) {
        context.builder.setClass("NSCustomObject", of: application)
        if let menuID = mainMenu(of: element)?[attribute: "id"] {
            context.append("IBMainMenu", .object(context.object(forID: menuID)), to: application)
        }
        context.appendString("NSClassName", CustomClass.runtimeName(of: element, options: context.options) ?? "NSApplication",
                             to: application)
        context.warnUnknownAttributes(of: element, known: ["id", "sceneMemberID", "customClass", "customModule",
                                                           "customModuleProvider", "userLabel"])
        for child in element.children where !(child.name == "menu" && child[attribute: "key"] == "mainMenu")
            && child.name != "connections" && child[attribute: "key"] != "canvasLocation" {
            context.warn("<\(child.name)> in an application is not supported yet; it is left out", at: child)
        }
    }

    /// The application's `<menu key="mainMenu">`.
    static func mainMenu(of application: XIBElement) -> XIBElement? {
        application.child(named: "menu", key: "mainMenu")
    }

    static func compileWindowController(_ context: inout AppKitContext, _ element: XIBElement, _ controller: Reference) {
        if let custom = CustomClass.runtimeName(of: element, options: context.options) {
            context.builder.setClass("NSClassSwapper", of: controller)
            context.appendString("NSClassName", custom, to: controller)
            context.appendString("NSOriginalClassName", "IBNSWindowController", to: controller)
        } else {
            context.builder.setClass("NSWindowController", of: controller)
        }
        context.warnUnknownAttributes(of: element, known: knownControllerAttributes)
        var template: Reference?
        if var window = element.child(named: "window", key: "window") {
            if window.child(key: "contentView") == nil { window.children.append(emptyContentView(of: window)) }
            placeWindow(&window, context: &context)
            // The key says what the window is to its controller (the IBWindowTemplate written here).
            window.attributes.removeAll { $0.name == "key" }
            template = context.compile(window)
        }
        context.append("IBWindowTemplate", template.map { .object($0) } ?? .null, to: controller)
        // The scene element has no segues: the document's element names the content.
        let documentElement = element[attribute: "id"].flatMap { context.document.elementsByID[$0] } ?? element
        if let content = contentViewController(of: documentElement, in: context.document.elementsByID), let template {
            context.parentStack.append(template)
            // Its connections are its view nib's.
            var held = content
            held.children.removeAll { $0.name == "connections" }
            let listedBefore = context.parents.count
            let compiled = context.compile(held)
            context.parentStack.removeLast()
            listBeforeToolbar(&context, from: listedBefore, of: element.child(named: "window", key: "window"))
            if let compiled { context.append("IBWindowTemplateContentViewController", .object(compiled), to: controller) }
        }
        appendStoryboardKeys(&context, element, to: controller)
        for child in element.children where !(child.name == "window" && child[attribute: "key"] == "window")
            && child.name != "connections" && child[attribute: "key"] != "canvasLocation" {
            context.warn("<\(child.name)> in a window controller is not supported yet; it is left out", at: child)
        }
    }

    /// Lists the objects listed from `start` on (the content view
    /// controller) before the window's toolbar: ibtool lists the controller
    /// right after the content view (Apple's toolbar storyboard pair).
    private static func listBeforeToolbar(_ context: inout AppKitContext, from start: Int, of window: XIBElement?) {
        guard let toolbarID = window?.child(named: "toolbar", key: "toolbar")?[attribute: "id"], context.isCompiled(toolbarID)
        else { return }
        let toolbar = context.object(forID: toolbarID)
        guard let position = context.parents[..<start].firstIndex(where: { $0.object == toolbar }) else { return }
        let moved = context.parents[start...]
        context.parents.removeSubrange(start...)
        context.parents.insert(contentsOf: moved, at: position)
    }

    static func compileViewController(_ context: inout AppKitContext, _ element: XIBElement, _ controller: Reference) {
        context.beginObject(controller, of: element, className: "NSViewController")
        context.warnUnknownAttributes(of: element, known: knownControllerAttributes)
        // A xib's view controller loads no view nib: it keeps its presentation style only (Apple's caffeine bundle).
        guard context.document.kind == .storyboard else {
            appendPresentationStyle(&context, element, to: controller)
            return
        }
        context.appendOptionalString("NSNibName", viewNibName(of: element), to: controller)
        var table: [(key: Reference, value: Reference)] = []
        // The scene nib's element has no connections: the document's says what the view nib refers to.
        let documentElement = element[attribute: "id"].flatMap { context.document.elementsByID[$0] } ?? element
        if needsUpstreamPlaceholder(documentElement, sceneObjects: sceneObjects(of: documentElement, in: context)) {
            table.append((context.builder.string(upstreamPlaceholderName), controller))
        }
        context.append("NSExternalObjectsTableForViewLoading",
                       .object(context.builder.dictionary(table, className: FoundationClasses.mutableDictionary)), to: controller)
        appendStoryboardKeys(&context, element, to: controller)
        for child in element.children where child[attribute: "key"] != "view" && child.name != "connections"
            && child[attribute: "key"] != "canvasLocation" {
            context.warn("<\(child.name)> in a view controller is not supported yet; it is left out", at: child)
        }
    }

    static let presentationStyles: [String: Int64] = ["default": 0, "single": 1]

    static let knownControllerAttributes: NameSet = [
        "id", "sceneMemberID", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "userLabel",
        "showSeguePresentationStyle",
    ]

    /// The keys every scene controller ends with: its storyboard identifier,
    /// presentation style and the identifier `Info.plist` maps it to.
    private static func appendStoryboardKeys(_ context: inout AppKitContext, _ element: XIBElement, to controller: Reference) {
        if let identifier = element[attribute: "storyboardIdentifier"] {
            context.appendString("explicitStoryboardIdentifier", identifier, to: controller)
        }
        appendPresentationStyle(&context, element, to: controller)
        context.appendString("uniqueIdentifierForStoryboardCompilation", uniqueIdentifier(for: element[attribute: "id"] ?? ""),
                             to: controller)
    }

    /// `showSeguePresentationStyle`.
    static func appendPresentationStyle(_ context: inout AppKitContext, _ element: XIBElement, to controller: Reference) {
        // `NSWindowController.SeguePresentationStyle`-like values: 0 default (as every pair shows), 1 single.
        let style = context.enumeration(element, "showSeguePresentationStyle", presentationStyles, default: 0)
        context.append("showSeguePresentationStyle", .integer(style), to: controller)
    }

    /// Places a storyboard window as ibtool does: the content rect centred on
    /// the screen rect along each axis without a strut (as in a xib), but
    /// `NSWTFlags` keeps all four struts whatever the position mask says
    /// (Apple's pair: top and bottom struts, x centred, y kept, flags of all
    /// struts). The window is given its placed rect and all four struts.
    private static func placeWindow(_ window: inout XIBElement, context: inout AppKitContext) {
        guard let index = window.children.firstIndex(where: { $0.name == "rect" && $0[attribute: "key"] == "contentRect" }),
              let screen = window.child(named: "rect", key: "screenRect").map({ context.rect($0) }) else { return }
        var content = context.rect(window.children[index])
        let mask = window.child(named: "windowPositionMask", key: "initialPositionMask")
        func strut(_ name: String) -> Bool { mask?.bool(name) == true }
        if !(strut("leftStrut") || strut("rightStrut")) { content[0] = screen[2] / 2 - content[2] / 2 }
        if !(strut("bottomStrut") || strut("topStrut")) { content[1] = screen[3] / 2 - content[3] / 2 }
        for (name, value) in zip(["x", "y"], content) {
            if let attribute = window.children[index].attributes.firstIndex(where: { $0.name == name }) {
                window.children[index].attributes[attribute].value = GeometryText.number(value)
            } else {
                window.children[index].attributes.append(XIBAttribute(name: name, value: GeometryText.number(value)))
            }
        }
        let struts = ["leftStrut", "rightStrut", "topStrut", "bottomStrut"].map { XIBAttribute(name: $0, value: "YES") }
        let placed = XIBElement(name: "windowPositionMask", attributes: [XIBAttribute(name: "key", value: "initialPositionMask")] + struts,
                                line: mask?.line ?? window.line, column: mask?.column ?? window.column)
        window.children.removeAll { $0.name == "windowPositionMask" }
        window.children.append(placed)
    }

    /// The view ibtool gives a storyboard window without one: empty, of the content rect's size.
    private static func emptyContentView(of window: XIBElement) -> XIBElement {
        let content = window.child(named: "rect", key: "contentRect")
        let frame = XIBElement(name: "rect", attributes: [
            XIBAttribute(name: "key", value: "frame"), XIBAttribute(name: "x", value: "0"), XIBAttribute(name: "y", value: "0"),
            XIBAttribute(name: "width", value: content?[attribute: "width"] ?? "0"),
            XIBAttribute(name: "height", value: content?[attribute: "height"] ?? "0"),
        ], line: window.line, column: window.column)
        let mask = XIBElement(name: "autoresizingMask", attributes: [XIBAttribute(name: "key", value: "autoresizingMask")])
        return XIBElement(name: "view", attributes: [XIBAttribute(name: "key", value: "contentView")], children: [frame, mask],
                          line: window.line, column: window.column)
    }

    // MARK: Scenes

    /// The controller's `<segue kind="relationship">` connections.
    static func relationshipSegues(of controller: XIBElement) -> XIBElementList {
        controller.children(of: "connections").filter { $0.name == "segue" && $0[attribute: "kind"] == "relationship" }
    }

    /// The view controller a window controller shows as its window's content.
    static func contentViewController(of controller: XIBElement, in elements: [String: XIBElement]) -> XIBElement? {
        relationshipSegues(of: controller).first { $0[attribute: "relationship"] == contentRelationship }
            .flatMap { $0[attribute: "destination"] }.flatMap { elements[$0] }
    }

    /// The controller as a scene nib holds it: without its segues (they are
    /// compiled as the nib's structure, not as connections).
    static func sceneElement(_ controller: XIBElement) -> XIBElement {
        var element = controller
        element.children = XIBElementList(element.children.compactMap { child in
            guard child.name == "connections" else { return child }
            var connections = child
            connections.children.removeAll { $0.name == "segue" }
            return connections.children.isEmpty ? nil : connections
        })
        return element
    }

    /// The scene's objects other than its controller and First Responder
    /// (bindings controllers, custom objects).
    static func sceneObjects(_ objects: XIBElementList, besides controller: XIBElement) -> XIBElementList {
        objects.filter { $0 != controller && $0[attribute: "sceneMemberID"] != "firstResponder" }
    }

    /// The other objects of the scene whose controller is `controller`.
    static func sceneObjects(of controller: XIBElement, in context: AppKitContext) -> XIBElementList {
        guard let id = controller[attribute: "id"], let objects = context.lookups.sceneObjectsByID[id] else { return [] }
        return sceneObjects(objects, besides: controller)
    }

    /// The name of a controller's view nib: `CONTROLLERID-view-VIEWID`.
    static func viewNibName(of controller: XIBElement) -> String? {
        guard let id = controller[attribute: "id"], let viewID = controller.child(key: "view")?[attribute: "id"] else { return nil }
        return "\(id)-view-\(viewID)"
    }

    /// Whether the controller's view nib refers to the controller other than
    /// through File's Owner's `view` outlet (its own outlets and actions, or
    /// connections in the view aimed at it): then the view nib holds an
    /// upstream placeholder for it, which the controller's external objects
    /// table names (Apple's pair: a controller with a `myLabel` outlet).
    /// The scene's other objects, listed in the view nib, count as the view does.
    static func needsUpstreamPlaceholder(_ controller: XIBElement, sceneObjects: XIBElementList = []) -> Bool {
        guard let id = controller[attribute: "id"] else { return false }
        if controller.children(of: "connections").contains(where: { $0.name != "segue" }) { return true }
        func refers(_ element: XIBElement) -> Bool {
            element.children.contains { child in
                if child.name == "connections" {
                    return child.children.contains { $0[attribute: "destination"] == id || $0[attribute: "target"] == id }
                }
                return refers(child)
            }
        }
        let holders = (controller.child(key: "view").map { [$0] } ?? []) + sceneObjects
        return holders.contains { refers(XIBElement(name: "objects", children: [$0])) }
    }

    /// The `uniqueIdentifierForStoryboardCompilation` of the controller with
    /// document id `id`, which `Info.plist` repeats. ibtool makes up a random
    /// UUID each build; this one is derived from the id (two FNV-1a hashes, in
    /// a version 4 UUID's form) so that builds repeat and the nib and
    /// `Info.plist` agree.
    static func uniqueIdentifier(for id: String) -> String {
        func hash(_ seed: UInt64) -> UInt64 {
            var value = seed
            for byte in id.utf8 {
                value ^= UInt64(byte)
                value = value &* 0x100_0000_01b3
            }
            return value
        }
        let high = (hash(0xcbf2_9ce4_8422_2325) & ~0xF000) | 0x4000
        let low = (hash(0x8422_2325_cbf2_9ce4) & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        func hex(_ value: UInt64, digits: Int) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        return [hex(high >> 32, digits: 8), hex((high >> 16) & 0xFFFF, digits: 4), hex(high & 0xFFFF, digits: 4),
                hex(low >> 48, digits: 4), hex(low & 0xFFFF_FFFF_FFFF, digits: 12)].joined(separator: "-")
    }
}
