import NibBytes
import NibGraph
import XIBReader

/// `<stackView>` → `NSStackView`.
///
/// A stack view writes its view keys, then `NSStackViewOrientation`, its
/// secondary alignment and `NSStackViewAlignment` (an `NSLayoutAttribute`),
/// clipping resistance and hugging priorities (float32), `NSStackViewSpacing`
/// (8 when absent), `NSStackViewHasEqualSpacing` (equal spacing only),
/// `NSStackViewdistribution`, its edge insets, for arranged
/// views `NSStackViewBeginningContainer` (an `NSStackViewContainer` view
/// holding them), `NSStackViewDetachesHiddenViews` (when set) and
/// `NSStackViewHasFlatViewHierarchy`.
///
/// A stack view with arranged views lays them out with constraints: it and
/// its views write `NSDoNotTranslateAutoresizingMask`, and ibtool adds an
/// `NSNibConnector` from it, decoded before the other connections.
///
/// A stack view without `distribution` (and without arranged `<subviews>`)
/// uses gravity areas (AppKit's default distribution): its views are the
/// `<beginningViews>`, `<middleViews>` and `<endViews>`, all of them its
/// subviews, each area's in a container of its own
/// (`NSStackViewBeginningContainer`, `NSStackViewMiddleContainer`,
/// `NSStackViewEndContainer`, the keys AppKit's decoder reads), and it writes
/// `NSStackViewHasEqualSpacing` NO instead of a distribution, as viraptor's
/// compiler does for such a stack view (no Apple nib of the corpus has one).
enum StackViewElement {
    /// `NSLayoutAttribute` values of `alignment`, with the secondary alignment
    /// Apple's output pairs with each (leading or top 1, first baseline 2,
    /// center 3, trailing or bottom 4, last baseline 5).
    static let alignments: [String: (attribute: Int64, secondary: Int64)] = [
        "left": (1, 1), "right": (2, 4), "top": (3, 1), "bottom": (4, 4), "leading": (5, 1), "trailing": (6, 4),
        "centerX": (9, 3), "centerY": (10, 3), "baseline": (11, 5), "lastBaseline": (11, 5), "firstBaseline": (12, 2),
    ]

    /// `NSStackViewDistribution` values of `distribution`.
    static let distributions: [String: Int64] = [
        "gravityAreas": -1, "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]

    /// The children that list a gravity-area stack view's views, in area order.
    static let gravityAreas = ["beginningViews", "middleViews", "endViews"]

    /// The warning, said once per document, that no Apple nib shows a gravity-area stack view.
    static let unverifiedGravityAreas = "a stack view without a distribution is written with gravity areas (its views "
        + "as subviews and in NSStackViewBeginningContainer, NSStackViewMiddleContainer and NSStackViewEndContainer, "
        + "NSStackViewHasEqualSpacing NO and no NSStackViewdistribution); no Apple nib of the corpus checks the encoding"

    /// What ibtool's connector from a stack view says.
    static let connectorLabel =
        "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990."

    static let knownAttributes: NameSet = [
        "id", "key", "distribution", "orientation", "alignment", "spacing", "horizontalStackHuggingPriority",
        "verticalStackHuggingPriority", "horizontalClippingResistancePriority", "verticalClippingResistancePriority",
        "detachesHiddenViews", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "identifier", "customClass",
        "customModule", "customModuleProvider", "hidden", "wantsLayer", "userLabel", "horizontalHuggingPriority",
        "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ stack: Reference) {
        context.warnUnknownAttributes(of: element, known: knownAttributes)
        context.warnUnknownChildren(of: element, known: [
            "rect", "autoresizingMask", "subviews", "visibilityPriorities", "customSpacing", "connections", "edgeInsets:edgeInsets",
        ] + gravityAreas)
        context.beginObject(stack, of: element, className: "NSStackView")
        // Arranged `<subviews>` without a distribution keep the arranged form.
        let usesGravityAreas = element[attribute: "distribution"] == nil && element.child(named: "subviews") == nil
        if usesGravityAreas { context.warnOnce(unverifiedGravityAreas, at: element) }
        let areas = gravityAreas.map { element.children(of: $0) }
        let arranged = usesGravityAreas ? XIBElementList(areas.flatMap { $0 }) : element.children(of: "subviews")
        if !arranged.isEmpty {
            // Arranged views are laid out with constraints.
            for view in [element] + arranged {
                if let id = view[attribute: "id"] { context.arrangedViewIDs.insert(id) }
            }
            let connector = context.builder.addObject("NSNibConnector")
            context.append("NSSource", .object(stack), to: connector)
            context.appendString("NSLabel", connectorLabel, to: connector)
            context.earlyConnectors.append(connector)
        }
        var parts = AppKitContext.ViewParts()
        if usesGravityAreas { parts.subviews = arranged }
        let views = context.appendViewKeys(element, to: stack, parts: parts, hugging: .init(omitted: (250, 750), onlyWhenGiven: true),
                                           alwaysSubviews: usesGravityAreas).subviews

        let orientation = element[attribute: "orientation"] ?? "horizontal"
        if orientation != "horizontal", orientation != "vertical" {
            context.warn("orientation=\"\(orientation)\" is not supported yet; horizontal is used", at: element)
        }
        context.append("NSStackViewOrientation", .integer(orientation == "vertical" ? 1 : 0), to: stack)
        let alignmentName = element[attribute: "alignment"] ?? (orientation == "vertical" ? "centerX" : "centerY")
        let alignment = alignments[alignmentName] ?? alignments["centerY"]!
        if alignments[alignmentName] == nil {
            context.warn("alignment=\"\(alignmentName)\" is not supported yet; centerY is used", at: element)
        }
        context.append("NSStackViewSecondaryAlignment", .integer(alignment.secondary), to: stack)
        context.append("NSStackViewAlignment", .integer(alignment.attribute), to: stack)
        func float(_ name: String, _ fallback: Double) -> NibGraphBuilder.Value {
            .float(Float(context.number(element, name) ?? fallback))
        }
        context.append("NSStackViewVerticalClippingResistance", float("verticalClippingResistancePriority", 1000), to: stack)
        context.append("NSStackViewHorizontalClippingResistance", float("horizontalClippingResistancePriority", 1000), to: stack)
        context.append("NSStackViewVerticalHugging", float("verticalStackHuggingPriority", 250), to: stack)
        context.append("NSStackViewHorizontalHugging", float("horizontalStackHuggingPriority", 250), to: stack)
        context.append("NSStackViewSpacing", float("spacing", 8), to: stack)
        if usesGravityAreas {
            context.append("NSStackViewHasEqualSpacing", .bool(false), to: stack)
        } else {
            let distributionName = element[attribute: "distribution"] ?? "fill"
            if distributions[distributionName] == nil {
                context.warn("distribution=\"\(distributionName)\" is not supported yet; fill is used", at: element)
            }
            if distributionName == "equalSpacing" { context.append("NSStackViewHasEqualSpacing", .bool(true), to: stack) }
            context.append("NSStackViewdistribution", AppKitContext.signed(distributions[distributionName] ?? 0), to: stack)
        }
        let insets = element.child(named: "edgeInsets", key: "edgeInsets")
        for edge in ["top", "left", "right", "bottom"] {
            let inset = insets.flatMap { context.number($0, edge) } ?? 0
            context.append("NSStackViewEdgeInsets.\(edge)", .float(Float(inset)), to: stack)
        }
        if !views.isEmpty { warnCustomLayout(&context, element) }
        if usesGravityAreas {
            appendGravityContainers(&context, stack: stack, areas: areas)
        } else if !views.isEmpty {
            context.append("NSStackViewBeginningContainer", .object(container(&context, stack: stack, views: views)), to: stack)
        }
        if element.bool("detachesHiddenViews") == true { context.append("NSStackViewDetachesHiddenViews", .bool(true), to: stack) }
        context.append("NSStackViewHasFlatViewHierarchy", .bool(true), to: stack)
    }

    /// A gravity-area stack view's containers, each with the compiled views
    /// of its area. Without views, the middle and end containers only, as
    /// viraptor's compiler writes an empty one.
    static func appendGravityContainers(_ context: inout AppKitContext, stack: Reference, areas: [XIBElementList]) {
        let keys = ["NSStackViewBeginningContainer", "NSStackViewMiddleContainer", "NSStackViewEndContainer"]
        let areaViews = areas.map { area in
            area.compactMap { $0[attribute: "id"] }.filter { context.isCompiled($0) }.map { context.object(forID: $0) }
        }
        let hasViews = areaViews.contains { !$0.isEmpty }
        for (key, views) in zip(keys, areaViews) where hasViews || key != keys[0] {
            context.append(key, .object(container(&context, stack: stack, views: views)), to: stack)
        }
    }

    /// The `NSStackViewContainer` holding the arranged views: a view of no
    /// size outside the view tree, with its stack view and its views.
    static func container(_ context: inout AppKitContext, stack: Reference, views: [Reference]) -> Reference {
        let container = context.builder.addObject("NSStackViewContainer")
        context.append("NSNextResponder", .null, to: container)
        context.append("NSNibTouchBar", .null, to: container)
        context.append("NSvFlags", .integer(AppKitContext.ViewFlags.autoresizesSubviews), to: container)
        context.appendString("NSFrameSize", GeometryText.size(0, 0), to: container)
        context.append("NSViewWantsBestResolutionOpenGLSurface", .bool(true), to: container)
        context.append("NSDoNotTranslateAutoresizingMask", .bool(true), to: container)
        context.append("IBNSSafeAreaLayoutGuide", .null, to: container)
        context.append("IBNSLayoutMarginsGuide", .null, to: container)
        context.append("IBNSClipsToBounds", .integer(0), to: container)
        context.append("NSStackViewContainerStackView", .object(stack), to: container)
        context.append("NSStackViewContainerViewToCustomAfterSpaceMap", .null, to: container)
        context.append("NSStackViewContainerVisibilityPriorities", .null, to: container)
        let array = context.builder.array(views, className: FoundationClasses.mutableArray)
        context.append("NSStackViewContainerNonDroppedViews", .object(array), to: container)
        return container
    }

    /// Custom spacing and visibility priorities other than the defaults
    /// (the system spacing, must-hold) are not compiled yet.
    static func warnCustomLayout(_ context: inout AppKitContext, _ element: XIBElement) {
        for (name, fallback) in [("visibilityPriorities", 1000.0), ("customSpacing", Double(Float.greatestFiniteMagnitude))] {
            guard let list = element.child(named: name) else { continue }
            for value in list.children where context.number(value, "value") != fallback {
                context.warn("<\(name)> other than the default is not supported yet; it is left out", at: value)
            }
        }
    }
}
