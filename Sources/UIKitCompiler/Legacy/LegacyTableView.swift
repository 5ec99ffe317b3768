import IBDocument

/// `IBUITableView` → `UITableView`, through the 3.0 `<tableView>` kind (its
/// keys, defaults and SDK differences are that kind's).
///
/// | IB 3 key | 3.0 |
/// |---|---|
/// | `IBUIStyle` 0–1 | `style` plain, grouped |
/// | `IBUISeparatorStyle` 0–2 | `separatorStyle` none, singleLine, singleLineEtched |
/// | `IBUIRowHeight`, `IBUISectionHeaderHeight`, `IBUISectionFooterHeight` | `rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight` |
/// | `IBUIBouncesZoom`, `IBUIAlwaysBounceVertical` | `bouncesZoom`, `alwaysBounceVertical` |
/// | `IBUIShowsHorizontalScrollIndicator`, `IBUIShowsVerticalScrollIndicator`, `IBUIScrollEnabled` | the same attributes |
/// | `IBUIShowsSelectionImmediatelyOnTouchBegin` YES, `IBUISectionIndexMinimumDisplayRowCount` 0 | (UIKit's defaults, which the 3.0 kind writes as Apple's iOS 3 to 7 output does) |
///
/// A value other than those defaults is a warning.
enum LegacyTableView {
    static let tableView = LegacyClass(keys: LegacyView.keys.union([
        "IBUIStyle", "IBUISeparatorStyle", "IBUIRowHeight", "IBUISectionHeaderHeight", "IBUISectionFooterHeight",
        "IBUIBouncesZoom", "IBUIAlwaysBounceVertical", "IBUIShowsHorizontalScrollIndicator",
        "IBUIShowsVerticalScrollIndicator", "IBUIScrollEnabled", "IBUIShowsSelectionImmediatelyOnTouchBegin",
        "IBUISectionIndexMinimumDisplayRowCount",
    ])) { context, object, reference in
        var builder = LegacyViewElement.viewKeys(object, &context)
        builder.set("style", context.name(context.integer("IBUIStyle", of: object), in: ["plain", "grouped"]))
        builder.set("separatorStyle", context.name(context.integer("IBUISeparatorStyle", of: object),
                                                   in: ["none", "singleLine", "singleLineEtched"]))
        builder.set("rowHeight", context.double("IBUIRowHeight", of: object))
        builder.set("sectionHeaderHeight", context.double("IBUISectionHeaderHeight", of: object))
        builder.set("sectionFooterHeight", context.double("IBUISectionFooterHeight", of: object))
        builder.set("bouncesZoom", context.bool("IBUIBouncesZoom", of: object))
        builder.set("alwaysBounceVertical", context.bool("IBUIAlwaysBounceVertical", of: object))
        builder.set("showsHorizontalScrollIndicator", context.bool("IBUIShowsHorizontalScrollIndicator", of: object))
        builder.set("showsVerticalScrollIndicator", context.bool("IBUIShowsVerticalScrollIndicator", of: object))
        builder.set("scrollEnabled", context.bool("IBUIScrollEnabled", of: object))
        if context.bool("IBUIShowsSelectionImmediatelyOnTouchBegin", of: object) == false {
            context.warn("IBUIShowsSelectionImmediatelyOnTouchBegin NO is not supported yet; UIKit's YES is written", at: object)
        }
        if let count = context.integer("IBUISectionIndexMinimumDisplayRowCount", of: object), count != 0 {
            context.warn("IBUISectionIndexMinimumDisplayRowCount \(count) is not supported yet; it is left out", at: object)
        }
        LegacyViewElement.compile(builder, name: "tableView", of: object, as: reference, &context, with: TableViewElement.compile)
    }
}
