import NibBytes
import NibGraph
import XIBReader

/// `<collectionView>` → `UICollectionView`: the view keys, the scroll keys,
/// then its own keys in the order `-[UICollectionView encodeWithCoder:]`
/// (iOS 26.1 dump, docs/uikit-encoders.md) writes them:
///
/// 1. `UICollectionLayout`, the layout object, when there is one;
/// 2. from the iOS 14 SDK `UIAllowsUserInitiatedMultipleSelection` YES: the
///    encoder writes it, always as YES, when the flag is set, and UIKit sets it
///    by default (Interface Builder has no setting for it);
/// 3. in a storyboard, the prototypes (``PrototypeCells``): the cells' then the
///    supplementary views' external objects, then the cells' then the views'
///    nib dictionaries, each only when there are some;
/// 4. from the iOS 10 SDK `UICollectionViewPrefetchingEnabled`, always.
///
/// The keys the encoder writes only for values Interface Builder cannot set
/// (background view, the other selection switches, spring loading) are
/// never written. The mapping notes' Xcode 12.4 nibs (Appendix C.5) show 1,
/// 2, 4 in this order; no Apple nib of the corpus holds a collection view, so
/// a warning says once per document that the order is iOS 26.1's, and
/// another that SDKs 10 to 13 are assumed to write the prefetching key as the
/// iOS 14 SDK does.
enum CollectionViewElement {
    static let attributes: NameSet = ScrollViewElement.attributes.union(["dataMode", "prefetchingEnabled"])
    static let children: NameSet = [
        "collectionViewFlowLayout", "collectionViewLayout", "cells", "size", "collectionReusableView", "inset",
    ]

    /// The warning, said once per document, that the collection view's own
    /// keys follow iOS 26.1's encoder.
    static let unverified = "a collection view's own keys are written in the order -[UICollectionView encodeWithCoder:] "
        + "(iOS 26.1) writes them: UICollectionLayout, UIAllowsUserInitiatedMultipleSelection YES (iOS 14 SDK on), "
        + "the prototypes' external objects then nib dictionaries, UICollectionViewPrefetchingEnabled (iOS 10 SDK on); "
        + "no Apple nib of the corpus checks it for the SDKs compiled for (not checked)"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UICollectionView")
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.warnUnknownInsets(element, known: ["contentInset", "scrollIndicatorInsets"])
        context.warn(unverified, at: element)
        context.appendViewKeys(element, to: object)
        context.appendScrollViewKeys(element, to: object)
        let layoutElement = layout(of: element)
        if let layout = layoutElement.flatMap({ context.compile($0) }) {
            context.append("UICollectionLayout", .object(layout), to: object)
        } else {
            context.warn("<collectionView> without a collectionViewLayout", at: element)
        }
        if context.sdk >= 14 {
            context.append("UIAllowsUserInitiatedMultipleSelection", .bool(true), to: object)
        } else if context.sdk >= 10 {
            context.warn(prefetchingAssumed(sdk: context.sdk), at: element)
        }
        appendPrototypes(element, to: object, in: &context)
        if context.sdk >= 10 {
            context.append("UICollectionViewPrefetchingEnabled", .bool(element.bool("prefetchingEnabled") ?? true), to: object)
        }
        context.endObject(object, of: element, className: "UICollectionView")
    }

    /// The warning, said once per document, that the iOS 10 to 13 SDKs are
    /// assumed to write prefetching as the iOS 14 SDK does: prefetching came
    /// with iOS 10, user-initiated multiple selection (the key before it) with
    /// iOS 14, so only the prefetching key is written.
    static func prefetchingAssumed(sdk: Int) -> String {
        "the iOS \(sdk) SDK is assumed to write a collection view's UICollectionViewPrefetchingEnabled last "
            + "as the iOS 14 SDK does (mapping notes C.5), without UIAllowsUserInitiatedMultipleSelection, an iOS 14 "
            + "property (not checked)"
    }

    /// The prototype cells' and supplementary views' dictionaries
    /// (``PrototypeCells``): both external objects dictionaries, cells first,
    /// then both nib dictionaries, as the encoder writes them.
    static func appendPrototypes(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        let cells = PrototypeCells.collectionCells(of: element), views = PrototypeCells.supplementaryViews(of: element)
        if context.storyboard != nil, !(cells.isEmpty && views.isEmpty) { context.warn(PrototypeCells.unverifiedCollectionKeys, at: element) }
        let cellDictionaries = PrototypeCells.dictionaries(cells, of: element, in: &context)
        let viewDictionaries = PrototypeCells.dictionaries(views, of: element, in: &context)
        if let cellDictionaries {
            context.append("UICollectionViewCellPrototypeNibExternalObjects", .object(cellDictionaries.externals), to: object)
        }
        if let viewDictionaries {
            context.append("UICollectionViewSupplementaryViewPrototypeNibExternalObjects", .object(viewDictionaries.externals),
                           to: object)
        }
        if let cellDictionaries { context.append("UICollectionViewCellNibDict", .object(cellDictionaries.nibs), to: object) }
        if let viewDictionaries { context.append("UICollectionViewSupplementaryViewNibDict", .object(viewDictionaries.nibs), to: object) }
    }

    /// The `<collectionViewFlowLayout>` or custom `<collectionViewLayout>` of a
    /// collection view; the nib lists it with the view's other objects.
    @Sendable static func layout(of element: XIBElement) -> XIBElement? {
        element.children.first { $0[attribute: "key"] == "collectionViewLayout" }
    }

    @Sendable static func nestedObjects(_ element: XIBElement) -> XIBElementList {
        layout(of: element).map { [$0] } ?? []
    }
}

/// `<collectionViewFlowLayout key="collectionViewLayout">` → `UICollectionViewFlowLayout`.
///
/// `UIInteritemSpacing` and `UILineSpacing` (float32) and `UIItemSize` are
/// always written, in that order, as the mapping notes' Xcode 12.4 nibs show
/// them (C.5). The other keys follow `-[UICollectionViewFlowLayout
/// encodeWithCoder:]` (iOS 26.1, docs/uikit-encoders.md), which writes each
/// value only when it is not UIKit's default: `UIHeaderReferenceSize` and
/// `UIFooterReferenceSize` (default zero), `UISectionInset` (when any edge is
/// not 0; the document's one edge-insets warning says it is unverified),
/// `UISectionInsetReference`, then `UIScrollDirection` (integers, default 0).
/// (That encoder leaves out default spacings and item size too, where the
/// Xcode 12.4 nibs hold them.) No Apple nib of the corpus holds a flow layout,
/// so a warning says once per document that this is not checked.
enum CollectionViewFlowLayoutElement {
    static let scrollDirections: [String: Int64] = ["vertical": 0, "horizontal": 1]
    static let sectionInsetReferences: [String: Int64] = ["contentInset": 0, "safeArea": 1, "layoutMargins": 2]
    static let unverified = "flow layouts are written with their spacings and item size always (as Appendix C's "
        + "Xcode 12.4 nibs show them), then as -[UICollectionViewFlowLayout encodeWithCoder:] (iOS 26.1) writes the rest: header "
        + "and footer sizes, section inset, inset reference, scroll direction, each when not UIKit's default; "
        + "no Apple nib of the corpus checks it (not checked)"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UICollectionViewFlowLayout")
        context.warnUnhandledAttributes(element, ["id", "key", "minimumLineSpacing", "minimumInteritemSpacing",
                                                  "scrollDirection", "sectionInsetReference", "customClass",
                                                  "customModule", "customModuleProvider"])
        context.warnUnhandledChildren(element) {
            ["itemSize", "headerReferenceSize", "footerReferenceSize", "sectionInset"].contains($0[attribute: "key"] ?? "")
        }
        context.warn(unverified, at: element)
        context.append("UIInteritemSpacing", .float(Float(element.double("minimumInteritemSpacing") ?? 10)), to: object)
        context.append("UILineSpacing", .float(Float(element.double("minimumLineSpacing") ?? 10)), to: object)
        context.append("UIItemSize", context.geometry(size(element, "itemSize") ?? [50, 50]), to: object)
        for (key, name) in [("headerReferenceSize", "UIHeaderReferenceSize"), ("footerReferenceSize", "UIFooterReferenceSize")] {
            if let size = size(element, key), size != [0, 0] { context.append(name, context.geometry(size), to: object) }
        }
        if let inset = element.child(named: "inset", key: "sectionInset"), let edges = context.edgeInsets(inset),
           edges.contains(where: { $0 != 0 }) {
            context.warn(UIKitContext.unverifiedInsets, at: inset)
            context.append("UISectionInset", context.geometry(edges), to: object)
        }
        context.appendEnumeration(element, "sectionInsetReference", sectionInsetReferences, key: "UISectionInsetReference",
                                  omitting: 0, to: object)
        context.appendEnumeration(element, "scrollDirection", scrollDirections, key: "UIScrollDirection", omitting: 0, to: object)
        context.endObject(object, of: element, className: "UICollectionViewFlowLayout")
    }

    private static func size(_ element: XIBElement, _ key: String) -> [Double]? {
        element.child(named: "size", key: key).map { [$0.double("width") ?? 0, $0.double("height") ?? 0] }
    }
}

/// `<collectionViewLayout key="collectionViewLayout" customClass="…">` → a
/// `UIClassSwapper` whose original class is `UICollectionViewLayout` (notes
/// §2). `-[UICollectionViewLayout encodeWithCoder:]` writes only decoration
/// view nib dictionaries, and only when some are registered, which Interface
/// Builder never does, so the base class archives no values.
enum CollectionViewLayoutElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UICollectionViewLayout")
        context.warnUnhandledAttributes(element, ["id", "key", "customClass", "customModule", "customModuleProvider"])
        context.endObject(object, of: element, className: "UICollectionViewLayout")
    }
}

/// `<collectionViewCell>` → `UICollectionViewCell`: the view keys with the
/// content view as the first subview and `UIReuseIdentifier` when set (the
/// superclass `UICollectionReusableView` writes them), then the cell's own
/// keys as `-[UICollectionViewCell encodeWithCoder:]` (iOS 18.0,
/// docs/uikit-encoders.md) writes them: from the iOS 14 SDK, which brought
/// background and content configurations, `UISystemBackgroundView` and
/// `UIContentConfigurationView` as nil (Interface Builder sets neither), then
/// `UIContentView` when there is one.
///
/// No Apple nib of the corpus holds a collection view cell, so a warning says
/// once per document that this is not checked. The cell's background views
/// (`UIBackgroundView`, `UISelectedBackgroundView` after the content view)
/// are left out with a warning: where they go among the subviews is not known.
enum CollectionViewCellElement {
    static let attributes: NameSet = ["reuseIdentifier"]
    /// `<size key="customSize">` is Interface Builder's own.
    static let children: NameSet = ["view", "size"]
    static let unverified = "collection view cells are written as -[UICollectionViewCell encodeWithCoder:] (iOS 18.0) "
        + "writes them: the reusable view's keys, then from the iOS 14 SDK UISystemBackgroundView and "
        + "UIContentConfigurationView as nil, then UIContentView; no Apple nib of the corpus checks it (not checked)"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UICollectionViewCell")
        context.warnUnhandled(element, attributes: attributes, children: children)
        context.warnUnhandledChildren(element) { $0.name != "view" || $0[attribute: "key"] == "contentView" }
        context.warn(unverified, at: element)
        let content = ContentView.element(of: element).flatMap { context.compile($0) }
        if content == nil { context.warn("<collectionViewCell> without a content view", at: element) }
        var overrides = ViewOverrides()
        overrides.subviews = (content.map { [$0] } ?? []) + element.children(of: "subviews").compactMap { context.compile($0) }
        context.appendViewKeys(element, to: object, overrides: overrides)
        CollectionReusableViewElement.appendReuseIdentifier(element, to: object, in: &context)
        if context.sdk >= 14 {
            context.append("UISystemBackgroundView", .null, to: object)
            context.append("UIContentConfigurationView", .null, to: object)
        }
        if let content { context.append("UIContentView", .object(content), to: object) }
        context.endObject(object, of: element, className: "UICollectionViewCell")
    }
}

/// `<collectionReusableView>` → `UICollectionReusableView`: the view keys,
/// then `UIReuseIdentifier` when set, as `-[UICollectionReusableView
/// encodeWithCoder:]` (iOS 18.0, docs/uikit-encoders.md) writes them.
enum CollectionReusableViewElement {
    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UICollectionReusableView")
        context.warnUnhandled(element, attributes: ["reuseIdentifier"], children: [])
        context.appendViewKeys(element, to: object)
        appendReuseIdentifier(element, to: object, in: &context)
        context.endObject(object, of: element, className: "UICollectionReusableView")
    }

    /// `UIReuseIdentifier` (a string) when the element has one: the reusable
    /// view's only own key, written after the view keys.
    static func appendReuseIdentifier(_ element: XIBElement, to object: Reference, in context: inout UIKitContext) {
        if let identifier = element[attribute: "reuseIdentifier"] {
            context.appendString("UIReuseIdentifier", identifier, to: object)
        }
    }
}

/// The `<view key="contentView">` of a collection view cell or visual effect
/// view. Interface Builder often leaves it without an id; it is given one made
/// from its owner's, so that it is compiled once and listed with the nib's objects.
enum ContentView {
    static func element(of owner: XIBElement) -> XIBElement? {
        guard var content = owner.children.first(where: { $0.name == "view" && $0[attribute: "key"] == "contentView" }) else {
            return nil
        }
        if content[attribute: "id"] == nil, let ownerID = owner[attribute: "id"] {
            content.attributes.append(XIBAttribute(name: "id", value: ownerID + ".contentView"))
        }
        return content
    }

    @Sendable static func nestedObjects(_ owner: XIBElement) -> XIBElementList {
        element(of: owner).map { [$0] } ?? []
    }
}

