import NibGraph

/// The superclass of each AppKit and Foundation class a Mac nib archives,
/// for the class chains (`$classes`) of a keyed archive: `NSTextFieldCell`
/// is archived as NSTextFieldCell, NSActionCell, NSCell, NSObject. A class
/// not listed (an app's own) is archived under NSObject directly.
enum AppKitClassChains {
    static func chain(of className: String) -> [String] {
        ClassChain.chain(of: className, superclass: superclass)
    }

    /// Classes a keyed archive writes as property-list values, without a chain.
    static let plainValues: Set<String> = ["NSString", "NSMutableString", "NSNumber", "NSData"]

    /// Gives each object of `graph` but the root its class chain, as a keyed
    /// archive holds it (strings, numbers and data keep none).
    static func addChains(to graph: inout NibGraph) {
        for index in graph.objects.indices.dropFirst() {
            let className = graph.objects[index].className
            guard !plainValues.contains(className) else { continue }
            let chain = chain(of: className)
            if chain.count > 2 { graph.objects[index].classChain = chain }
        }
    }

    static let superclass: [String: String] = [
        // Foundation.
        "NSMutableArray": "NSArray", "NSMutableSet": "NSSet", "NSMutableDictionary": "NSDictionary",
        "NSMutableString": "NSString", "NSMutableData": "NSData", "NSMutableAttributedString": "NSAttributedString",
        "NSMutableParagraphStyle": "NSParagraphStyle", "NSNumber": "NSValue", "NSDecimalNumber": "NSNumber",
        "NSNumberFormatter": "NSFormatter", "NSDateFormatter": "NSFormatter",
        // Nib machinery.
        "NSPanGestureRecognizer": "NSGestureRecognizer", "NSClickGestureRecognizer": "NSGestureRecognizer",
        "NSPressGestureRecognizer": "NSGestureRecognizer", "NSMagnificationGestureRecognizer": "NSGestureRecognizer",
        "NSRotationGestureRecognizer": "NSGestureRecognizer",
        "NSNibOutletConnector": "NSNibConnector", "NSNibControlConnector": "NSNibConnector",
        "NSNibBindingConnector": "NSNibConnector", "NSNibAXRelationshipConnector": "NSNibConnector",
        // Responders, views and windows.
        "NSView": "NSResponder", "NSWindowController": "NSResponder", "NSViewController": "NSResponder",
        "NSDrawer": "NSResponder", "NSPopover": "NSResponder", "NSControl": "NSView", "NSScrollView": "NSView", "NSClipView": "NSView",
        "_NSCornerView": "NSView", "NSTableHeaderView": "NSView", "NSBox": "NSView", "NSTabView": "NSView",
        "NSSplitView": "NSView", "NSText": "NSView", "NSTextView": "NSText", "NSProgressIndicator": "NSView",
        "NSCustomView": "NSView", "NSOpenGLView": "NSView", "NSCollectionView": "NSView", "WebView": "NSView",
        "NSStackView": "NSView", "NSVisualEffectView": "NSView",
        // Controls.
        "NSTextField": "NSControl", "NSSecureTextField": "NSTextField", "NSSearchField": "NSTextField",
        "NSComboBox": "NSTextField", "NSTokenField": "NSTextField", "NSButton": "NSControl", "NSPopUpButton": "NSButton",
        "NSScroller": "NSControl", "NSTableView": "NSControl", "NSOutlineView": "NSTableView", "NSImageView": "NSControl",
        "NSSlider": "NSControl", "NSMatrix": "NSControl", "NSForm": "NSMatrix", "NSColorWell": "NSControl",
        "NSStepper": "NSControl", "NSSegmentedControl": "NSControl", "NSLevelIndicator": "NSControl",
        "NSDatePicker": "NSControl", "NSBrowser": "NSControl", "NSPathControl": "NSControl", "NSRuleEditor": "NSControl",
        "NSPredicateEditor": "NSRuleEditor",
        // Cells.
        "NSActionCell": "NSCell", "NSTextFieldCell": "NSActionCell", "NSSecureTextFieldCell": "NSTextFieldCell",
        "NSSearchFieldCell": "NSTextFieldCell", "NSComboBoxCell": "NSTextFieldCell", "NSTokenFieldCell": "NSTextFieldCell",
        "NSTableHeaderCell": "NSTextFieldCell", "NSPathCell": "NSActionCell", "NSButtonCell": "NSActionCell",
        "NSMenuItemCell": "NSButtonCell", "NSPopUpButtonCell": "NSMenuItemCell", "NSImageCell": "NSCell",
        "NSSliderCell": "NSActionCell", "NSFormCell": "NSActionCell", "NSStepperCell": "NSActionCell",
        "NSSegmentedCell": "NSActionCell", "NSLevelIndicatorCell": "NSActionCell", "NSDatePickerCell": "NSActionCell",
        "NSBrowserCell": "NSCell", "NSPathComponentCell": "NSTextFieldCell",
        // Controllers.
        "NSObjectController": "NSController", "NSArrayController": "NSObjectController",
        "NSTreeController": "NSObjectController", "NSDictionaryController": "NSArrayController",
        "NSUserDefaultsController": "NSController",
        // Images.
        "NSBitmapImageRep": "NSImageRep", "NSCustomImageRep": "NSImageRep", "NSPDFImageRep": "NSImageRep",
        "NSCachedImageRep": "NSImageRep", "NSEPSImageRep": "NSImageRep",
        // Text.
        "NSTextStorage": "NSMutableAttributedString",
    ]
}
