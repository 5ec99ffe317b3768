import NibBytes
import IBDocument
import NibGraph
import XIBReader

/// A storyboard table's static contents (`<tableView dataMode="static">` with
/// `<sections>` of `<tableViewSection headerTitle= footerTitle=>`, each with
/// `<cells>`), as the mapping notes (§2 tableView, Appendix C.5) and UIKit's
/// `initWithCoder:` of the classes involved describe them; no Apple nib of the
/// corpus holds one, so a warning says so once per document.
///
/// - `UITableViewDataSource` {`UITableSections` → array of sections};
/// - `UITableViewSection` {[`UITableSectionHeaderTitle`],
///   [`UITableSectionFooterTitle`], `UITableSectionRows` → array of rows};
/// - `UITableViewRow` {`UITableRowCell` → the cell, [`UITableRowHeight`
///   float32: the cell's `rowHeight`, written only when it differs from the
///   table's, which UIKit uses when the key is absent]}.
///
/// The cells are real cells of the controller's view nib (not nibs of their
/// own, as prototype cells are): their connections and segues are the view
/// nib's. The data source is a top-level object of that nib, after the
/// placeholders, and the table view controller reaches it through the
/// storyboard-synthesized outlet `staticDataSource` (from the controller, in
/// the view nib File's Owner or its upstream placeholder), which from the
/// iOS 14 SDK comes before the sorted outlets (notes §1.5). The cells and
/// their subviews close the nib's object list. Assumed: the arrays are
/// `NSArray`s (UIKit decodes either kind).
enum StaticTableContents {
    /// The warning that static contents are written from the notes, not from Apple's output.
    static let unverified = "a static table's data source, sections and rows follow the mapping notes; "
        + "no Apple nib checks their encoding"
    /// The id under which a view nib knows its static data source.
    static let dataSourceID = "\u{0}staticDataSource"
    static let sectionAttributes: NameSet = ["id", "headerTitle", "footerTitle"]

    /// Whether `table` is a table with static contents.
    static func isStatic(_ table: XIBElement) -> Bool {
        table.name == "tableView" && table[attribute: "dataMode"] == "static"
    }

    /// The table's `<tableViewSection>`s.
    static func sections(of table: XIBElement) -> XIBElementList {
        table.children(of: "sections").filter { $0.name == "tableViewSection" }
    }

    /// The static cells of every section, in document order.
    static func cells(of table: XIBElement) -> XIBElementList {
        XIBElementList(sections(of: table).flatMap { $0.children(of: "cells").filter { $0.name == "tableViewCell" } })
    }

    /// The `UITableViewDataSource` of `table`, its cells compiled, registered
    /// under ``dataSourceID``.
    static func dataSource(of table: XIBElement, in context: inout UIKitContext) -> Reference {
        context.warn(unverified, at: table)
        let tableRowHeight = table.double("rowHeight") ?? TableViewElement.defaultRowHeight
        var sections: [Reference] = []
        for element in table.children(of: "sections") {
            guard element.name == "tableViewSection" else {
                context.warn("<\(element.name)> in <sections> is not supported yet; left out", at: element)
                continue
            }
            sections.append(section(element, tableRowHeight: tableRowHeight, in: &context))
        }
        let dataSource = context.builder.addObject("UITableViewDataSource")
        context.append("UITableSections", .object(context.builder.array(sections)), to: dataSource)
        context.register(dataSource, forID: dataSourceID)
        return dataSource
    }

    /// One `UITableViewSection`, with a `UITableViewRow` per cell.
    private static func section(_ element: XIBElement, tableRowHeight: Double, in context: inout UIKitContext) -> Reference {
        context.warnUnhandledAttributes(element, sectionAttributes)
        context.warnUnhandledChildren(element) { $0.name == "cells" }
        var rows: [Reference] = []
        for cell in element.children(of: "cells") {
            guard cell.name == "tableViewCell", let compiled = context.compile(cell) else {
                context.warn("<\(cell.name)> in a static section is not supported yet; left out", at: cell)
                continue
            }
            let row = context.builder.addObject("UITableViewRow")
            context.append("UITableRowCell", .object(compiled), to: row)
            if let height = cell.double("rowHeight"), height != tableRowHeight {
                context.append("UITableRowHeight", .float(Float(height)), to: row)
            }
            rows.append(row)
        }
        let section = context.builder.addObject("UITableViewSection")
        let id = element[attribute: "id"]
        for (attribute, key) in [("headerTitle", "UITableSectionHeaderTitle"), ("footerTitle", "UITableSectionFooterTitle")] {
            guard let title = element[attribute: attribute] else { continue }
            context.append(key, .object(context.text(title, key: id.map { "\($0).\(attribute)" })), to: section)
        }
        context.append("UITableSectionRows", .object(context.builder.array(rows)), to: section)
        return section
    }
}
