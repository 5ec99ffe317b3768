import XIBReader

/// `<pickerView>` → `UIPickerView`: the view keys, then [`UIShowsSelectionBar`
/// YES] for `showsSelectionIndicator="YES"`. Its data source and delegate are
/// outlets (connections), not keys.
///
/// The key is the mapping notes' (§2 pickerView, from a reimplementation's
/// decoder); no Apple nib of the corpus holds a picker view, so one warning
/// per document says the encoding is not checked. The notes'
/// `UIAllowSelectingCells` has no attribute in the document and is not written.
enum PickerViewElement {
    /// The warning that the encoding follows the notes.
    static let unverified = "a picker view's keys (the view keys, UIShowsSelectionBar) follow the mapping notes; "
        + "no Apple nib checks them"

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        context.beginObject(object, of: element, className: "UIPickerView")
        context.warnUnhandled(element, attributes: ["showsSelectionIndicator"], children: [])
        context.warn(unverified, at: element)
        context.appendViewKeys(element, to: object)
        if element.bool("showsSelectionIndicator") == true {
            context.append("UIShowsSelectionBar", .bool(true), to: object)
        }
        context.endObject(object, of: element, className: "UIPickerView")
    }
}
