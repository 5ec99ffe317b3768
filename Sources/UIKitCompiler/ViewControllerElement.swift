import NibBytes
import NibGraph
import XIBReader

/// View controllers placed in a xib: `<viewController>` → `UIViewController`,
/// `<tableViewController>` → `UITableViewController`, `<navigationController>`
/// → `UINavigationController`, `<tabBarController>` → `UITabBarController`,
/// `<collectionViewController>` → `UICollectionViewController`,
/// `<splitViewController>` → `UISplitViewController`
/// (``SplitViewControllerElement``), `<pageViewController>` →
/// `UIPageViewController` (``PageViewControllerElement``) (each a
/// `UIClassSwapper` with a custom class). The collection view controller is
/// written as the table view controller is, its view being the collection
/// view, as the mapping notes (§2 view-controller placeholders) say; no Apple
/// nib shows one, and a warning says so once per document.
///
/// Key order is the one Xcode 12.4 / iOS 14 SDK scene nibs show (mapping notes
/// Appendix C.5), which Apple's iOS 10 SDK storyboard pair (a tab bar
/// controller holding a navigation controller) confirms for the keys it has:
/// `UITabBarItem`, `UITitle`, `UINavigationItem`, `UINibName`,
/// `UIRestorationIdentifier`, `UIParentViewController`,
/// `UIWantsFullScreenLayout`, `UIChildViewControllers`,
/// [`UIDefinesPresentationContext`, `UIProvidesPresentationContextTransitionStyle`:
/// placed as UIKit's encoder places them], `UIModalPresentationStyle`, `UIKeyAutomaticallyAdjustsScrollViewInsets`,
/// `UIHidesBottomBarWhenPushed`, `UITabBar`, `UICustomizableViewControllers`,
/// `UIViewControllers`, `UINavigationBar`, `UIToolbar`,
/// `UIKeyExtendedLayoutIncludesOpaqueBars`; the controller lists are
/// `NSMutableArray`s. A xib's controller may hold its view: scene nibs never
/// do, and the mapping notes (§2, from a reimplementation) write it as `UIView`
/// first, as here.
///
/// A container's bar has the container as its `UIDelegate` and its children's
/// navigation or tab bar items as `UIItems` (the storyboard pair). Not written
/// yet, with a warning: toolbar items.
enum ViewControllerElement {
    /// The UIKit class of each controller element.
    static let classes: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "collectionViewController": "UICollectionViewController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
    ]
    /// The warning that a collection view controller is written as the other
    /// controllers are (its view the collection view, no keys of its own).
    static let unverifiedCollectionController = "a collection view controller's keys are assumed to be a view "
        + "controller's, as a table view controller's are; no Apple nib checks them"
    static let presentationStyles: [String: Int64] = [
        "fullScreen": 0, "pageSheet": 1, "formSheet": 2, "currentContext": 3, "custom": 4, "overFullScreen": 5,
        "overCurrentContext": 6, "popover": 7, "none": -1, "automatic": -2,
    ]
    static let attributes: NameSet = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "sceneMemberID",
        "nibName", "title", "restorationIdentifier", "wantsFullScreenLayout", "modalPresentationStyle",
        "automaticallyAdjustsScrollViewInsets", "hidesBottomBarWhenPushed", "extendedLayoutIncludesOpaqueBars",
        "storyboardIdentifier", "useStoryboardIdentifierAsRestorationIdentifier", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "navigationBarHidden", "autoresizesArchivedViewToFullSize",
    ]
    /// Children read here or that only Interface Builder uses.
    static let children: NameSet = [
        "view", "tableView", "collectionView", "navigationItem", "tabBarItem", "navigationBar", "tabBar", "toolbar", "viewControllers",
        "extendedEdge", "connections", "userDefinedRuntimeAttributes", "point", "simulatedStatusBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "simulatedNavigationBarMetrics",
        "simulatedTabBarMetrics", "simulatedToolbarMetrics", "freeformSimulatedSizeMetrics", "size",
        "segueTemplates",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let className = classes[element.name] ?? "UIViewController"
        context.beginObject(object, of: element, className: className)
        warnUnhandled(element, in: &context)
        if element.name == "collectionViewController" { context.warn(unverifiedCollectionController, at: element) }
        let id = element[attribute: "id"]
        let parent = context.parentViewController

        if let view = view(of: element).flatMap({ context.compile($0) }) {
            context.append("UIView", .object(view), to: object)
        }
        if let item = element.child(named: "tabBarItem", key: "tabBarItem").flatMap({ context.compile($0) }) {
            context.append("UITabBarItem", .object(item), to: object)
        }
        if let title = element[attribute: "title"] {
            context.append("UITitle", .object(context.text(title, key: id.map { $0 + ".title" })), to: object)
        }
        if let item = element.child(named: "navigationItem", key: "navigationItem").flatMap({ context.compile($0) }) {
            context.append("UINavigationItem", .object(item), to: object)
        }
        let templates = element.children(of: "segueTemplates").compactMap { context.compile($0) }
        if context.storyboard != nil, let id {
            appendViewLoading(element, id: id, templates: templates, to: object, &context)
        } else if let nibName = element[attribute: "nibName"] {
            context.appendString("UINibName", nibName, to: object)
        }
        if let identifier = restorationIdentifier(of: element) {
            context.appendString("UIRestorationIdentifier", identifier, to: object)
        }
        if let parent { context.append("UIParentViewController", .object(parent), to: object) }
        appendAutoresizesArchivedView(element, to: object, in: &context)
        if !templates.isEmpty {
            context.append("UIStoryboardSegueTemplates", .object(context.builder.array(templates)), to: object)
        }
        if element.bool("wantsFullScreenLayout") == true {
            context.append("UIWantsFullScreenLayout", .bool(true), to: object)
        }

        let childElements = element.children(of: "viewControllers")
        let navigationBar = element.child(named: "navigationBar", key: "navigationBar")
        let savedBar = context.enclosingNavigationBar
        context.parentViewController = object
        // The children's navigation items refer back to the controller's bar.
        if let id = navigationBar?[attribute: "id"] { context.enclosingNavigationBar = context.object(forID: id) }
        let children = childElements.compactMap { context.compile($0) }
        context.parentViewController = parent
        context.enclosingNavigationBar = savedBar
        if !children.isEmpty {
            context.append("UIChildViewControllers", .object(mutableArray(children, &context)), to: object)
        }
        appendPresentationContext(element, to: object, in: &context)
        if let name = element[attribute: "modalPresentationStyle"] {
            if let style = presentationStyles[name] {
                context.append("UIModalPresentationStyle", .integer(style), to: object)
            } else {
                context.warn("modal presentation style \"\(name)\" is not known; left out", at: element)
            }
        }
        if element.bool("automaticallyAdjustsScrollViewInsets") == false {
            context.append("UIKeyAutomaticallyAdjustsScrollViewInsets", .integer(0), to: object)
        }
        if element.bool("hidesBottomBarWhenPushed") == true {
            context.append("UIHidesBottomBarWhenPushed", .bool(true), to: object)
        }
        if let tabBar = element.child(named: "tabBar", key: "tabBar") {
            let bar = compileBar(tabBar, items: items("tabBarItem", of: childElements, &context), of: object, &context)
            context.append("UITabBar", .object(bar), to: object)
        }
        if element.name == "tabBarController", !children.isEmpty {
            // Every child is customizable unless code says otherwise (as the storyboard pair shows).
            context.append("UICustomizableViewControllers", .object(mutableArray(children, &context)), to: object)
        }
        // A split view controller's children are its child controllers alone; a page view controller writes its own list.
        if !children.isEmpty, !["splitViewController", "pageViewController"].contains(element.name) {
            context.append("UIViewControllers", .object(mutableArray(children, &context)), to: object)
        }
        if let navigationBar {
            let bar = compileBar(navigationBar, items: items("navigationItem", of: childElements, &context), of: object, &context)
            context.append("UINavigationBar", .object(bar), to: object)
        }
        if let toolbar = element.child(named: "toolbar", key: "toolbar").flatMap({ context.compile($0) }) {
            context.append("UIToolbar", .object(toolbar), to: object)
        }
        appendNavigationBarHidden(element, to: object, in: &context)
        appendEdgesForExtendedLayout(element, to: object, in: &context)
        if element.bool("extendedLayoutIncludesOpaqueBars") == true {
            context.append("UIKeyExtendedLayoutIncludesOpaqueBars", .integer(1), to: object)
        }
        // The subclasses' encoders write their keys after UIViewController's.
        if element.name == "splitViewController" { SplitViewControllerElement.appendKeys(element, to: object, in: &context) }
        if element.name == "pageViewController" { PageViewControllerElement.appendKeys(element, to: object, in: &context) }
        context.endObject(object, of: element, className: className)
    }

    /// The objects the nib's object list holds under a controller, in the order
    /// the storyboard pair shows: its bar, navigation item, tab bar item, then
    /// its child controllers (its view, which scene nibs lack, first).
    static func nestedObjects(_ element: XIBElement) -> XIBElementList {
        let view = view(of: element).map { [$0] } ?? []
        let bars = element.children.filter { ["navigationBar", "tabBar", "toolbar"].contains($0.name) && $0[attribute: "key"] != nil }
        let items = ["navigationItem", "tabBarItem"].compactMap { element.child(named: $0, key: $0) }
        return view + bars + items + element.children(of: "viewControllers") + element.children(of: "segueTemplates")
    }

    /// A storyboard controller's view loading keys, when it has a view nib:
    /// `UIExternalObjectsTableForViewLoading` (the upstream placeholder names
    /// of what the view nib refers to in this nib: the controller, then its
    /// segue templates) and `UINibName`.
    private static func appendViewLoading(_ element: XIBElement, id: String, templates: [Reference], to object: Reference,
                                          _ context: inout UIKitContext) {
        guard let original = context.storyboard?.controllers[id],
              let nibName = StoryboardScenes.viewNibName(of: original) else { return }
        var entries: [(key: Reference, value: Reference)] = []
        if StoryboardScenes.needsUpstreamPlaceholder(original) {
            entries.append((context.builder.string(StoryboardScenes.upstreamPlaceholderName(for: id)), object))
        }
        for (segue, template) in zip(element.children(of: "segueTemplates"), templates) {
            entries.append((context.builder.string(StoryboardScenes.upstreamPlaceholderName(for: segue[attribute: "id"] ?? "")), template))
        }
        let table = context.builder.dictionary(entries, className: FoundationClasses.dictionary)
        context.append("UIExternalObjectsTableForViewLoading", .object(table), to: object)
        context.appendString("UINibName", nibName, to: object)
    }

    /// A container's bar, given the container as its delegate and `items`.
    private static func compileBar(_ bar: XIBElement, items: [Reference], of controller: Reference,
                                   _ context: inout UIKitContext) -> Reference {
        let saved = context.barController
        context.barController = BarController(controller: controller, items: items)
        defer { context.barController = saved }
        return context.compile(bar) ?? context.builder.addObject("NSObject")
    }

    /// The children's `navigationItem` or `tabBarItem` objects, in order.
    private static func items(_ key: String, of children: XIBElementList, _ context: inout UIKitContext) -> [Reference] {
        // A storyboard reference's item is Interface Builder's only (``StoryboardReference``).
        children.filter { !StoryboardReference.isReference($0) }
            .compactMap { $0.child(named: key, key: key)?[attribute: "id"] }.map { context.object(forID: $0) }
    }

    /// The restoration identifier: `restorationIdentifier`, else, when
    /// Interface Builder's "Use Storyboard ID" is checked
    /// (`useStoryboardIdentifierAsRestorationIdentifier="YES"`), the
    /// `storyboardIdentifier`, which is what that checkbox means.
    static func restorationIdentifier(of element: XIBElement) -> String? {
        if let identifier = element[attribute: "restorationIdentifier"] { return identifier }
        guard element.bool("useStoryboardIdentifierAsRestorationIdentifier") == true else { return nil }
        return element[attribute: "storyboardIdentifier"]
    }

    /// The warning, said once per document, that the presentation-context keys follow UIKit's encoder alone.
    static let unverifiedPresentationContext = "a view controller's UIDefinesPresentationContext and "
        + "UIProvidesPresentationContextTransitionStyle (YES, after UIChildViewControllers, before "
        + "UIModalPresentationStyle) are written as UIKit's -[UIViewController encodeWithCoder:] writes them; "
        + "no Apple nib of the corpus checks it"

    /// `UIDefinesPresentationContext` and
    /// `UIProvidesPresentationContextTransitionStyle`, booleans written when
    /// `YES` (UIKit's default is `NO`). UIKitCore's
    /// `-[UIViewController encodeWithCoder:]` (iOS 18.2) writes them so,
    /// between `UIChildViewControllers` and `UIModalPresentationStyle` (the
    /// first only when it differs from the class's default, which is `NO` for
    /// the controllers compiled here; the second only when `YES`). No Apple
    /// nib shows them (ibtool does not follow that encoder's order
    /// everywhere: Apple's nibs put `UITabBarItem` before `UITitle`), and a
    /// warning says so once per document.
    static func appendPresentationContext(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        for (name, key) in [("definesPresentationContext", "UIDefinesPresentationContext"),
                            ("providesPresentationContextTransitionStyle", "UIProvidesPresentationContextTransitionStyle")]
        where element.bool(name) == true {
            context.warn(unverifiedPresentationContext, at: element)
            context.append(key, .bool(true), to: object)
        }
    }

    /// The controller's `<… key="view">`.
    private static func view(of element: XIBElement) -> XIBElement? {
        element.children.first { $0[attribute: "key"] == "view" }
    }

    private static func mutableArray(_ items: [Reference], _ context: inout UIKitContext) -> Reference {
        context.builder.array(items, className: FoundationClasses.mutableArray)
    }

    private static func warnUnhandled(_ element: XIBElement, in context: inout UIKitContext) {
        let own = element.name == "pageViewController" ? PageViewControllerElement.attributes : []
        context.warnUnhandledAttributes(element, attributes.union(own))
        for child in element.children where !children.contains(child.name) && child[attribute: "key"] != "view"
            && !(child.name == "nil" && child[attribute: "key"]?.hasPrefix("simulated") == true)
            && !isNilViewControllers(child) {
            if let message = unplacedChildMessage(child, in: element) {
                context.warn(message, at: child)
            } else {
                context.warnUnsupportedChild(child, of: element)
            }
        }
    }

    /// The warning that `UIKeyEdgesForExtendedLayout` follows UIKit's encoder alone.
    static let edgesPlacement = "edgesForExtendedLayout is written as UIKeyEdgesForExtendedLayout (an integer, when not "
        + "all edges, just before UIKeyExtendedLayoutIncludesOpaqueBars) as UIKit's -[UIViewController encodeWithCoder:] "
        + "writes it; no Apple nib of the corpus checks it"

    /// `UIRectEdge` bits by `<extendedEdge>` attribute.
    static let rectEdges: [(attribute: String, bit: Int64)] = [("top", 1), ("left", 2), ("bottom", 4), ("right", 8)]

    /// `UIKeyEdgesForExtendedLayout`, the `UIRectEdge` mask of
    /// `<extendedEdge key="edgesForExtendedLayout" top= left= bottom= right=>`,
    /// when it is not all edges (UIKit's default, which the notes' Xcode 12.4
    /// controllers never write). UIKitCore's `-[UIViewController encodeWithCoder:]`
    /// (iOS 18.2) writes it so, with `encodeInteger:`, just before
    /// `UIKeyExtendedLayoutIncludesOpaqueBars`. No Apple nib shows it; a
    /// warning says so.
    static func appendEdgesForExtendedLayout(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard let edges = element.child(named: "extendedEdge", key: "edgesForExtendedLayout") else { return }
        let mask = rectEdges.reduce(Int64(0)) { $0 | (edges.bool($1.attribute) == true ? $1.bit : 0) }
        guard mask != 15 else { return }
        context.warn(edgesPlacement, at: edges)
        context.append("UIKeyEdgesForExtendedLayout", .integer(mask), to: object)
    }

    /// The warning that `UIAutoresizesArchivedViewToFullSize` follows UIKit's encoder alone.
    static let unverifiedAutoresizes = "autoresizesArchivedViewToFullSize=\"NO\" is written as "
        + "UIAutoresizesArchivedViewToFullSize NO just after UIParentViewController, as UIKit's -[UIViewController "
        + "encodeWithCoder:] writes it; no Apple nib of the corpus checks it"

    /// `UIAutoresizesArchivedViewToFullSize` NO for
    /// `autoresizesArchivedViewToFullSize="NO"` (Interface Builder writes it on
    /// page view controllers). UIKitCore's `-[UIViewController encodeWithCoder:]`
    /// (iOS 18.2) writes it with `encodeBool:` only when the flag is off (UIKit's
    /// default is on), after `UIParentViewController` and before
    /// `UIWantsFullScreenLayout`; ibtool's `UIStoryboardSegueTemplates`, which
    /// that encoder does not write, is placed after it. No Apple nib shows the
    /// key; a warning says so once per document.
    static func appendAutoresizesArchivedView(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard element.bool("autoresizesArchivedViewToFullSize") == false else { return }
        context.warn(unverifiedAutoresizes, at: element)
        context.append("UIAutoresizesArchivedViewToFullSize", .bool(false), to: object)
    }

    /// The warning that `UINavigationBarHidden` follows UIKit's encoder alone.
    static let unverifiedBarHidden = "a navigation controller's UINavigationBarHidden (YES, after UINavigationBar and "
        + "UIToolbar) is written as UIKit's -[UINavigationController encodeWithCoder:] writes it; no Apple nib checks it"

    /// `UINavigationBarHidden` YES for `navigationBarHidden="YES"`, after
    /// `UIToolbar`: UIKitCore's `-[UINavigationController encodeWithCoder:]`
    /// (iOS 18.2) writes `UINavigationBar`, `UIToolbar`, `UIDelegate`, then
    /// `UINavigationBarHidden` (WinObjC's decoder, which reads it between the
    /// bar and the toolbar, says nothing of the encoder's order). No Apple nib
    /// shows it; a warning says so once per document.
    static func appendNavigationBarHidden(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        guard element.bool("navigationBarHidden") == true else { return }
        context.warn(unverifiedBarHidden, at: element)
        context.append("UINavigationBarHidden", .bool(true), to: object)
    }

    /// The warning for an empty `<toolbarItems/>`: UIKitCore's
    /// `-[UIViewController encodeWithCoder:]` (iOS 18.2) writes
    /// `UIToolbarItems` only when the list has items, so nothing is written;
    /// no Apple nib shows it.
    static func emptyToolbarItems(in name: String) -> String {
        "an empty <toolbarItems/> in <\(name)> writes no UIToolbarItems, as UIKit's -[UIViewController "
            + "encodeWithCoder:] writes the key only for a list with items; no Apple nib checks it"
    }

    /// The warnings for children left out, said once per document.
    static var unplacedChildMessages: [String] {
        classes.keys.map { emptyToolbarItems(in: $0) } + [popoverSizeLeftOut]
    }

    /// Whether `child` is `<nil name="viewControllers"/>`: Interface Builder's
    /// record that the controller's own list is nil, written beside the
    /// `rootViewController` relationship segue that gives a navigation
    /// controller its child (every such marker in the corpus has one). A nil
    /// property has nothing to archive: the controller lists
    /// (`UIChildViewControllers`, `UIViewControllers`) hold the segue's
    /// child, as Apple's storyboard pair with a navigation controller shows,
    /// so the marker writes nothing.
    static func isNilViewControllers(_ child: XIBElement) -> Bool {
        child.name == "nil" && child[attribute: "name"] == "viewControllers"
    }

    /// The warning for `<value key="contentSizeForViewInPopover">`.
    static let popoverSizeLeftOut = "<value key=\"contentSizeForViewInPopover\"> in a view controller: UIKit's decoder "
        + "reads the sizes UIContentSizeForViewInPopover and UIPreferredContentSize, but no Apple nib shows which one "
        + "ibtool writes or where; left out"

    /// The warning for a child whose encoding no Apple nib shows: an empty
    /// `<toolbarItems/>` (UIKit's encoder writes nothing for it) and a popover
    /// content size (UIKitCore's `-[UIViewController initWithCoder:]`, iOS
    /// 18.2, reads two sizes for it with `decodeCGSizeForKey:`; which of them
    /// ibtool sets is not known). `nil` for any other child.
    private static func unplacedChildMessage(_ child: XIBElement, in element: XIBElement) -> String? {
        if child.name == "toolbarItems", child.children.isEmpty {
            return emptyToolbarItems(in: element.name)
        }
        if child.name == "value", child[attribute: "key"] == "contentSizeForViewInPopover" {
            return popoverSizeLeftOut
        }
        return nil
    }
}

/// A container view controller as its bar sees it: its delegate, and the items it shows.
struct BarController {
    let controller: Reference
    let items: [Reference]
}
