import NibBytes
import NibGraph
import XIBReader

/// `<matrix>` → `NSMatrix`, a grid of cells.
///
/// A matrix writes its view keys (never its hugging priorities), then the
/// control keys of a control without a cell of its own: `NSTag` (when
/// tagged), `NSEnabled`, `NSCell` (a plain `NSActionCell` with flags 0x20 and
/// 0x2000), `NSCellIsDiscardable`, `NSAllowsLogicalLayoutDirection`,
/// `NSControlSize` (0), `NSControlContinuous`, `NSControlRefusesFirstResponder`,
/// `NSControlUsesSingleLineMode` (false), `NSControlTextAlignment`,
/// `NSControlLineBreakMode`, `NSControlWritingDirection` and
/// `NSControlSendActionMask` (0). Its own keys follow: `NSNumRows`,
/// `NSNumCols`, `NSCells` (row by row; the document lists them column by
/// column), `NSCellSize`, `NSIntercellSpacing`, `NSMatrixFlags`,
/// `NSCellClass` (`NSActionCell`), `NSProtoCell` (the `prototype` cell),
/// `NSSelectedRow` and `NSSelectedCol` (-1: ibtool selects no cell, whatever
/// their states), `NSBackgroundColor` and `NSCellBackgroundColor` (control
/// color when the document gives none). The cells of a matrix write no
/// `NSControlView`.
enum MatrixElement {
    /// `NSMatrixFlags` bits.
    enum Flags {
        static let highlightMode: Int64 = 0x8000_0000
        static let radioMode: Int64 = 0x4000_0000
        static let listMode: Int64 = 0x2000_0000
        static let allowsEmptySelection: Int64 = 0x1000_0000
        static let selectionByRect: Int64 = 0x0400_0000
        static let drawsBackground: Int64 = 0x0100_0000
        static let autosizesCells: Int64 = 0x0080_0000
    }

    /// The mode bits of `mode` (radio when absent; track mode sets none).
    static let modes: [String: Int64] = [
        "radio": Flags.radioMode, "highlight": Flags.highlightMode, "list": Flags.listMode, "track": 0,
    ]

    static let knownAttributes: NameSet = TextFieldElement.knownFieldAttributes.union([
        "mode", "allowsEmptySelection", "autosizesCells", "selectionByRect", "drawsBackground",
    ])

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ matrix: Reference) {
        context.warnUnknownAttributes(of: element, known: knownAttributes)
        let prototypeElement = element.children.first { $0[attribute: "key"] == "prototype" }
        var known = [
            "rect", "autoresizingMask", "color:backgroundColor", "color:cellBackgroundColor", "size:cellSize",
            "size:intercellSpacing", "cells",
        ]
        if let prototypeElement { known.append("\(prototypeElement.name):prototype") }
        context.warnUnknownChildren(of: element, known: known)
        context.beginObject(matrix, of: element, className: "NSMatrix")
        context.appendViewKeys(element, to: matrix)

        if let tag = context.number(element, "tag") { context.append("NSTag", AppKitContext.signed(Int64(tag)), to: matrix) }
        context.append("NSEnabled", .bool(element.bool("enabled") ?? true), to: matrix)
        let actionCell = context.builder.addObject("NSActionCell")
        context.append("NSCellFlags", .integer(AppKitContext.CellFlags.doesNotActOnMouseUp), to: actionCell)
        context.append("NSCellFlags2", .integer(0x2000), to: actionCell)
        context.append("NSCell", .object(actionCell), to: matrix)
        context.append("NSCellIsDiscardable", .bool(true), to: matrix)
        context.appendCelllessControlKeys(element, to: matrix, sendActionMask: 0)

        // The prototype comes first in the document, and so in the object list.
        let prototype = prototypeElement.flatMap { context.compile($0) }
        let columns = element.children(of: "cells").filter { column in
            guard column.name == "column" else {
                context.warn("<\(column.name)> in <cells> is not supported yet; it is left out", at: column)
                return false
            }
            return true
        }
        let compiled = columns.map { column in column.children.compactMap { context.compile($0) } }
        let rows = compiled.map(\.count).max() ?? 0
        if compiled.contains(where: { $0.count != rows }) {
            context.warn("the columns of a matrix hold different numbers of cells; the short ones are left uneven", at: element)
        }
        let cells = (0 ..< rows).flatMap { row in compiled.compactMap { row < $0.count ? $0[row] : nil } }
        context.append("NSNumRows", .integer(Int64(rows)), to: matrix)
        context.append("NSNumCols", .integer(Int64(compiled.count)), to: matrix)
        context.append("NSCells", .object(context.builder.array(cells, className: FoundationClasses.mutableArray)), to: matrix)
        for (key, name) in [("NSCellSize", "cellSize"), ("NSIntercellSpacing", "intercellSpacing")] {
            if let size = element.child(named: "size", key: name) {
                context.appendString(key, GeometryText.size(context.number(size, "width") ?? 0, context.number(size, "height") ?? 0),
                                     to: matrix)
            }
        }
        context.append("NSMatrixFlags", AppKitContext.flagWord(flags(&context, element)), to: matrix)
        context.appendString("NSCellClass", "NSActionCell", to: matrix)
        if let prototype { context.append("NSProtoCell", .object(prototype), to: matrix) }
        context.append("NSSelectedRow", AppKitContext.signed(-1), to: matrix)
        context.append("NSSelectedCol", AppKitContext.signed(-1), to: matrix)
        let background = context.colorChild(element, key: "backgroundColor") ?? context.catalogColor("controlColor")
        context.append("NSBackgroundColor", .object(background), to: matrix)
        let cellBackground = context.colorChild(element, key: "cellBackgroundColor") ?? context.catalogColor("controlColor")
        context.append("NSCellBackgroundColor", .object(cellBackground), to: matrix)
    }

    /// `NSMatrixFlags` of a matrix element: its mode, and its options
    /// (empty selection, selection by rectangle and cell autosizing are on unless turned off).
    static func flags(_ context: inout AppKitContext, _ element: XIBElement) -> Int64 {
        let mode = element[attribute: "mode"] ?? "radio"
        var flags = modes[mode] ?? Flags.radioMode
        if modes[mode] == nil { context.warn("mode=\"\(mode)\" is not supported yet; radio is used", at: element) }
        if element.bool("allowsEmptySelection") != false { flags |= Flags.allowsEmptySelection }
        if element.bool("selectionByRect") != false { flags |= Flags.selectionByRect }
        if element.bool("drawsBackground") == true { flags |= Flags.drawsBackground }
        if element.bool("autosizesCells") != false { flags |= Flags.autosizesCells }
        return flags
    }
}

extension AppKitContext {
    /// The control keys after `NSCell` of a control whose cell the document
    /// does not give (a matrix, a predicate editor): AppKit's defaults (regular
    /// size, not continuous, left-aligned, wrapping, left to right) but for
    /// refusing first responder, and `sendActionMask`.
    mutating func appendCelllessControlKeys(_ element: XIBElement, to control: Reference, sendActionMask: Int64) {
        append("NSAllowsLogicalLayoutDirection", logicalLayoutDirection, to: control)
        append("NSControlSize", .integer(0), to: control)
        append("NSControlContinuous", .bool(false), to: control)
        append("NSControlRefusesFirstResponder", .bool(element.bool("refusesFirstResponder") == true), to: control)
        append("NSControlUsesSingleLineMode", .bool(false), to: control)
        append("NSControlTextAlignment", .integer(0), to: control)
        append("NSControlLineBreakMode", .integer(0), to: control)
        append("NSControlWritingDirection", .integer(0), to: control)
        append("NSControlSendActionMask", .integer(sendActionMask), to: control)
    }
}
