/// The UIKit and AppKit classes custom classes usually descend from, with the
/// outlets Interface Builder offers on them and the responder actions they
/// implement: what an outlet or action may name when the sources do not
/// declare it. A class not listed here ends the check (it may declare anything).
enum FrameworkClasses {
    struct Entry {
        let superclass: String?
        let outlets: [String]
        let actions: [String]
    }

    static let standardEditActions = [
        "copy:", "cut:", "paste:", "delete:", "select:", "selectAll:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "increaseSize:", "decreaseSize:",
        "becomeFirstResponder", "resignFirstResponder", "undo:", "redo:",
    ]

    static let table: [String: Entry] = [
        "NSObject": Entry(superclass: nil, outlets: [], actions: []),
        // UIKit
        "UIResponder": Entry(superclass: "NSObject", outlets: ["inputView", "inputAccessoryView"], actions: standardEditActions),
        "UIView": Entry(superclass: "UIResponder", outlets: ["gestureRecognizers", "maskView"], actions: []),
        "UIControl": Entry(superclass: "UIView", outlets: [], actions: []),
        "UIButton": Entry(superclass: "UIControl", outlets: ["menu"], actions: []),
        "UILabel": Entry(superclass: "UIView", outlets: [], actions: []),
        "UIImageView": Entry(superclass: "UIView", outlets: [], actions: []),
        "UIStackView": Entry(superclass: "UIView", outlets: [], actions: []),
        "UIScrollView": Entry(superclass: "UIView", outlets: ["delegate", "refreshControl"], actions: []),
        "UITableView": Entry(superclass: "UIScrollView", outlets: [
            "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "tableHeaderView", "tableFooterView", "backgroundView",
        ], actions: []),
        "UICollectionView": Entry(superclass: "UIScrollView", outlets: [
            "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "collectionViewLayout", "backgroundView",
        ], actions: []),
        "UITextView": Entry(superclass: "UIScrollView", outlets: [], actions: []),
        "UITextField": Entry(superclass: "UIControl", outlets: ["delegate", "leftView", "rightView"], actions: []),
        "UISearchBar": Entry(superclass: "UIView", outlets: ["delegate"], actions: []),
        "UIPickerView": Entry(superclass: "UIView", outlets: ["dataSource", "delegate"], actions: []),
        "UIWebView": Entry(superclass: "UIView", outlets: ["delegate"], actions: ["goBack", "goForward", "reload", "stopLoading"]),
        "WKWebView": Entry(superclass: "UIView", outlets: ["navigationDelegate", "UIDelegate"], actions: ["goBack", "goForward", "reload", "stopLoading"]),
        "MKMapView": Entry(superclass: "UIView", outlets: ["delegate"], actions: []),
        "UINavigationBar": Entry(superclass: "UIView", outlets: ["delegate"], actions: []),
        "UITabBar": Entry(superclass: "UIView", outlets: ["delegate", "selectedItem"], actions: []),
        "UIToolbar": Entry(superclass: "UIView", outlets: ["delegate"], actions: []),
        "UITableViewCell": Entry(superclass: "UIView", outlets: [
            "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "accessoryView", "editingAccessoryView",
        ], actions: []),
        "UICollectionReusableView": Entry(superclass: "UIView", outlets: [], actions: []),
        "UICollectionViewCell": Entry(superclass: "UICollectionReusableView", outlets: ["backgroundView", "selectedBackgroundView"], actions: []),
        "UIGestureRecognizer": Entry(superclass: "NSObject", outlets: ["delegate"], actions: []),
        "UIBarItem": Entry(superclass: "NSObject", outlets: [], actions: []),
        "UIBarButtonItem": Entry(superclass: "UIBarItem", outlets: ["customView", "menu"], actions: []),
        "UITabBarItem": Entry(superclass: "UIBarItem", outlets: [], actions: []),
        "UINavigationItem": Entry(superclass: "NSObject", outlets: [
            "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "leftBarButtonItems", "rightBarButtonItems",
        ], actions: []),
        "UIViewController": Entry(superclass: "UIResponder", outlets: [
            "view", "searchDisplayController", "navigationItem", "tabBarItem", "toolbarItems",
        ], actions: ["unwind:"]),
        "UITableViewController": Entry(superclass: "UIViewController", outlets: ["tableView", "refreshControl"], actions: []),
        "UICollectionViewController": Entry(superclass: "UIViewController", outlets: ["collectionView"], actions: []),
        "UINavigationController": Entry(superclass: "UIViewController", outlets: ["delegate", "navigationBar", "toolbar"], actions: []),
        "UITabBarController": Entry(superclass: "UIViewController", outlets: ["delegate", "tabBar", "viewControllers"], actions: []),
        "UISplitViewController": Entry(superclass: "UIViewController", outlets: ["delegate"], actions: []),
        "UIPageViewController": Entry(superclass: "UIViewController", outlets: ["dataSource", "delegate"], actions: []),
        "UIApplication": Entry(superclass: "UIResponder", outlets: ["delegate"], actions: []),
        "UIWindow": Entry(superclass: "UIView", outlets: ["rootViewController"], actions: []),
        // AppKit
        "NSResponder": Entry(superclass: "NSObject", outlets: ["nextResponder", "menu"], actions: [
            "copy:", "cut:", "paste:", "delete:", "selectAll:", "undo:", "redo:", "performClose:", "performMiniaturize:", "performZoom:",
            "orderFrontStandardAboutPanel:", "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "showHelp:",
            "newDocument:", "openDocument:", "saveDocument:", "saveDocumentAs:", "revertDocumentToSaved:", "runPageLayout:", "print:",
        ]),
        "NSView": Entry(superclass: "NSResponder", outlets: ["nextKeyView"], actions: []),
        "NSControl": Entry(superclass: "NSView", outlets: ["delegate", "formatter", "target"], actions: []),
        "NSWindow": Entry(superclass: "NSResponder", outlets: ["delegate", "initialFirstResponder", "contentView", "toolbar"], actions: []),
        "NSWindowController": Entry(superclass: "NSResponder", outlets: ["window"], actions: ["showWindow:"]),
        "NSViewController": Entry(superclass: "NSResponder", outlets: ["view"], actions: []),
        "NSApplication": Entry(superclass: "NSResponder", outlets: ["delegate", "mainMenu", "windowsMenu", "servicesMenu"], actions: []),
        "NSTableView": Entry(superclass: "NSControl", outlets: ["dataSource"], actions: []),
        "NSOutlineView": Entry(superclass: "NSTableView", outlets: [], actions: []),
        "NSMenu": Entry(superclass: "NSObject", outlets: ["delegate"], actions: []),
        "NSMenuItem": Entry(superclass: "NSObject", outlets: ["submenu"], actions: []),
        "NSDocument": Entry(superclass: "NSObject", outlets: ["window"], actions: []),
    ]

    /// Whether the table knows `name`.
    static func knows(_ name: String) -> Bool { table[name] != nil }

    /// The outlets of `name` and its superclasses; nil when the class is not listed.
    static func outlets(of name: String) -> Set<String>? {
        collect(name) { $0.outlets }
    }

    /// The actions of `name` and its superclasses; nil when the class is not listed.
    static func actions(of name: String) -> Set<String>? {
        collect(name) { $0.actions }
    }

    private static func collect(_ name: String, _ part: (Entry) -> [String]) -> Set<String>? {
        guard table[name] != nil else { return nil }
        var result: Set<String> = []
        var next: String? = name
        while let current = next, let entry = table[current] {
            result.formUnion(part(entry))
            next = entry.superclass
        }
        return result
    }
}
