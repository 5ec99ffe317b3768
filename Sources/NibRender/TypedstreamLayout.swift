import NibGraph
import Typedstream

/// The layout of a NeXT typedstream nib (an old bundle's `objects.nib`): a
/// picture for each top-level window or view.
///
/// A typedstream's values have no keys, so each class is read by the groups
/// its `encodeWithCoder:` wrote, found by their type encodings (the order
/// AppKit's non-keyed coders use, as GNUstep's and the corpus files show):
///
/// - `NSIBObjectData`: the File's Owner (`@`), a count (`i`), then that many
///   `@@` groups, each an object and its parent; top-level objects are the
///   ones whose parent is the File's Owner.
/// - `NSWindowTemplate`: `iiffffi@@@@@c`: style mask, backing, the content
///   rectangle (x, y, width, height), flags, title, window class, view
///   class, content view…
/// - `NSView`: after `NSResponder`'s `@`, its flags (`i`, bit 31 hidden),
///   then `@@@@ffffffff`: subviews, three more objects, frame, bounds.
/// - `NSControl`: `icc@`, the last value its cell; `NSCell`: `ii`, then
///   `@@@@`: contents (the title), font… ; `NSFont`: its size is the `f` group.
/// - `NSNibOutletConnector`: `@@@`: source, destination, outlet name.
public enum TypedstreamLayout {
    public static func layout(_ archive: TypedstreamArchive) -> RenderLayout {
        let reader = Reader(archive: archive)
        let outlets = reader.outlets()
        var pictures: [RenderPicture] = []
        for index in reader.topLevel() {
            if let window = reader.window(index) {
                pictures.append(window.picture(name: reader.id(index), title: reader.windowTitle(index), outlets: outlets))
            } else if reader.viewGroup(index) != nil {
                var drawn: Set<Int> = []
                if let tree = reader.view(index, depth: 0, drawn: &drawn) {
                    pictures.append(tree.picture(name: reader.id(index), title: tree.className, outlets: outlets))
                }
            }
        }
        return RenderLayout(pictures: pictures)
    }

    struct Reader {
        let archive: TypedstreamArchive
        /// Each class's chain, worked out once.
        let chains: [Set<String>]

        init(archive: TypedstreamArchive) {
            self.archive = archive
            chains = archive.classes.indices.map { Set(archive.classChain(ofClass: $0)) }
        }

        /// The id of stream object `index`: its number in the object graph (`nibtool dump`).
        func id(_ index: Int) -> String { "#\(index + 1)" }

        func object(_ value: TypedstreamValue?) -> Int? {
            if case .object(let index?)? = value, archive.objects.indices.contains(index) { return index }
            return nil
        }

        func groups(_ index: Int) -> [TypedstreamGroup] { archive.objects[index].groups }

        func isKind(_ index: Int, of className: String) -> Bool {
            let type = archive.objects[index].classIndex
            return chains.indices.contains(type) && chains[type].contains(className)
        }

        /// The text of an `NSString` (its `+` bytes) or a C string.
        func string(_ value: TypedstreamValue?) -> String? {
            if case .sharedString(let bytes?)? = value { return String(decoding: bytes, as: UTF8.self) }
            guard let index = object(value), FoundationClasses.role(of: archive.className(of: index)) == .string,
                  case .bytes(let bytes)? = groups(index).first?.values.first
            else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// The objects of an array or set: every object value after its count.
        func elements(_ value: TypedstreamValue?) -> [Int] {
            guard let index = object(value), FoundationClasses.role(of: archive.className(of: index)) != nil else { return [] }
            return groups(index).flatMap(\.values).compactMap { object($0) }
        }

        /// `NSIBObjectData`'s File's Owner and its objects with their parents, when the stream starts with one.
        func objectData() -> (owner: Int?, parents: [(object: Int, parent: Int?)])? {
            guard let data = object(archive.contents.first?.values.first), archive.className(of: data) == "NSIBObjectData" else { return nil }
            let groups = groups(data)
            guard groups.count >= 2, groups[0].encoding == "@", groups[1].encoding == "i",
                  case .integer(let count, _) = groups[1].values[0], count >= 0
            else { return nil }
            var parents: [(Int, Int?)] = []
            for group in groups.dropFirst(2).prefix(Int(min(count, Int64(groups.count)))) {
                guard group.encoding == "@@", let child = object(group.values[0]) else { break }
                parents.append((child, object(group.values[1])))
            }
            return (object(groups[0].values[0]), parents)
        }

        /// The top-level objects: those whose parent is the File's Owner; without
        /// `NSIBObjectData`, every window template and every view without a superview.
        func topLevel() -> [Int] {
            if let data = objectData(), let owner = data.owner {
                return data.parents.filter { $0.parent == owner }.map(\.object)
            }
            return archive.objects.indices.filter { index in
                if isKind(index, of: "NSWindowTemplate") { return true }
                guard let group = viewGroup(index) else { return false }
                return superview(index, after: group) == nil
            }
        }

        /// The superview: the `@` group right after the view's frame group.
        func superview(_ index: Int, after group: Int) -> Int? {
            let all = groups(index)
            guard group + 1 < all.count, all[group + 1].encoding == "@" else { return nil }
            return object(all[group + 1].values[0])
        }

        /// The index of `NSView`'s `@@@@ffffffff` group.
        func viewGroup(_ index: Int) -> Int? {
            guard isKind(index, of: "NSView") else { return nil }
            return groups(index).firstIndex { $0.encoding == "@@@@ffffffff" }
        }

        func rect(_ values: ArraySlice<TypedstreamValue>) -> RenderRect? {
            let numbers = values.compactMap(\.number)
            guard numbers.count == 4 else { return nil }
            return RenderRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }

        /// A window template's group, when it has the shape `iiffffi@@@@…`.
        func windowGroup(_ index: Int) -> TypedstreamGroup? {
            guard isKind(index, of: "NSWindowTemplate"), let group = groups(index).first,
                  group.encoding.hasPrefix("iiffffi@@@@"), group.values.count >= 11
            else { return nil }
            return group
        }

        func windowTitle(_ index: Int) -> String {
            guard let group = windowGroup(index) else { return "NSWindow" }
            let className = string(group.values[8]) ?? "NSWindow"
            return className + (string(group.values[7]).map { " (\($0))" } ?? "")
        }

        /// A window template: its content rectangle, and the content view filling it.
        func window(_ index: Int) -> ViewTree? {
            guard let group = windowGroup(index) else { return nil }
            var tree = ViewTree(id: id(index), className: string(group.values[8]) ?? "NSWindow")
            tree.frame = rect(group.values[2...5])
            tree.measuresFromBottom = true
            var drawn: Set<Int> = []
            if let content = object(group.values[10]), var view = view(content, depth: 1, drawn: &drawn) {
                if let size = tree.frame { view.frame = RenderRect(x: 0, y: 0, width: size.width, height: size.height) }
                tree.subviews = [view]
            }
            return tree
        }

        /// A view and its subviews; each view is drawn once in a picture (`drawn`), however often it is named.
        func view(_ index: Int, depth: Int, drawn: inout Set<Int>) -> ViewTree? {
            guard depth < ViewTree.maximumDepth, let frameGroup = viewGroup(index), drawn.insert(index).inserted else { return nil }
            let all = groups(index)
            let group = all[frameGroup]
            var tree = ViewTree(id: id(index), className: className(index))
            tree.frame = rect(group.values[4...7])
            if frameGroup > 0, all[frameGroup - 1].encoding == "i", case .integer(let flags, _) = all[frameGroup - 1].values[0],
               flags & 0x8000_0000 != 0 {
                tree.isHidden = true
            }
            if let cell = cell(index) {
                let cellGroups = groups(cell)
                if let contents = cellGroups.first(where: { $0.encoding == "@@@@" }) {
                    tree.text = ViewTree.clipped(string(contents.values[0]))
                    if let font = object(contents.values[1]) {
                        tree.fontSize = groups(font).first { $0.encoding == "f" }?.values[0].number
                    }
                }
            }
            let flipped = ViewTree.flippedAppKitClasses
            let subviews = elements(group.values[0])
            let document = subviews.first.map { archive.className(of: $0) }
            tree.measuresFromBottom = !flipped.contains(tree.className)
                && !(tree.className == "NSClipView" && document.map(flipped.contains) == true)
            for subview in subviews {
                if let child = view(subview, depth: depth + 1, drawn: &drawn) { tree.subviews.append(child) }
            }
            return tree
        }

        /// The class the runtime builds: a custom view's class name (the string of its last group), else the archived class.
        func className(_ index: Int) -> String {
            let name = archive.className(of: index)
            if name == "NSCustomView", let custom = groups(index).last.flatMap({ string($0.values.first) }), !custom.isEmpty {
                return custom
            }
            return name
        }

        /// A control's cell: the last value of `NSControl`'s `icc@` group.
        func cell(_ index: Int) -> Int? {
            guard isKind(index, of: "NSControl"), let group = groups(index).first(where: { $0.encoding == "icc@" }) else { return nil }
            return object(group.values[3])
        }

        /// Every outlet connector's source, destination and name.
        func outlets() -> [ViewTree.Outlet] {
            let owner = objectData()?.owner
            return archive.objects.indices.compactMap { index in
                guard isKind(index, of: "NSNibOutletConnector"), let group = groups(index).first, group.encoding == "@@@",
                      let destination = object(group.values[1]), let label = string(group.values[2])
                else { return nil }
                let source = object(group.values[0])
                let name = source.map { $0 == owner ? "File's Owner" : className($0) } ?? ""
                return ViewTree.Outlet(property: label, sourceID: source.map(id) ?? "", sourceName: name, destinationID: id(destination))
            }
        }
    }
}
