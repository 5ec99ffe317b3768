import NibBytes
import NibGraph
import XIBReader

/// `<pdfView>` → `PDFView` (PDFKit).
///
/// It writes its view keys with `NSSubviews` even when empty and, after them,
/// `NSDragTypes` (a mutable set of the file names pasteboard type it accepts),
/// then PDFKit's own keys: `Version` 3, `DisplayMode`, `PageBreaks`,
/// `ScaleFactor` (float 1), `AutoScale`, `DisplayDirection`, `DisplaysRTL`,
/// `MinScaleFactor` (float 0.1), `MaxScaleFactor` (float 20), `DisplaysAsBook`,
/// `EnableDataDetectors`, `InterpolationQuality` 2 and `AcceptsDraggedFiles`.
enum PDFViewElement {
    /// `DisplayMode` values (`PDFDisplayMode`) by `displayMode`.
    static let displayModes: [String: Int64] = [
        "singlePage": 0, "singlePageContinuous": 1, "twoUp": 2, "twoUpContinuous": 3,
    ]

    static let known: NameSet = [
        "id", "autoresizesSubviews", "displaysPageBreaks", "autoScales", "displayMode", "displaysAsBook", "displaysRTL",
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "userLabel", "customClass", "customModule",
        "customModuleProvider", "hidden", "wantsLayer", "misplaced", "ambiguous",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.warnUnknownAttributes(of: element, known: known)
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "connections"])
        context.beginObject(view, of: element, className: "PDFView")
        context.appendViewKeys(element, to: view, alwaysSubviews: true) { context in
            let types = context.builder.set([context.builder.string("NSFilenamesPboardType")],
                                            className: FoundationClasses.mutableSet)
            context.append("NSDragTypes", .object(types), to: view)
        }
        context.append("Version", .integer(3), to: view)
        let mode = element[attribute: "displayMode"] ?? "singlePageContinuous"
        if displayModes[mode] == nil {
            context.warn("displayMode=\"\(mode)\" is not supported yet; single page continuous is used", at: element)
        }
        context.append("DisplayMode", .integer(displayModes[mode] ?? 1), to: view)
        context.append("PageBreaks", .bool(element.bool("displaysPageBreaks") ?? true), to: view)
        context.append("ScaleFactor", .float(1), to: view)
        context.append("AutoScale", .bool(element.bool("autoScales") ?? false), to: view)
        context.append("DisplayDirection", .bool(false), to: view)
        context.append("DisplaysRTL", .bool(element.bool("displaysRTL") ?? false), to: view)
        context.append("MinScaleFactor", .float(0.1), to: view)
        context.append("MaxScaleFactor", .float(20), to: view)
        context.append("DisplaysAsBook", .bool(element.bool("displaysAsBook") ?? false), to: view)
        context.append("EnableDataDetectors", .bool(false), to: view)
        context.append("InterpolationQuality", .integer(2), to: view)
        context.append("AcceptsDraggedFiles", .bool(false), to: view)
    }
}
