import NibBytes
import XIBReader

/// `<slider>` → `UISlider`: the view and control keys, then `UIValue`,
/// `UIMinValue`, `UIMaxValue` (float32, always), the track and thumb tint
/// colors and the end images.
///
/// Keys and types are the mapping notes' (§2, secondary sources); no Apple
/// output shows a slider, so the order is theirs and the values are written
/// always, as the controls Apple's output shows write theirs.
/// `continuous="NO"` has no known key and warns.
enum SliderElement {
    static let attributes: NameSet = [
        "value", "minValue", "maxValue", "minimumValueImage", "maximumValueImage", "continuous",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        if element.bool("continuous") == false {
            context.warn("continuous=\"NO\" has no known UISlider key; left out", at: element)
        }
        context.beginControl(element, object, className: "UISlider", attributes: attributes,
                             imageKeys: ["minimumValueImage", "maximumValueImage"])
        context.appendValue(element, "value", default: 0.5, key: "UIValue", as: .float32, to: object)
        context.appendValue(element, "minValue", default: 0, key: "UIMinValue", as: .float32, to: object)
        context.appendValue(element, "maxValue", default: 1, key: "UIMaxValue", as: .float32, to: object)
        context.appendColors(element, [
            "minimumTrackTintColor": "UIMinimumTintColor", "maximumTrackTintColor": "UIMaximumTintColor",
            "thumbTintColor": "UIThumbTintColor",
        ], to: object)
        for (attribute, key) in [("minimumValueImage", "UIMinimumValueImage"), ("maximumValueImage", "UIMaximumValueImage")] {
            if let image = context.image(of: element, attribute) { context.append(key, .object(image), to: object) }
        }
        context.endObject(object, of: element, className: "UISlider")
    }
}
