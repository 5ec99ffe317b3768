import NibGraph
import XIBReader

/// `<visualEffectView>` → `NSVisualEffectView`.
///
/// A visual effect view writes its view keys, then
/// `NSVisualEffectViewBlendingMode` (`NSVisualEffectView.BlendingMode`),
/// `NSVisualEffectViewState` (`NSVisualEffectView.State`),
/// `NSVisualEffectViewMaskImage` (nil), `NSVisualEffectViewMaterial` and
/// `IBVisualEffectViewExternalMaterial` (the `NSVisualEffectView.Material`,
/// both the same for the sidebar material HSChooserWindow shows) and
/// `IBVisualEffectViewAppearanceType` (0).
enum VisualEffectViewElement {
    static let blendingModes: [String: Int64] = ["behindWindow": 0, "withinWindow": 1]

    static let states: [String: Int64] = ["followsWindowActiveState": 0, "active": 1, "inactive": 2]

    /// `NSVisualEffectView.Material` raw values of `material` (appearance based when absent).
    static let materials: [String: Int64] = [
        "appearanceBased": 0, "light": 1, "dark": 2, "titlebar": 3, "selection": 4, "menu": 5, "popover": 6,
        "sidebar": 7, "mediumLight": 8, "ultraDark": 9, "headerView": 10, "sheet": 11, "windowBackground": 12,
        "HUDWindow": 13, "fullScreenUI": 15, "toolTip": 17, "contentBackground": 18, "underWindowBackground": 21,
        "underPageBackground": 22,
    ]

    static func compile(_ context: inout AppKitContext, _ element: XIBElement, _ view: Reference) {
        context.warnUnknownAttributes(of: element, known: TextFieldElement.knownFieldAttributes, also: [
            "blendingMode", "material", "state",
        ])
        context.warnUnknownChildren(of: element, known: ["rect", "autoresizingMask", "subviews"])
        context.beginObject(view, of: element, className: "NSVisualEffectView")
        context.appendViewKeys(element, to: view)
        // Unknown values warn and fall back (the segmented control's lookup).
        let blending = SegmentedControlElement.value(&context, element, "blendingMode", in: blendingModes, default: "behindWindow")
        context.append("NSVisualEffectViewBlendingMode", .integer(blending), to: view)
        let state = SegmentedControlElement.value(&context, element, "state", in: states, default: "followsWindowActiveState")
        context.append("NSVisualEffectViewState", .integer(state), to: view)
        context.append("NSVisualEffectViewMaskImage", .null, to: view)
        let material = SegmentedControlElement.value(&context, element, "material", in: materials, default: "appearanceBased")
        context.append("NSVisualEffectViewMaterial", .integer(material), to: view)
        context.append("IBVisualEffectViewExternalMaterial", .integer(material), to: view)
        context.append("IBVisualEffectViewAppearanceType", .integer(0), to: view)
    }
}
