import AppKitCompiler
import IBDocument
import NibBytes
import UIKitCompiler
import XIBReader

/// The layout of an Interface Builder document: a picture for each top-level
/// view or window of a xib, and for each scene of a storyboard, read from the
/// document's elements (frames as `<rect key="frame">` stores them).
public enum DocumentLayout {
    /// The layout of the Interface Builder XML in `bytes`: a 3.0 document (or
    /// a 2.0 storyboard), or an Interface Builder 3 archive, drawn from the
    /// nib it compiles to.
    public static func layout(bytes: ByteView, path: String) throws(IBDocumentError) -> RenderLayout {
        let root = try IBDocument.readRoot(bytes, path: path)
        guard root.name == "archive" else { return layout(try IBDocument(root: root, path: path)) }
        let archive = try LegacyArchive(root: root, path: path)
        return NibLayout.layout(archive.isCocoa ? AppKitCompiler.compileLegacy(archive).graph : UIKitCompiler.compileLegacy(archive).graph)
    }

    public static func layout(_ document: IBDocument) -> RenderLayout {
        let reader = Reader(document: document)
        var pictures: [RenderPicture] = []
        let outlets = reader.outlets()
        switch document.kind {
        case .xib:
            for object in document.objects {
                for tree in reader.roots(object) {
                    pictures.append(tree.picture(name: tree.id, title: reader.title(object, root: tree), outlets: outlets))
                }
            }
        case .storyboard:
            for scene in document.root.children(of: "scenes") where scene.name == "scene" {
                let objects = scene.children(of: "objects")
                guard let (object, tree) = objects.lazy.compactMap({ object in reader.roots(object).first.map { (object, $0) } }).first
                else { continue }
                let name = scene[attribute: "sceneID"] ?? tree.id
                pictures.append(tree.picture(name: name, title: reader.title(object, root: tree), outlets: outlets))
            }
        }
        return RenderLayout(pictures: pictures)
    }

    /// Reading views from one document.
    struct Reader {
        let document: IBDocument
        var isAppKit: Bool { document.platform == .macOS }

        /// Keys under which a view holds views that are not in its `<subviews>`.
        static let viewKeys: Set<String> = [
            "contentView", "horizontalScroller", "verticalScroller", "headerView", "cornerView", "tableHeaderView", "tableFooterView",
            "backgroundView", "selectedBackgroundView",
        ]

        /// The views `object` draws as pictures of their own: itself when it is a
        /// view or window, else a controller's view (`key="view"`) or window.
        func roots(_ object: XIBElement) -> [ViewTree] {
            if object.name == "placeholder" { return [] }
            if document.platform == .watchOS, object.child(named: "items") != nil || object.name.hasSuffix("ontroller") {
                return [watchScreen(object)]
            }
            if object.name == "window" || object.name == "panel" { return [window(object)] }
            if object.child(named: "rect", key: "frame") != nil { return view(object, depth: 0).map { [$0] } ?? [] }
            if let view = object.child(key: "view"), view.name != "placeholder" { return self.view(view, depth: 0).map { [$0] } ?? [] }
            if let window = object.children.first(where: { $0.name == "window" && $0[attribute: "key"] == "window" }) {
                return [self.window(window)]
            }
            return []
        }

        /// A picture's heading: the controller's or view's class, with the window title or storyboard identifier.
        func title(_ object: XIBElement, root: ViewTree) -> String {
            let name = object[attribute: "id"] == root.id ? root.className : className(object)
            let label = object[attribute: "userLabel"] ?? object[attribute: "storyboardIdentifier"] ?? object[attribute: "title"]
            return label.map { "\(name) (\($0))" } ?? name
        }

        /// A WatchKit interface controller: its items have no frames (WatchKit
        /// lays them out in a column), so they are drawn in a column, each
        /// 30 points high, on a 136 × 170 point (38 mm) screen.
        func watchScreen(_ controller: XIBElement) -> ViewTree {
            var screen = ViewTree(id: controller[attribute: "id"] ?? "", className: className(controller))
            screen.frame = RenderRect(x: 0, y: 0, width: 136, height: 170)
            var top = 0.0
            for item in controller.children(of: "items") {
                guard var tree = view(item, depth: 1) else { continue }
                if tree.frame == nil { tree.frame = RenderRect(x: 0, y: top, width: 136, height: 30) }
                top += tree.frame?.height ?? 30
                screen.subviews.append(tree)
            }
            return screen
        }

        /// A window: its content rectangle, title and content view.
        func window(_ element: XIBElement) -> ViewTree {
            var tree = ViewTree(id: element[attribute: "id"] ?? "", className: className(element))
            tree.frame = rect(element.child(named: "rect", key: "contentRect"))
            tree.measuresFromBottom = true
            if let content = element.child(key: "contentView"), var view = view(content, depth: 1) {
                // The content view fills the window's content rectangle.
                if let size = tree.frame { view.frame = RenderRect(x: 0, y: 0, width: size.width, height: size.height) }
                tree.subviews = [view]
            }
            return tree
        }

        func view(_ element: XIBElement, depth: Int) -> ViewTree? {
            guard depth < ViewTree.maximumDepth else { return nil }
            var tree = ViewTree(id: element[attribute: "id"] ?? "", className: className(element))
            tree.frame = rect(element.child(named: "rect", key: "frame"))
            tree.isHidden = element.bool("hidden") ?? false
            tree.background = element.child(named: "color", key: "backgroundColor").flatMap(color)
            let cell = element.child(key: "cell")
            let state = element.children.first { $0.name == "state" && $0[attribute: "key"] == "normal" }
                ?? element.children.first { $0.name == "state" }
            tree.text = ViewTree.clipped(
                element[attribute: "text"] ?? element.child(named: "string", key: "text")?.text ?? state?[attribute: "title"]
                    ?? cell?[attribute: "title"] ?? element[attribute: "placeholder"] ?? cell?[attribute: "placeholderString"])
            if let font = element.child(named: "fontDescription", key: "fontDescription") {
                tree.fontSize = font.double("pointSize")
            } else if let font = cell?.child(named: "font", key: "font") {
                tree.fontSize = font.double("size") ?? 13
            } else if element.name == "button" && !isAppKit {
                tree.fontSize = 15  // what UIKit's compiler archives for a button without a font
            }
            tree.textColor = (element.child(named: "color", key: "textColor") ?? state?.child(named: "color", key: "titleColor")
                ?? cell?.child(named: "color", key: "textColor")).flatMap(color)
            tree.image = element[attribute: "image"] ?? state?[attribute: "image"] ?? cell?[attribute: "image"]
            var children = element.children(of: "subviews")
            children += element.children.filter { $0[attribute: "key"].map(Self.viewKeys.contains) ?? false }
            if isAppKit {
                let flipped = ViewTree.flippedAppKitClasses
                tree.measuresFromBottom = !flipped.contains(tree.className)
                    && !(element.name == "clipView" && children.first.map { flipped.contains(className($0)) } == true)
            }
            tree.subviews = children.compactMap { view($0, depth: depth + 1) }
            return tree
        }

        /// The class the runtime builds: the custom class, else UIKit's or AppKit's class for the element name.
        func className(_ element: XIBElement) -> String {
            if let custom = element[attribute: "customClass"] { return custom }
            if document.platform == .watchOS {
                // WatchKit's interface objects: `label` → `WKInterfaceLabel`.
                if element.name == "controller" { return "WKInterfaceController" }
                if element.name == "notificationController" { return "WKUserNotificationInterfaceController" }
                return "WKInterface" + element.name.prefix(1).uppercased() + element.name.dropFirst()
            }
            return Self.className(element: element.name, appKit: isAppKit)
        }

        /// `label` → `UILabel`, `customView` → `NSView`, `tableViewCellContentView` → `UITableViewCellContentView`.
        static func className(element name: String, appKit: Bool) -> String {
            let special: [String: String] = appKit
                ? ["customView": "NSView", "panel": "NSPanel", "viewController": "NSViewController"]
                : ["viewController": "UIViewController", "tableViewController": "UITableViewController"]
            if let known = special[name] { return known }
            guard let first = name.first else { return appKit ? "NSObject" : "NSObject" }
            return (appKit ? "NS" : "UI") + String(first).uppercased() + name.dropFirst()
        }

        /// `<rect x= y= width= height=>` as a rectangle (missing numbers are 0).
        func rect(_ element: XIBElement?) -> RenderRect? {
            guard let element else { return nil }
            return RenderRect(x: element.double("x") ?? 0, y: element.double("y") ?? 0, width: element.double("width") ?? 0,
                              height: element.double("height") ?? 0)
        }

        /// A `<color>` as sRGB, converted as the UIKit compiler converts it: calibrated
        /// white through the sRGB curve, Display P3 through its primaries, a color-matched
        /// document's calibrated RGB from Generic RGB, system colors
        /// from the document's resources or UIKit's table. Nil for catalog colors.
        func color(_ element: XIBElement) -> RenderColor? {
            color(element, resources: true)
        }

        /// `resources`: whether a system color may be looked up in the document's resources (not again from one).
        private func color(_ element: XIBElement, resources: Bool) -> RenderColor? {
            if let name = element[attribute: "systemColor"] ?? element[attribute: "cocoaTouchSystemColor"] {
                if resources, let resource = document.resource("systemColor", named: name)?.child(named: "color") {
                    return color(resource, resources: false)
                }
                return SystemColors.components(named: name).map { RenderColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
            }
            let alpha = element.double("alpha") ?? 1
            let space = element[attribute: "colorSpace"] == "custom" ? element[attribute: "customColorSpace"] : element[attribute: "colorSpace"]
            if let white = element.double("white") {
                let level = space == "calibratedWhite" && !isAppKit ? ColorSpaces.deviceGray(fromCalibrated: white) : white
                return RenderColor(white: level, alpha: alpha)
            }
            guard let red = element.double("red"), let green = element.double("green"), let blue = element.double("blue") else { return nil }
            if space == "displayP3" {
                let srgb = ColorSpaces.sRGB(fromDisplayP3: (red, green, blue))
                return RenderColor(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
            }
            if element[attribute: "colorSpace"] == "calibratedRGB", !isAppKit, document.root.bool("colorMatched") == true {
                let srgb = ColorSpaces.sRGB(fromGenericRGB: (red, green, blue))
                return RenderColor(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
            }
            return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Every outlet of the document, by the ids of its ends.
        func outlets() -> [ViewTree.Outlet] {
            var result: [ViewTree.Outlet] = []
            var pending = [document.root]
            while let element = pending.popLast() {
                for outlet in element.children(of: "connections") where outlet.name == "outlet" {
                    guard let property = outlet[attribute: "property"], let destination = outlet[attribute: "destination"] else { continue }
                    let name = element[attribute: "placeholderIdentifier"] == "IBFilesOwner" ? "File's Owner" : className(element)
                    result.append(ViewTree.Outlet(property: property, sourceID: element[attribute: "id"] ?? "", sourceName: name,
                                                  destinationID: destination))
                }
                pending.append(contentsOf: element.children.reversed())
            }
            return result
        }
    }
}
