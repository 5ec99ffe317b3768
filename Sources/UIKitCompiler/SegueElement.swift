import NibBytes
import XIBReader

/// A storyboard `<segue>` other than a relationship → a segue template in the
/// nib of the controller the segue starts from: listed in the controller's
/// `UIStoryboardSegueTemplates`, named in its
/// `UIExternalObjectsTableForViewLoading` (so that the view nib, where the
/// trigger is, can reach it), and given an outlet `viewController` to the
/// controller.
///
/// Keys, in this order (the order of `UIStoryboardSegueTemplate`'s own
/// `encodeWithCoder:`, as decompiled UIKit sources show it: the base class's
/// keys, then the subclass's):
/// - `UIIdentifier` (the segue's `identifier`, when it has one);
/// - `UISegueClassName` (the segue's `customClass`, mangled as a custom
///   class is, when it has one);
/// - `UIDestinationViewControllerIdentifier` (the destination scene's
///   identifier, which Apple's iOS 10 SDK storyboard pair shows);
/// - `UIPerformOnViewLoad` YES (embed segues only);
/// - `UIAnimates` NO (when `animates="NO"`; the decoder's default is YES);
/// - the subclass's keys, in ``kinds``.
///
/// Evidence: the show template (`UIStoryboardShowSegueTemplate`,
/// `UIDestinationViewControllerIdentifier` then `UIActionName`) is Apple's
/// iOS 10 SDK storyboard pair; the embed template's keys are in the mapping
/// notes' Appendix C (Xcode 12.4 output: destination, `UIPerformOnViewLoad`
/// YES, `UIContainerView` nil). The other classes and their keys come from
/// UIKit's coders (decompiled `initWithCoder:`/`encodeWithCoder:` of each
/// template class, and WinObjC's and viraptor/ibtool's readers and writers):
/// no Apple output in the corpus has them, and the kinds whose encoding
/// those sources leave open (unwind, popover presentation) get a warning.
enum SegueElement {
    /// A segue kind's template: its class and how its own keys are written.
    struct Kind: Sendable {
        let className: String
        /// Whether the sources leave part of the encoding open (it gets a warning).
        var isGuess = false
        /// Appends the subclass's keys.
        let appendKeys: @Sendable (inout UIKitContext, XIBElement, Reference) -> Void
    }

    /// Each storyboard segue kind (`kind="…"`) and its template.
    ///
    /// - `show`, `showDetail` → `UIStoryboardShowSegueTemplate` with
    ///   `UIActionName` (Apple's pair; the `showDetail` selector is in the notes);
    /// - `presentation` (present modally) and the older `modal` →
    ///   `UIStoryboardPresentationSegueTemplate` /
    ///   `UIStoryboardModalSegueTemplate`: `UIModalPresentationStyle`,
    ///   `UIModalTransitionStyle` (integers), each only when the segue sets it;
    /// - `push` → `UIStoryboardPushSegueTemplate`, `replace` →
    ///   `UIStoryboardReplaceSegueTemplate`: `UIDestinationContainmentContext`
    ///   (0 push onto the navigation controller, 1 replace in a split view
    ///   controller) and `UISplitViewControllerIndex` (integers, always written);
    /// - `embed` → `UIStoryboardEmbedSegueTemplate`: `UIContainerView` nil (the
    ///   view nib connects the container view, see ``trigger(of:from:)``);
    /// - `popoverPresentation` → `UIStoryboardPopoverPresentationSegueTemplate`:
    ///   `UIPermittedArrowDirections` (integer), `UIPassthroughViews`,
    ///   `UIAnchorBarButtonItem`, `UIAnchorView` (nil here; the anchor is not
    ///   connected yet);
    /// - `unwind` → `UIStoryboardUnwindSegueTemplate`: `UIAction` (the
    ///   `unwindAction` selector); its destination is an exit, so
    ///   `UIDestinationViewControllerIdentifier` is nil (assumed);
    /// - `custom` → `UIStoryboardSegueTemplate` (its class is `UISegueClassName`).
    static let kinds: [String: Kind] = [
        "show": Kind(className: "UIStoryboardShowSegueTemplate") { context, _, object in
            context.appendString("UIActionName", "showViewController:sender:", to: object)
        },
        "showDetail": Kind(className: "UIStoryboardShowSegueTemplate") { context, _, object in
            context.appendString("UIActionName", "showDetailViewController:sender:", to: object)
        },
        "presentation": Kind(className: "UIStoryboardPresentationSegueTemplate", appendKeys: appendModalStyles),
        "modal": Kind(className: "UIStoryboardModalSegueTemplate", appendKeys: appendModalStyles),
        "push": Kind(className: "UIStoryboardPushSegueTemplate") { context, _, object in
            context.append("UIDestinationContainmentContext", .integer(0), to: object)
            context.append("UISplitViewControllerIndex", .integer(0), to: object)
        },
        "replace": Kind(className: "UIStoryboardReplaceSegueTemplate") { context, element, object in
            context.append("UIDestinationContainmentContext", .integer(1), to: object)
            let index = element.integer("splitViewControllerTargetIndex") ?? 0
            context.append("UISplitViewControllerIndex", .integer(index), to: object)
        },
        "embed": Kind(className: "UIStoryboardEmbedSegueTemplate") { context, _, object in
            context.append("UIContainerView", .null, to: object)
        },
        "popoverPresentation": Kind(className: "UIStoryboardPopoverPresentationSegueTemplate", isGuess: true) { context, element, object in
            context.append("UIPermittedArrowDirections", .integer(arrowDirections(of: element)), to: object)
            context.append("UIPassthroughViews", .null, to: object)
            context.append("UIAnchorBarButtonItem", .null, to: object)
            context.append("UIAnchorView", .null, to: object)
        },
        "unwind": Kind(className: "UIStoryboardUnwindSegueTemplate", isGuess: true) { context, element, object in
            if let action = element[attribute: "unwindAction"] {
                context.appendString("UIAction", action, to: object)
            } else {
                context.append("UIAction", .null, to: object)
            }
        },
        "custom": Kind(className: "UIStoryboardSegueTemplate") { _, _, _ in },
    ]

    /// `UIModalTransitionStyle` values by Interface Builder's names (UIKit's enum).
    static let transitionStyles: [String: Int64] = [
        "coverVertical": 0, "flipHorizontal": 1, "crossDissolve": 2, "partialCurl": 3,
    ]

    /// `UIPopoverArrowDirection` bits by the names of `<popoverArrowDirection>`'s attributes.
    static let arrowBits: [String: Int64] = ["up": 1, "down": 2, "left": 4, "right": 8]

    /// Attributes read here or that only Interface Builder uses.
    static let attributes: NameSet = [
        "id", "destination", "kind", "identifier", "customClass", "customModule", "customModuleProvider",
        "modalPresentationStyle", "modalTransitionStyle", "animates", "trigger", "splitViewControllerTargetIndex",
        "unwindAction",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let name = element[attribute: "kind"] ?? ""
        guard let kind = kinds[name] else {
            context.builder.setClass("UIStoryboardSegueTemplate", of: object)
            context.warn("segue kind \"\(name)\" is not supported yet; its template has no keys", at: element)
            return
        }
        // The segue's custom class is the segue's, not the template's: the template keeps its class.
        context.builder.setClass(kind.className, of: object)
        if kind.isGuess {
            context.warn("segue kind \"\(name)\": no Apple output shows its template; its keys follow UIKit's coder", at: element)
        }
        warnUnhandled(element, kind: name, in: &context)
        if let identifier = element[attribute: "identifier"] {
            context.appendString("UIIdentifier", identifier, to: object)
        }
        if let segueClass = CustomClass.runtimeName(of: element, options: context.options) {
            context.appendString("UISegueClassName", segueClass, to: object)
        } else if name == "custom" {
            context.warn("custom segue without a customClass: UIKit makes a plain UIStoryboardSegue", at: element)
        }
        appendDestination(element, kind: name, to: object, &context)
        if name == "embed" { context.append("UIPerformOnViewLoad", .bool(true), to: object) }
        if element.bool("animates") == false { context.append("UIAnimates", .bool(false), to: object) }
        kind.appendKeys(&context, element, object)
    }

    /// `UIDestinationViewControllerIdentifier`: the destination scene's
    /// identifier; nil for an unwind segue (its destination is an exit).
    private static func appendDestination(_ element: XIBElement, kind: String, to object: Reference,
                                          _ context: inout UIKitContext) {
        let key = "UIDestinationViewControllerIdentifier"
        if kind == "unwind" {
            context.append(key, .null, to: object)
            return
        }
        let destination = element[attribute: "destination"] ?? ""
        if let controller = context.storyboard?.controllers[destination] {
            context.appendString(key, StoryboardScenes.identifier(of: controller), to: object)
        } else if let target = context.document.elementsByID[destination] {
            context.warn("segue to a <\(target.name)> is not supported yet; its template has no destination", at: element)
            context.append(key, .null, to: object)
        } else {
            context.error("segue destination \"\(destination)\" is no scene's view controller", at: element)
        }
    }

    /// `UIModalPresentationStyle` and `UIModalTransitionStyle`, each when the segue sets it.
    private static func appendModalStyles(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.appendEnumeration(element, "modalPresentationStyle", ViewControllerElement.presentationStyles,
                                  key: "UIModalPresentationStyle", to: object)
        context.appendEnumeration(element, "modalTransitionStyle", transitionStyles, key: "UIModalTransitionStyle", to: object)
    }

    /// The popover's permitted arrow directions: the `<popoverArrowDirection>`
    /// child's bits, all four (`UIPopoverArrowDirectionAny`) without one.
    private static func arrowDirections(of element: XIBElement) -> Int64 {
        guard let directions = element.child(named: "popoverArrowDirection", key: "popoverArrowDirection") else { return 15 }
        return arrowBits.reduce(0) { bits, entry in directions.bool(entry.key) == true ? bits | entry.value : bits }
    }

    private static func warnUnhandled(_ element: XIBElement, kind: String, in context: inout UIKitContext) {
        context.warnUnhandledAttributes(element, attributes)
        context.warnUnhandledChildren(element) { kind == "popoverPresentation" && $0.name == "popoverArrowDirection" }
        if kind != "presentation", kind != "modal",
           element[attribute: "modalPresentationStyle"] != nil || element[attribute: "modalTransitionStyle"] != nil {
            context.warn("a \(kind) segue's modal styles have no key; left out", at: element)
        }
    }
}

// MARK: - Triggers

extension SegueElement {
    /// How the object a segue starts from performs it, as a connection in the
    /// nib that holds the object (the template is an upstream placeholder
    /// there, or itself in the scene nib).
    enum Trigger: Equatable {
        /// `UIRuntimeEventConnection` `perform:` from the object to the template.
        case perform(mask: Int64?)
        /// An outlet `property` from the object to the template.
        case outlet(String)
        /// An outlet `property` from the template to the object.
        case templateOutlet(String)
    }

    /// The outlet from a table view cell to the template of a segue it
    /// triggers, by the segue's `trigger` (none: selection). Apple's pair
    /// shows `selectionSegueTemplate`; `accessoryActionSegueTemplate` is in the
    /// mapping notes (§1.5) and viraptor/ibtool.
    static let cellTriggerOutlets: [String: String] = [
        "selection": "selectionSegueTemplate", "accessoryAction": "accessoryActionSegueTemplate",
    ]

    /// How `owner` triggers `segue`; nil for a segue code performs (one from a
    /// controller) and, with a warning, for one from an object whose trigger
    /// is not known.
    ///
    /// - a button: `perform:` on touch up inside (mask 64), as the mapping
    ///   notes (§1.5) and viraptor/ibtool write it;
    /// - a bar button item or a gesture recognizer: `perform:` without a mask
    ///   (their actions carry none; assumed for segues);
    /// - a table view cell: ``cellTriggerOutlets``;
    /// - a container view's embed segue: the template's outlet
    ///   `containerView` to the view (UIKit's embed template has a settable
    ///   `containerView` and encodes it as nil; RRContainerView, an iOS 6
    ///   stand-in for the template, relies on the nib setting it).
    static func trigger(of segue: XIBElement, from owner: XIBElement, in context: inout UIKitContext) -> Trigger? {
        let kind = segue[attribute: "kind"]
        if kind == "relationship" || ViewControllerElement.classes[owner.name] != nil { return nil }
        if kind == "embed" {
            if owner.name == "containerView" { return .templateOutlet("containerView") }
            context.warn("an embed segue from a <\(owner.name)> has no container view; not connected", at: segue)
            return nil
        }
        switch owner.name {
        case "button":
            return .perform(mask: Connections.eventMasks["touchUpInside"])
        case "barButtonItem":
            return .perform(mask: nil)
        case "tableViewCell":
            let trigger = segue[attribute: "trigger"] ?? "selection"
            if let property = cellTriggerOutlets[trigger] { return .outlet(property) }
            context.warn("segue trigger \"\(trigger)\" of a cell is not supported yet; not connected", at: segue)
            return nil
        default:
            if GestureRecognizerElement.recognizers[owner.name] != nil { return .perform(mask: nil) }
            context.warn("<segue> from a <\(owner.name)>: its template is compiled, its trigger is not supported yet",
                         at: segue)
            return nil
        }
    }
}
