import XIBReader

/// The widths AppKit leaves a scrolled table's columns at, and the table's
/// width, as ibtool's output shows.
///
/// Columns that fit their clip view with room to spare — their widths and
/// intercell spacings, plus a reserve of 32 points less one intercell spacing
/// (29 with the usual spacing of 3; 15 for a view-based table's 17) — keep
/// their widths, and the table fills the clip view.
/// Otherwise the columns that resize with the table absorb a change, shared
/// as the column autoresizing style says:
/// - beside a vertical scroller that shows, the columns are fitted to the clip
///   view less three intercell spacings;
/// - with an autohiding scroller, columns narrower than the clip view shrink
///   by the reserve, and wider ones are fitted as above, unless the document
///   placed the vertical scroller inside the scroll view (then they stay);
/// and the table fills the clip view. When the columns stay (none resizes
/// with the table, or they cannot shrink that far), the table is as wide as
/// the columns and the reserve.
struct TableColumnWidths {
    /// Each column's width, in document order.
    var widths: [Double]
    /// The table's width.
    var tableWidth: Double
    /// Each column's index by its id (the first column of an id), to find its width.
    var indexByID: [String: Int]

    func width(ofColumnID id: String?) -> Double? {
        id.flatMap { indexByID[$0] }.map { widths[$0] }
    }

    static func make(_ context: inout AppKitContext, table: XIBElement, clipWidth: Double, showsVertical: Bool,
                     verticalInside: Bool) -> TableColumnWidths {
        let columns = table.children(of: "tableColumns")
        let spacing = TableViewElement.intercellSpacing(&context, table).width
        let widths = columns.map { context.number($0, "width") ?? 0 }
        let total = widths.reduce(0) { $0 + $1 + spacing }
        let reserve = 32 - spacing
        let unchanged = TableColumnWidths(widths: widths, tableWidth: max(clipWidth, total + reserve),
                                          indexByID: Self.indexByID(columns))
        guard total + reserve > clipWidth else { return unchanged }
        let fitted = ((clipWidth - 3 * spacing) - total).rounded()
        let delta: Double
        if showsVertical || (total >= clipWidth && !verticalInside) {
            delta = fitted
        } else if total < clipWidth {
            delta = -reserve
        } else {
            return unchanged
        }
        let style = ImageViewElement.value(&context, table, "columnAutoresizingStyle", in: TableViewElement.autoresizingStyles,
                                           absent: 1)
        guard let resized = share(delta, among: columns, widths: widths, style: style, context: &context) else { return unchanged }
        return TableColumnWidths(widths: resized, tableWidth: clipWidth, indexByID: unchanged.indexByID)
    }

    static func indexByID(_ columns: XIBElementList) -> [String: Int] {
        var indexes: [String: Int] = [:]
        for (index, column) in columns.enumerated() {
            if let id = column[attribute: "id"], indexes[id] == nil { indexes[id] = index }
        }
        return indexes
    }

    /// `widths` after the columns that resize with the table take `delta`:
    /// spread over them all (uniform: the first ones take the rounded-up
    /// share), or all on the last (last column only, reverse sequential) or
    /// the first (first column only, sequential); nil when they cannot take
    /// it within their minimum and maximum widths.
    private static func share(_ delta: Double, among columns: XIBElementList, widths: [Double], style: Int64,
                              context: inout AppKitContext) -> [Double]? {
        let resizing = columns.indices.filter { index in
            columns[index].child(named: "tableColumnResizingMask", key: "resizingMask")?.bool("resizeWithTable") == true
        }
        guard !resizing.isEmpty, style != 0 else { return nil }
        var shares: [Int: Double] = [:]
        switch style {
        case 1:
            let each = (abs(delta) / Double(resizing.count)).rounded(.up)
            var left = abs(delta)
            for index in resizing {
                let part = min(each, left)
                shares[index] = delta < 0 ? -part : part
                left -= part
            }
        case 2, 5:
            shares[resizing[0]] = delta
        default:
            shares[resizing[resizing.count - 1]] = delta
        }
        var result = widths
        for (index, change) in shares {
            let minimum = context.number(columns[index], "minWidth") ?? 0
            let maximum = context.number(columns[index], "maxWidth") ?? 1000
            let width = widths[index] + change
            guard width >= minimum, width <= maximum else { return nil }
            result[index] = width
        }
        return result
    }
}
