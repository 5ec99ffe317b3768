/// The element and attribute names Interface Builder documents use most, each
/// made into a `String` once per process: reading a document then looks each
/// name's bytes up here instead of decoding them again, tens of thousands of
/// times per document set.
///
/// Names are keyed by their bytes, never by the pointer libxml2 hands over (a
/// prefixed name is rebuilt in one reused buffer). A name not listed is simply
/// decoded, so the list only decides speed: it holds the 384 most frequent
/// names of the project's corpus of `.xib` and `.storyboard` files, which
/// cover more than 99% of the names those files use.
struct NameTable: Sendable {
    static let known = NameTable(names: [
        "accessibility", "accessibilityConnection", "accessibilityTraits", "action", "adaptation",
        "adjustsFontForContentSizeCategory", "adjustsFontSizeToFit", "alignment", "allowsCharacterPickerTouchBarItem",
        "allowsExpansionToolTips", "allowsToolTipsWhenApplicationIsInactive", "allowsUndo", "alpha",
        "alternatingRowBackgroundColors", "alwaysBounceVertical", "ambiguous", "animates", "animationBehavior",
        "animations", "appearance", "archive", "array", "attributedString", "autocapitalizationType",
        "autohidesScrollers", "automaticallyAdjustsScrollViewInsets", "autorecalculatesKeyViewLoop",
        "autoresizesSubviews", "autoresizingMask", "autosaveColumns", "axis", "barButtonItem", "base64-UTF8",
        "baseWritingDirection", "baselineAdjustment", "behavior", "bezelStyle", "binding", "blue", "bool", "boolean",
        "borderStyle", "borderType", "bottomStrut", "box", "boxType", "button", "buttonCell", "buttonType", "bytes",
        "capability", "catalog", "cells", "changeBackground", "changeContents", "changeGray", "class", "className",
        "clearsContextBeforeDrawing", "clipView", "clipsSubviews", "closable", "cocoaTouchSystemColor",
        "collectionView", "collectionViewCell", "collectionViewFlowLayout", "color", "colorMatched", "colorSpace",
        "colorWell", "columnAutoresizingStyle", "columnReordering", "columnResizing", "command", "connections",
        "constant", "constraint", "constraints", "content", "contentHorizontalAlignment", "contentMode",
        "contentVerticalAlignment", "continuous", "control", "controlSize", "customClass", "customColorSpace",
        "customModule", "customModuleProvider", "customObject", "customObjectInstantitationMethod", "customSpacing",
        "customView", "data", "dataMode", "declaredKeys", "dependencies", "deployment", "destination",
        "detachesHiddenViews", "development", "device", "dictionary", "distribution", "document", "doesNotDimImage",
        "double", "doubleValue", "drawsBackground", "editable", "enabled", "estimatedRowHeight", "eventType",
        "exclude", "extendedEdge", "family", "findStyle", "firstAttribute", "firstItem", "fixedFrame", "flexibleMaxX",
        "flexibleMaxY", "flexibleMinX", "flexibleMinY", "float", "focusRingType", "font", "fontDescription",
        "formatterBehavior", "fragment", "frameAutosaveName", "freeformSimulatedSizeMetrics", "green", "groupingSize",
        "hasHorizontalScroller", "headerView", "height", "heightSizable", "hidden", "hidesAccessoryWhenEditing",
        "hidesOnDeactivate", "horizontal", "horizontalCompressionResistancePriority", "horizontalHuggingPriority",
        "horizontalLineScroll", "horizontalPageScroll", "horizontalStackHuggingPriority", "id", "identifier", "image",
        "imageCell", "imageHugsTitle", "imagePosition", "imageScaling", "imageView", "implicitItemIdentifier",
        "importsGraphics", "include", "indentationLevel", "indentationWidth", "initialViewController", "inset",
        "insetsLayoutMarginsFromSafeArea", "int", "integer", "isSeparatorItem", "items", "key", "keyEquivalent",
        "keyPath", "kind", "label", "launchScreen", "layoutGuides", "leftStrut", "lightByBackground",
        "lightByContents", "lightByGray", "lineBreakMode", "mask", "maxValue", "maxWidth", "maxX", "maxY",
        "maximumIntegerDigits", "menu", "menuItem", "metaFont", "minToolsVersion", "minValue", "minWidth", "minX",
        "minY", "miniaturizable", "minimumFontSize", "minimumIntegerDigits", "minimumInteritemSpacing",
        "minimumLineSpacing", "minimumScaleFactor", "misplaced", "modifierMask", "multipleSelection",
        "multipleTouchEnabled", "multiplier", "name", "namedColor", "navigationBar", "navigationController",
        "navigationItem", "nil", "numberFormatter", "numberOfLines", "object", "objects", "on", "oneShot", "opaque",
        "option", "orientation", "outlet", "outletCollection", "outlineTableColumn", "outlineView", "paletteLabel",
        "placeholder", "placeholderIdentifier", "plugIn", "point", "pointSize", "popUpButton", "popUpButtonCell",
        "preferredMaxLayoutWidth", "preservesSuperviewLayoutMargins", "previousBinding", "priority", "property",
        "propertyAccessControl", "prototypeCellViews", "prototypes", "pushIn", "real", "rect", "red", "ref",
        "reference", "refusesFirstResponder", "relation", "relationship", "releasedWhenClosed",
        "representsSharedInstance", "resizable", "resizeWithTable", "resources", "restorable", "reuseIdentifier",
        "richText", "rightStrut", "rowHeight", "rowSizeStyle", "scene", "sceneID", "sceneMemberID", "scenes",
        "scrollView", "scrollable", "scroller", "secondAttribute", "secondItem", "secondaryImage",
        "sectionFooterHeight", "sectionHeaderHeight", "segment", "segmentedCell", "segmentedControl", "segments",
        "segue", "selectable", "selected", "selectedItem", "selectionStyle", "selector", "sendsActionOnEndEditing",
        "separatorStyle", "shift", "showsHorizontalScrollIndicator", "showsToolbarButton", "simulatedMetricsContainer",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "simulatedStatusBarMetrics", "size", "slider",
        "smartInsertDelete", "spacing", "spellingCorrection", "stackView", "state", "stepper", "stepperCell",
        "storyboardIdentifier", "string", "style", "subviews", "switch", "symbolic", "systemColor", "systemItem",
        "systemMenu", "systemVersion", "tabBarItem", "tabViewItem", "tabbingMode", "tableCellView", "tableColumn",
        "tableColumnResizingMask", "tableColumns", "tableHeaderCell", "tableHeaderView", "tableView", "tableViewCell",
        "tableViewCellContentView", "tableViewController", "tag", "target", "targetRuntime", "text", "textAlignment",
        "textField", "textFieldCell", "textInputTraits", "textLabel", "textView", "title", "titled", "toolTip",
        "toolbar", "toolbarItem", "toolbarItems", "toolsVersion", "topStrut", "trackingMode",
        "translatesAutoresizingMaskIntoConstraints", "type", "useAutolayout", "useSafeAreas", "useTraitCollections",
        "userDefaultsController", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes",
        "userInteractionEnabled", "userLabel", "userResizable", "usesAppearanceFont", "usesGroupingSeparator",
        "usesPredominantAxisScrolling", "usesSingleLineMode", "value", "variation", "version",
        "verticalCompressionResistancePriority", "verticalHuggingPriority", "verticalLineScroll", "verticalPageScroll",
        "verticalStackHuggingPriority", "verticallyResizable", "view", "viewBased", "viewController",
        "viewControllerLayoutGuide", "viewLayoutGuide", "visibilityPriorities", "visibleAtLaunch", "wantsLayer",
        "weight", "white", "width", "widthSizable", "window", "windowCollectionBehavior", "windowController",
        "windowPositionMask", "windowStyleMask", "x", "y"
    ])

    /// Open addressing: a name's slot holds its hash (bits 0-31), where its
    /// bytes start in `bytes` (bits 32-47) and its length (bits 48-63); 0 for
    /// an empty slot. At least twice as many slots as names, so that probes
    /// stay short.
    private let slots: [UInt64]
    /// The name of each slot ("" for an empty one).
    private let names: [String]
    /// Each name's bytes, one name after the other.
    private let bytes: [UInt8]

    private init(names: [String]) {
        var size = 1
        while size < 2 * names.count { size *= 2 }
        var slots = [UInt64](repeating: 0, count: size)
        var slotNames = [String](repeating: "", count: size)
        var bytes: [UInt8] = []
        for name in names {
            let hash = Self.hash(name.utf8)
            var slot = Int(hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = UInt64(hash) | UInt64(bytes.count) << 32 | UInt64(name.utf8.count) << 48
            slotNames[slot] = name
            bytes.append(contentsOf: name.utf8)
        }
        precondition(bytes.count <= 0xFFFF, "the known names fit a 16-bit offset")
        self.slots = slots
        self.names = slotNames
        self.bytes = bytes
    }

    /// FNV-1a over `bytes`.
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The name spelled by the NUL-terminated bytes at `pointer`.
    func name(_ pointer: UnsafePointer<CChar>) -> String {
        var hash: UInt32 = 2_166_136_261
        var count = 0
        while pointer[count] != 0 {
            hash = (hash ^ UInt32(UInt8(bitPattern: pointer[count]))) &* 16_777_619
            count += 1
        }
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            bytes.withUnsafeBufferPointer { bytes in
                let mask = slots.count - 1
                var slot = Int(hash) & mask
                while true {
                    let entry = slots[slot]
                    if entry == 0 { return nil }
                    if UInt32(truncatingIfNeeded: entry) == hash && Int(entry >> 48) == count {
                        let start = Int(truncatingIfNeeded: (entry >> 32) & 0xFFFF)
                        var index = 0
                        while index < count && bytes[start + index] == UInt8(bitPattern: pointer[index]) { index += 1 }
                        if index == count { return slot }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        if let found { return names[found] }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}
