import NibBytes
import NibGraph
import XIBReader

/// The `NSControl` and `NSCell` values every control and cell element writes,
/// in the order their encoders write them.
///
/// A control's keys follow its view keys: `NSTag` (when tagged), `NSEnabled`,
/// `NSCell`, `NSAllowsLogicalLayoutDirection`, `NSControlAllowsExpansionToolTips`
/// (when set), `NSControlSize`, `NSControlContinuous`,
/// `NSControlRefusesFirstResponder`, `NSControlUsesSingleLineMode`,
/// `NSControlTextAlignment`, `NSControlLineBreakMode`,
/// `NSControlWritingDirection`, `NSControlSendActionMask`; most of them
/// mirror the cell's attributes. A cell starts with `NSCellFlags` and
/// `NSCellFlags2`, bit sets of the cell's attributes (below).
extension AppKitContext {
    /// `NSCellFlags` bits.
    enum CellFlags {
        static let stateOn: Int64 = 0x8000_0000
        static let disabled: Int64 = 0x2000_0000
        static let editable: Int64 = 0x1000_0000
        static let textCell: Int64 = 0x0400_0000
        static let bordered: Int64 = 0x0080_0000
        static let bezeled: Int64 = 0x0040_0000
        /// Selectable, with the low bit ibtool sets with it.
        static let selectable: Int64 = 0x0020_0001
        static let scrollable: Int64 = 0x0010_0000
        static let continuous: Int64 = 0x0008_0000
        static let actsOnMouseDown: Int64 = 0x0004_0000
        static let actsOnMouseDragged: Int64 = 0x100
        static let truncatesLastLine: Int64 = 0x40
        static let doesNotActOnMouseUp: Int64 = 0x20
    }

    /// `NSCellFlags2` bits.
    enum CellFlags2 {
        /// The cell's title is not a value its formatter reads (AppKit's
        /// `hasInvalidObject`): ibtool sets it when a date-formatted title
        /// does not parse and stays text, as an empty one does.
        static let invalidObject: Int64 = 0x8000_0000
        /// `allowsEditingTextAttributes` (caffeine's bundle and HSChooserWindow's text field cells).
        static let allowsEditingTextAttributes: Int64 = 0x4000_0000
        static let refusesFirstResponder: Int64 = 0x0200_0000
        static let allowsMixedState: Int64 = 0x0100_0000
        static let sendsActionOnEndEditing: Int64 = 0x0040_0000
        static let focusRingNone: Int64 = 0x8000
        static let focusRingExterior: Int64 = 0x1_0000
        static let forbidsUndo: Int64 = 0x1000
        static let truncatesLastVisibleLine: Int64 = 0x100
        static let usesSingleLineMode: Int64 = 0x40
    }

    /// `NSLineBreakMode` values of `lineBreakMode`.
    static let lineBreakModes: [String: Int64] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]

    /// `NSTextAlignment` values of `alignment` (natural when absent).
    static let textAlignments: [String: Int64] = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]

    /// The alignment's bits in `NSCellFlags2`: AppKit's legacy numbering (left 0,
    /// right 1, center 2, justified 3, natural 4) in bits 26–28.
    static let cellAlignmentBits: [Int64: Int64] = [0: 0, 1: 2, 2: 1, 3: 3, 4: 4]

    static let controlSizes: [String: Int64] = ["regular": 0, "small": 1, "mini": 2, "large": 3]

    /// An integer as AppKit's encoder stores it: negative ones in 8 bytes.
    static func signed(_ value: Int64) -> NibGraphBuilder.Value {
        value < 0 ? .integerOfWidth(value, .int64) : .integer(value)
    }

    /// A 32-bit flag word: bit 31 set makes it negative, stored in 8 bytes.
    static func flagWord(_ value: Int64) -> NibGraphBuilder.Value {
        signed(Int64(Int32(truncatingIfNeeded: value)))
    }

    /// `NSCellFlags` and `NSCellFlags2` of a cell element. `textCell` marks
    /// cells that draw text (text field, button, pop-up, search field… cells).
    /// A button cell's border is in its button flags, not here (`bordersInCellFlags`).
    mutating func appendCellFlags(_ cell: XIBElement, textCell: Bool, bordersInCellFlags: Bool = true, to object: Reference) {
        append("NSCellFlags", Self.flagWord(cellFlags(cell, textCell: textCell, bordersInCellFlags: bordersInCellFlags)), to: object)
        append("NSCellFlags2", Self.flagWord(cellFlags2(cell)), to: object)
    }

    /// The `NSCellFlags` bits of a cell element (see ``appendCellFlags(_:textCell:bordersInCellFlags:to:)``).
    mutating func cellFlags(_ cell: XIBElement, textCell: Bool, bordersInCellFlags: Bool = true) -> Int64 {
        var flags: Int64 = 0
        let lineBreak = cell[attribute: "lineBreakMode"]
        if let lineBreak, lineBreak.hasPrefix("truncating") || lineBreak == "clipping" { flags |= CellFlags.truncatesLastLine }
        if textCell { flags |= CellFlags.textCell }
        if cell.bool("selectable") == true { flags |= CellFlags.selectable }
        if cell[attribute: "state"] == "on" { flags |= CellFlags.stateOn }
        if cell.bool("scrollable") == true { flags |= CellFlags.scrollable }
        if cell.bool("enabled") == false { flags |= CellFlags.disabled }
        if cell.bool("editable") == true { flags |= CellFlags.editable }
        if cell.bool("continuous") == true { flags |= CellFlags.continuous }
        switch bordersInCellFlags ? cell[attribute: "borderStyle"] : nil {
        case "bezel", "borderAndBezel": flags |= CellFlags.bezeled
        case "border": flags |= CellFlags.bordered
        default: break
        }
        return flags
    }

    /// The `NSCellFlags2` bits of a cell element: alignment, line break mode, control size, focus ring and behaviors.
    mutating func cellFlags2(_ cell: XIBElement) -> Int64 {
        let lineBreak = cell[attribute: "lineBreakMode"]
        var flags2: Int64 = 0
        let alignment = textAlignment(cell)
        flags2 |= (Self.cellAlignmentBits[alignment] ?? 4) << 26
        if cell.bool("sendsActionOnEndEditing") == true { flags2 |= CellFlags2.sendsActionOnEndEditing }
        if cell.bool("allowsEditingTextAttributes") == true { flags2 |= CellFlags2.allowsEditingTextAttributes }
        flags2 |= (lineBreak.flatMap { Self.lineBreakModes[$0] } ?? 0) << 9
        if cell.bool("refusesFirstResponder") == true { flags2 |= CellFlags2.refusesFirstResponder }
        flags2 |= (cell[attribute: "controlSize"].flatMap { Self.controlSizes[$0] } ?? 0) << 17
        if cell.bool("allowsMixedState") == true { flags2 |= CellFlags2.allowsMixedState }
        if cell.bool("allowsUndo") == false { flags2 |= CellFlags2.forbidsUndo }
        if cell.bool("usesSingleLineMode") == true { flags2 |= CellFlags2.usesSingleLineMode }
        switch cell[attribute: "focusRingType"] {
        case "none": flags2 |= CellFlags2.focusRingNone
        case "exterior": flags2 |= CellFlags2.focusRingExterior
        default: break
        }
        if cell.bool("truncatesLastVisibleLine") == true { flags2 |= CellFlags2.truncatesLastVisibleLine }
        // A date-formatted title that does not parse is kept as text, which ibtool marks invalid.
        if cell.child(key: "formatter")?.name == "dateFormatter", dateContents(cell) == nil {
            flags2 |= CellFlags2.invalidObject
        }
        return flags2
    }

    /// The cell's `alignment` as `NSTextAlignment` (natural when absent).
    mutating func textAlignment(_ cell: XIBElement) -> Int64 {
        guard let name = cell[attribute: "alignment"] else { return 4 }
        guard let value = Self.textAlignments[name] else {
            warn("alignment=\"\(name)\" is not supported yet; natural is used", at: cell)
            return 4
        }
        return value
    }

    /// The control whose cell is compiled now: the parent of the current
    /// object (a table column's cell's is the column's table).
    var controlOfCurrentCell: Reference? {
        guard parentStack.count >= 2 else { return nil }
        let parent = parentStack[parentStack.count - 2]
        if builder.className(of: parent) == "NSTableColumn", parentStack.count >= 3 { return parentStack[parentStack.count - 3] }
        return parent
    }

    /// The control keys of `control` after its view keys, compiling the cell
    /// (`<… key="cell">`) into `NSCell`.
    /// `continuous` is `NSControlContinuous` when the cell's kind decides it (a stepper that autorepeats).
    mutating func appendControlKeys(_ element: XIBElement, to control: Reference, sendActionMask: Int64, continuous: Bool? = nil) {
        let cellElement = element.children.first { $0[attribute: "key"] == "cell" }
        if let tag = number(element, "tag") { append("NSTag", Self.signed(Int64(tag)), to: control) }
        append("NSEnabled", .bool((cellElement?.bool("enabled") ?? true) && (element.bool("enabled") ?? true)), to: control)
        let cell = cellElement.flatMap { compile($0) }
        append("NSCell", cell.map { .object($0) } ?? .null, to: control)
        append("NSAllowsLogicalLayoutDirection", logicalLayoutDirection, to: control)
        if element.bool("allowsExpansionToolTips") == true {
            append("NSControlAllowsExpansionToolTips", .bool(true), to: control)
        }
        // A text field's preferred width set at first layout: NSControl's key, before the
        // control size (SUStatus's Apple nib; its place beside the tooltip switch is assumed).
        if element.bool("setsMaxLayoutWidthAtFirstLayout") == true {
            append("NSControlAutosetMaxLayoutWidth", .bool(true), to: control)
        }
        let size = cellElement?[attribute: "controlSize"].flatMap { Self.controlSizes[$0] } ?? 0
        append("NSControlSize", .integer(size), to: control)
        append("NSControlContinuous", .bool(continuous ?? (cellElement?.bool("continuous") == true)), to: control)
        append("NSControlRefusesFirstResponder", .bool(cellElement?.bool("refusesFirstResponder") == true), to: control)
        append("NSControlUsesSingleLineMode", .bool(cellElement?.bool("usesSingleLineMode") == true), to: control)
        append("NSControlTextAlignment", .integer(cellElement.map { textAlignment($0) } ?? 4), to: control)
        let lineBreak = cellElement?[attribute: "lineBreakMode"].flatMap { Self.lineBreakModes[$0] } ?? 0
        append("NSControlLineBreakMode", .integer(lineBreak), to: control)
        let direction: Int64 = switch cellElement?[attribute: "baseWritingDirection"] {
        case "leftToRight": 0
        case "rightToLeft": 1
        default: -1
        }
        append("NSControlWritingDirection", Self.signed(direction), to: control)
        append("NSControlSendActionMask", .integer(sendActionMask), to: control)
    }

    /// A cell's `NSContents` (its title: the `title` attribute, or a `<string key="title">`
    /// child, which documents use for text with line breaks; localizable when the
    /// compilation localizes), `NSSupport` (its font) and
    /// `NSControlView`, the keys every text-drawing cell starts with after its flags.
    /// `font` is the font when the cell's kind decides it rather than its `<font>`.
    mutating func appendCellContents(_ cell: XIBElement, to object: Reference, title: String? = nil, font given: Reference? = nil) {
        if cell.child(key: "formatter")?.name == "numberFormatter" {
            // A number-formatted title is the number it reads as; an empty one is left out.
            if let number = numberContents(cell) { append("NSContents", number, to: object) }
        } else if let interval = dateContents(cell) {
            append("NSContents", .object(date(interval)), to: object)
        } else {
            let text = title ?? cell[attribute: "title"] ?? cell.child(named: "string", key: "title").map(\.stringContent)
            // Localizable as the cell's title (Sparkle's Base.lproj nibs: text field and button cells).
            appendLocalizableString("NSContents", text, property: "title", of: cell, to: object)
        }
        let support = given ?? cell.child(named: "font", key: "font").map { font($0) }
        append("NSSupport", support.map { .object($0) } ?? .null, to: object)
    }

    /// The color child of `element` with key `key`, compiled.
    mutating func colorChild(_ element: XIBElement, key: String) -> Reference? {
        element.child(named: "color", key: key).flatMap { color($0) }
    }

    /// Children any object may have, compiled into connectors (Connections.swift).
    static let objectExtras: NameSet = ["connections", "userDefinedRuntimeAttributes", "accessibility", "string:toolTip"]

    /// Warns about each child of `element` that is not one of `known` (by
    /// element name, or `name:key` for keyed children) or of ``objectExtras``.
    /// The lists are short: read in order, they need no hashing.
    mutating func warnUnknownChildren(of element: XIBElement, known: [String]) {
        // Lengths first: most of `known` differ in length from a child's name.
        func isKnown(_ name: String) -> Bool {
            let length = name.utf8.count
            return known.contains { $0.utf8.count == length && $0 == name }
        }
        for child in element.children {
            let name = child.name
            // A view's constraints and layout guides are compiled with its view keys.
            if isKnown(name) || Self.objectExtras.contains(name) || LayoutConstraints.viewChildren.contains(name) { continue }
            // `name:key` is made only for the few children not known by name alone.
            let keyed = child[attribute: "key"].map { "\(name):\($0)" }
            if let keyed, isKnown(keyed) || Self.objectExtras.contains(keyed) { continue }
            log.warnUnsupportedChild(child, of: element)
        }
    }
}
