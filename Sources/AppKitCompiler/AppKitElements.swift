import NibBytes
import XIBReader

/// How one element kind compiles: it gives the object its class and values.
struct AppKitElementKind: Sendable {
    let compile: @Sendable (inout AppKitContext, XIBElement, Reference) -> Void
    /// Whether the object is listed in `NSObjectsKeys` with its parent.
    var listed = true
}

/// The element kinds the AppKit compiler knows, by element name. Each kind
/// lives in its own file; adding a kind is adding a file and a line here.
enum AppKitElements {
    static func kind(named name: String) -> AppKitElementKind? {
        table[name]
    }

    /// A ``StringTable``, whose lookups hash faster than a dictionary's (every element is looked up).
    private static let table: StringTable<AppKitElementKind> = [
        "customObject": AppKitElementKind(compile: CustomObjectElement.compile),
        "userDefaultsController": AppKitElementKind(compile: BindingControllerElements.compileUserDefaults),
        "objectController": AppKitElementKind(compile: BindingControllerElements.compileObject),
        "arrayController": AppKitElementKind(compile: BindingControllerElements.compileArray),
        "window": AppKitElementKind(compile: WindowElement.compile),
        "view": AppKitElementKind(compile: ViewElement.compile),
        "customView": AppKitElementKind(compile: ViewElement.compileCustomView),
        // Scroll views and their document views.
        "scrollView": AppKitElementKind(compile: ScrollViewElement.compile),
        "clipView": AppKitElementKind(compile: ClipViewElement.compile),
        "scroller": AppKitElementKind(compile: ScrollerElement.compile),
        "textView": AppKitElementKind(compile: TextViewElement.compile),
        // Controls and their cells.
        "textField": AppKitElementKind(compile: TextFieldElement.compileField),
        "secureTextField": AppKitElementKind(compile: TextFieldElement.compileSecureField),
        "textFieldCell": AppKitElementKind(compile: TextFieldElement.compileCell),
        "secureTextFieldCell": AppKitElementKind(compile: TextFieldElement.compileSecureCell),
        "button": AppKitElementKind(compile: ButtonElement.compile),
        "buttonCell": AppKitElementKind(compile: ButtonElement.compileCell),
        "imageView": AppKitElementKind(compile: ImageViewElement.compile),
        "imageCell": AppKitElementKind(compile: ImageViewElement.compileCell),
        "menu": AppKitElementKind(compile: MenuElement.compileMenu),
        "menuItem": AppKitElementKind(compile: MenuElement.compileItem),
        // Sliders and steppers.
        "slider": AppKitElementKind(compile: SliderElement.compile),
        "sliderCell": AppKitElementKind(compile: SliderElement.compileCell),
        "stepper": AppKitElementKind(compile: StepperElement.compile),
        "stepperCell": AppKitElementKind(compile: StepperElement.compileCell),
        "box": AppKitElementKind(compile: BoxElement.compile),
        "predicateEditor": AppKitElementKind(compile: PredicateEditorElement.compile),
        "predicateEditorRowTemplate": AppKitElementKind(compile: PredicateEditorElement.compileRowTemplate),
        "visualEffectView": AppKitElementKind(compile: VisualEffectViewElement.compile),
        "matrix": AppKitElementKind(compile: MatrixElement.compile),
        // Pop-up buttons, segmented controls, stack views and color wells.
        "popUpButton": AppKitElementKind(compile: PopUpButtonElement.compile),
        "popUpButtonCell": AppKitElementKind(compile: PopUpButtonElement.compileCell),
        "segmentedControl": AppKitElementKind(compile: SegmentedControlElement.compile),
        "segmentedCell": AppKitElementKind(compile: SegmentedControlElement.compileCell),
        "colorWell": AppKitElementKind(compile: ColorWellElement.compile),
        "switch": AppKitElementKind(compile: SwitchElement.compile),
        "stackView": AppKitElementKind(compile: StackViewElement.compile),
        // Single controls.
        "progressIndicator": AppKitElementKind(compile: ProgressIndicatorElement.compile),
        "pdfView": AppKitElementKind(compile: PDFViewElement.compile),
        "webView": AppKitElementKind(compile: WebViewElement.compile),
        "datePicker": AppKitElementKind(compile: DatePickerElement.compile),
        "datePickerCell": AppKitElementKind(compile: DatePickerElement.compileCell),
        "searchField": AppKitElementKind(compile: SearchFieldElement.compile),
        "searchFieldCell": AppKitElementKind(compile: SearchFieldElement.compileCell),
        "tokenField": AppKitElementKind(compile: TokenFieldElement.compile),
        "tokenFieldCell": AppKitElementKind(compile: TokenFieldElement.compileCell),
        "pathControl": AppKitElementKind(compile: PathControlElement.compile),
        "pathCell": AppKitElementKind(compile: PathControlElement.compileCell),
        // Formatters of cells.
        "dateFormatter": AppKitElementKind(compile: DateFormatterElement.compile),
        "numberFormatter": AppKitElementKind(compile: NumberFormatterElement.compile),
        "customFormatter": AppKitElementKind(compile: CustomFormatterElement.compile),
        "levelIndicator": AppKitElementKind(compile: LevelIndicatorElement.compile),
        "levelIndicatorCell": AppKitElementKind(compile: LevelIndicatorElement.compileCell),
        // Window toolbars.
        "toolbar": AppKitElementKind(compile: ToolbarElement.compile),
        "toolbarItem": AppKitElementKind(compile: ToolbarElement.compileItem),
        // Table and outline views.
        "tableView": AppKitElementKind(compile: TableViewElement.compileTable),
        "outlineView": AppKitElementKind(compile: TableViewElement.compileOutline),
        "tableColumn": AppKitElementKind(compile: TableColumnElement.compile),
        "tableHeaderCell": AppKitElementKind(compile: TableHeaderCellElement.compile, listed: false),
        "tableHeaderView": AppKitElementKind(compile: TableHeaderViewElement.compile),
        "tableCellView": AppKitElementKind(compile: TableCellViewElement.compile),
        // Split views and tab views.
        "splitView": AppKitElementKind(compile: SplitViewElement.compile),
        "tabView": AppKitElementKind(compile: TabViewElement.compile),
        "tabViewItem": AppKitElementKind(compile: TabViewElement.compileItem),
        // Storyboard scene controllers.
        "application": AppKitElementKind(compile: StoryboardControllers.compileApplication),
        "windowController": AppKitElementKind(compile: StoryboardControllers.compileWindowController),
        "viewController": AppKitElementKind(compile: StoryboardControllers.compileViewController),
        "popover": AppKitElementKind(compile: PopoverElement.compile),
        "collectionViewItem": AppKitElementKind(compile: CollectionViewItemElement.compile),
        "collectionView": AppKitElementKind(compile: CollectionViewElement.compile),
    ]
}
