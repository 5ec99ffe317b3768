import Foundation
import NibCoding
import NibGraph
import UIKitCompiler

/// The layout of a compiled nib (NIBArchive or keyed archive): a picture for
/// each top-level view or window, read from the object graph through
/// ``NibInspection`` (its top-level objects, class names, strings and
/// frames, the ones `nibtool hierarchy` prints).
public enum NibLayout {
    public static func layout(_ graph: NibGraph) -> RenderLayout {
        layout(NibInspection(graph: graph))
    }

    public static func layout(_ inspection: NibInspection) -> RenderLayout {
        let reader = Reader(inspection: inspection)
        let outlets = reader.outlets()
        var pictures: [RenderPicture] = []
        var drawn: Set<Int> = []
        for index in inspection.topLevelIndices {
            guard let (root, tree) = reader.root(index), drawn.insert(root).inserted else { continue }
            let object = inspection.graph.objects[index]
            var title = inspection.summary(index).className + (root == index ? "" : " (view \(tree.className))")
            if object.className == "NSWindowTemplate" {
                title = tree.className + (reader.text(object["NSWindowTitle"]).map { " (\($0))" } ?? "")
            }
            pictures.append(tree.picture(name: "#\(index)", title: title, outlets: outlets))
        }
        return RenderLayout(pictures: pictures)
    }

    struct Reader {
        let inspection: NibInspection
        var graph: NibGraph { inspection.graph }
        var isAppKit: Bool { graph.objects.first?["IB.objectdata"] != nil }

        func object(_ value: NibGraph.Value?) -> Int? {
            if case .object(let index)? = value, graph.objects.indices.contains(index) { return index }
            return nil
        }

        /// The view a top-level object draws, and its tree: itself when it has a
        /// frame, a window template's content view, or a view controller's view.
        func root(_ index: Int) -> (Int, ViewTree)? {
            let top = graph.objects[index]
            if top.className == "NSWindowTemplate" { return (index, window(index)) }
            if inspection.frame(of: top) != nil { return view(index, depth: 0, visited: []).map { (index, $0) } }
            if let view = object(top["UIView"]), inspection.frame(of: graph.objects[view]) != nil {
                return self.view(view, depth: 0, visited: []).map { (view, $0) }
            }
            return nil
        }

        /// A window template: its content rectangle and title, and the content view filling it.
        func window(_ index: Int) -> ViewTree {
            let template = graph.objects[index]
            var tree = ViewTree(id: "#\(index)", className: inspection.string(template["NSWindowClass"]) ?? "NSWindow")
            if let text = inspection.string(template["NSWindowRect"]), let frame = NibInspection.rect(text) {
                tree.frame = RenderRect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
            }
            tree.measuresFromBottom = true
            if let content = object(template["NSWindowView"]), var view = view(content, depth: 1, visited: [index]) {
                if let size = tree.frame { view.frame = RenderRect(x: 0, y: 0, width: size.width, height: size.height) }
                tree.subviews = [view]
            }
            return tree
        }

        func view(_ index: Int, depth: Int, visited: Set<Int>) -> ViewTree? {
            guard depth < ViewTree.maximumDepth, !visited.contains(index) else { return nil }
            let object = graph.objects[index]
            var tree = ViewTree(id: "#\(index)", className: inspection.summary(index).className)
            tree.frame = inspection.frame(of: object).map {
                RenderRect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height)
            }
            if case .bool(true)? = object["UIHidden"] { tree.isHidden = true }
            if case .integer(let flags, _)? = object["NSvFlags"], flags & 0x8000_0000 != 0 { tree.isHidden = true }
            tree.background = color(object["UIBackgroundColor"])
            let content = buttonContent(object)
            let cell = self.object(object["NSCell"]).map { graph.objects[$0] }
            tree.text = ViewTree.clipped(
                text(object["UIText"]) ?? content.flatMap { text($0["UITitle"]) } ?? cell.flatMap { text($0["NSContents"]) }
                    ?? text(object["UIPlaceholder"]))
            if let font = self.object(object["UIFont"]) {
                tree.fontSize = number(graph.objects[font]["UIFontPointSize"])
            } else if let font = cell.flatMap({ self.object($0["NSSupport"]) }) {
                tree.fontSize = number(graph.objects[font]["NSSize"])
            }
            tree.textColor = color(object["UITextColor"]) ?? content.flatMap { color($0["UITitleColor"]) }
                ?? cell.flatMap { color($0["NSTextColor"]) }
            tree.image = imageName(object["UIImage"]) ?? content.flatMap { imageName($0["UIImage"]) }
                ?? cell.flatMap { imageName($0["NSContents"]) }
            var subviews = inspection.references(object["UISubviews"] ?? object["NSSubviews"])
            if let content = self.object(object["NSContentView"]), !subviews.contains(content) { subviews.insert(content, at: 0) }
            if isAppKit {
                let flipped = ViewTree.flippedAppKitClasses
                let document = subviews.first.map { inspection.summary($0).className }
                tree.measuresFromBottom = !flipped.contains(tree.className)
                    && !(tree.className == "NSClipView" && document.map(flipped.contains) == true)
            }
            let inside = visited.union([index])
            tree.subviews = subviews.compactMap { view($0, depth: depth + 1, visited: inside) }
            return tree
        }

        /// A button's content for the normal state (key 0), else its first state's.
        func buttonContent(_ object: NibGraph.Object) -> NibGraph.Object? {
            guard let dictionary = self.object(object["UIButtonStatefulContent"]),
                  case .array(let keys)? = graph.objects[dictionary]["NS.keys"],
                  case .array(let values)? = graph.objects[dictionary]["NS.objects"], !values.isEmpty
            else { return nil }
            let normal = keys.firstIndex { key in
                guard let index = self.object(key) else { return false }
                return number(graph.objects[index]["NS.intval"]) == 0
            } ?? 0
            return self.object(values[min(normal, values.count - 1)]).map { graph.objects[$0] }
        }

        /// The text of a string, localizable string or attributed string value.
        func text(_ value: NibGraph.Value?, depth: Int = 0) -> String? {
            if let text = inspection.string(value) { return text }
            guard depth < 4, let index = object(value) else { return nil }
            let object = graph.objects[index]
            if case .data(let bytes)? = object["NS.bytes"] { return String(decoding: bytes, as: UTF8.self) }
            return text(object["NSDev"] ?? object["NSString"], depth: depth + 1)
        }

        /// An image placeholder's or resource's name.
        func imageName(_ value: NibGraph.Value?) -> String? {
            guard let index = object(value) else { return nil }
            let image = graph.objects[index]
            return inspection.string(image["UIResourceName"] ?? image["NSResourceName"])
        }

        func number(_ value: NibGraph.Value?) -> Double? {
            switch value {
            case .float(let number)?: Double(number)
            case .double(let number)?: number
            case .integer(let number, _)?: Double(number)
            default: nil
            }
        }

        /// A `UIColor` (`UIRed`…, `UIWhite`, or a named system color) or an
        /// `NSColor` (`NSRGB` or `NSWhite` text) as sRGB.
        func color(_ value: NibGraph.Value?) -> RenderColor? {
            guard let index = object(value) else { return nil }
            let color = graph.objects[index]
            let alpha = number(color["UIAlpha"]) ?? 1
            if let red = number(color["UIRed"]), let green = number(color["UIGreen"]), let blue = number(color["UIBlue"]) {
                return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
            }
            if let white = number(color["UIWhite"]) { return RenderColor(white: white, alpha: alpha) }
            if let name = inspection.string(color["UISystemColorName"]), let known = SystemColors.components(named: name) {
                return RenderColor(red: known.red, green: known.green, blue: known.blue, alpha: known.alpha)
            }
            if case .data(let bytes)? = color["NSRGB"] {
                let parts = Self.components(String(decoding: bytes.prefix(200), as: UTF8.self))
                if parts.count >= 3 { return RenderColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count > 3 ? parts[3] : 1) }
            }
            if case .data(let bytes)? = color["NSWhite"] {
                let parts = Self.components(String(decoding: bytes.prefix(200), as: UTF8.self))
                if let white = parts.first { return RenderColor(white: white, alpha: parts.count > 1 ? parts[1] : 1) }
            }
            return nil
        }

        /// The numbers of AppKit's color text (`0.5 0.25 1`, NUL-terminated).
        static func components(_ text: String) -> [Double] {
            text.split { $0 == " " || $0 == "\0" || $0 == "\n" }.compactMap { Double($0) }
        }

        /// Every outlet of the nib, by the ids of its ends.
        func outlets() -> [ViewTree.Outlet] {
            inspection.connections.compactMap { connection in
                guard connection.kind == .outlet, let destination = connection.destinations.first else { return nil }
                let source = connection.source
                let name = source.map { $0.placeholder == "IBFilesOwner" ? "File's Owner" : $0.className } ?? ""
                return ViewTree.Outlet(property: connection.label, sourceID: source.map { "#\($0.index)" } ?? "", sourceName: name,
                                       destinationID: "#\(destination.index)")
            }
        }
    }
}
