import NibBytes
import NibGraph
import XIBReader

/// `<pathControl>` → `NSPathControl` and `<pathCell>` → `NSPathCell`.
///
/// The control writes its view keys, with `NSDragTypes` (URLs and file
/// names) after the subviews when it is editable, and its control keys
/// (send-action mask 4).
///
/// The cell writes a text cell's flags, `NSContents` (its `<url>` as an
/// `NSURL`), `NSSupport`, `NSControlView`, `NSBackgroundColor`, then
/// `NSPathComponentCells`: one `NSPathComponentCell` per component of a file
/// URL (the root is "Macintosh HD"), each with its title, the cell's font,
/// the text background and control text colors and the component's URL; then
/// `NSDelegate` (the control) and `NSAllowedTypes` (when the document lists them).
enum PathControlElement {
    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ control: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "pathCell:cell", "connections"])
        context.beginObject(control, of: element, className: "NSPathControl")
        let editable = element.child(named: "pathCell", key: "cell")?.bool("editable") == true
        context.appendViewKeys(element, to: control, hugging: .init(omitted: (250, 750))) { context in
            guard editable else { return }
            let types = ["Apple URL pasteboard type", "NSFilenamesPboardType"].map { context.builder.string($0) }
            context.append("NSDragTypes", .object(context.builder.set(types, className: FoundationClasses.mutableSet)),
                           to: control)
        }
        context.appendControlKeys(element, to: control, sendActionMask: 4)
    }

    static let knownCellAttributes: NameSet = [
        "key", "id", "selectable", "editable", "alignment", "enabled", "controlSize", "userLabel", "refusesFirstResponder",
    ]

    static func compileCell(_ context: inout AppKitContext, _ element: XIBElement, _ cell: Reference) {
        context.warnUnknownAttributes(of: element, known: knownCellAttributes)
        context.warnUnknownChildren(of: element, known: ["font", "url:url", "color:backgroundColor", "allowedTypes"])
        let control = context.controlOfCurrentCell
        context.beginObject(cell, of: element, className: "NSPathCell")
        context.appendCellFlags(element, textCell: true, to: cell)
        let address = element.child(named: "url", key: "url")?[attribute: "string"]
        context.append("NSContents", address.map { .object(url(&context, $0)) } ?? .null, to: cell)
        let font = element.child(named: "font", key: "font").map { context.font($0) }
        context.append("NSSupport", font.map { .object($0) } ?? .null, to: cell)
        context.append("NSControlView", control.map { .object($0) } ?? .null, to: cell)
        if let background = context.colorChild(element, key: "backgroundColor") {
            context.append("NSBackgroundColor", .object(background), to: cell)
        }
        let components = componentCells(&context, address, font: font)
        context.append("NSPathComponentCells", .object(context.builder.array(components, className: FoundationClasses.mutableArray)),
                       to: cell)
        context.append("NSDelegate", control.map { .object($0) } ?? .null, to: cell)
        if let allowed = element.child(named: "allowedTypes") {
            let types = allowed.children.filter { $0.name == "string" }.map { context.builder.string($0.text) }
            context.append("NSAllowedTypes", .object(types.isEmpty ? context.emptyArray() : context.builder.array(types)), to: cell)
        }
    }

    /// An `NSURL` of `address` (absolute, no base).
    static func url(_ context: inout AppKitContext, _ address: String) -> Reference {
        let url = context.builder.addObject("NSURL")
        context.append("NS.base", .null, to: url)
        context.appendString("NS.relative", address, to: url)
        return url
    }

    /// The component cells of a `file://` URL: the volume, then each folder and file.
    private static func componentCells(_ context: inout AppKitContext, _ address: String?, font: Reference?) -> [Reference] {
        guard let address, address.hasPrefix("file://") else { return [] }
        let names = address.dropFirst("file://".count).split(separator: "/").map(String.init)
        var cells: [Reference] = []
        var path = "file:///"
        for index in -1..<names.count {
            if index >= 0 { path += (index > 0 ? "/" : "") + names[index] }
            let title = index < 0 ? "Macintosh HD" : names[index].removingPercentEncoding ?? names[index]
            let cell = context.builder.addObject("NSPathComponentCell")
            context.append("NSCellFlags", .integer(AppKitContext.CellFlags.textCell | AppKitContext.CellFlags.truncatesLastLine),
                           to: cell)
            // Natural alignment, clipping.
            context.append("NSCellFlags2", .integer(4 << 26 | 2 << 9), to: cell)
            context.appendString("NSContents", title, to: cell)
            context.append("NSSupport", font.map { .object($0) } ?? .null, to: cell)
            context.append("NSBackgroundColor", .object(context.catalogColor("textBackgroundColor")), to: cell)
            context.append("NSTextColor", .object(context.catalogColor("controlTextColor")), to: cell)
            context.append("NSURL", .object(url(&context, path)), to: cell)
            cells.append(cell)
        }
        return cells
    }
}
