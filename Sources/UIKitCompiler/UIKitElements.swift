import NibBytes
import XIBReader

/// How one element kind compiles: it gives the object its class and values.
struct UIKitElementKind: Sendable {
    let compile: @Sendable (inout UIKitContext, XIBElement, Reference) -> Void
    /// The elements, other than constraints and subviews, whose objects the
    /// nib's object list holds under this one (a bar's items, an item's custom view).
    var nestedObjects: @Sendable (XIBElement) -> XIBElementList = { _ in [] }
}

/// The element kinds the UIKit compiler knows, by element name. Each kind
/// lives in its own file; adding a kind is adding a file and a line here.
enum UIKitElements {
    static func kind(named name: String) -> UIKitElementKind? {
        kinds[name]
    }

    /// ``table`` in a ``StringTable``, whose lookups hash faster than a dictionary's.
    private static let kinds: StringTable<UIKitElementKind> = {
        var kinds = StringTable<UIKitElementKind>(minimumCapacity: table.count)
        for (name, kind) in table { kinds.set(name, kind) }
        return kinds
    }()

    private static let table: [String: UIKitElementKind] = [
        "placeholder": UIKitElementKind(compile: Placeholder.compile),
        "view": UIKitElementKind(compile: ViewElement.compile),
        // A storyboard's container view is a plain view; its embed segue's template connects to it.
        "containerView": UIKitElementKind(compile: ViewElement.compile),
        "label": UIKitElementKind(compile: LabelElement.compile),
        "button": UIKitElementKind(compile: ButtonElement.compile),
        "textField": UIKitElementKind(compile: TextFieldElement.compile),
        "imageView": UIKitElementKind(compile: ImageViewElement.compile),
        "scrollView": UIKitElementKind(compile: ScrollViewElement.compile),
        "textView": UIKitElementKind(compile: TextViewElement.compile),
        "constraint": UIKitElementKind(compile: ConstraintElement.compile),
        "tableView": UIKitElementKind(compile: TableViewElement.compile, nestedObjects: TableViewElement.headerFooterViews),
        "tableViewCell": UIKitElementKind(compile: TableViewCellElement.compile),
        "tableViewCellContentView": UIKitElementKind(compile: TableViewCellContentViewElement.compile),
        "navigationBar": UIKitElementKind(compile: NavigationBarElement.compile, nestedObjects: BarItems.items(of:)),
        "navigationItem": UIKitElementKind(compile: NavigationItemElement.compile, nestedObjects: NavigationItemElement.barButtonItems),
        "barButtonItem": UIKitElementKind(compile: BarButtonItemElement.compile, nestedObjects: BarButtonItemElement.customView),
        "tabBar": UIKitElementKind(compile: TabBarElement.compile, nestedObjects: BarItems.items(of:)),
        "tabBarItem": UIKitElementKind(compile: TabBarItemElement.compile),
        "toolbar": UIKitElementKind(compile: ToolbarElement.compile, nestedObjects: BarItems.items(of:)),
        "searchBar": UIKitElementKind(compile: SearchBarElement.compile),
        "collectionView": UIKitElementKind(compile: CollectionViewElement.compile,
                                           nestedObjects: CollectionViewElement.nestedObjects),
        "collectionViewFlowLayout": UIKitElementKind(compile: CollectionViewFlowLayoutElement.compile),
        "collectionViewLayout": UIKitElementKind(compile: CollectionViewLayoutElement.compile),
        "collectionViewCell": UIKitElementKind(compile: CollectionViewCellElement.compile, nestedObjects: ContentView.nestedObjects),
        "collectionReusableView": UIKitElementKind(compile: CollectionReusableViewElement.compile),
        "switch": UIKitElementKind(compile: SwitchElement.compile),
        "segmentedControl": UIKitElementKind(compile: SegmentedControlElement.compile),
        "activityIndicatorView": UIKitElementKind(compile: ActivityIndicatorElement.compile),
        "slider": UIKitElementKind(compile: SliderElement.compile),
        "stepper": UIKitElementKind(compile: StepperElement.compile),
        "progressView": UIKitElementKind(compile: ProgressViewElement.compile),
        "pageControl": UIKitElementKind(compile: PageControlElement.compile),
        "datePicker": UIKitElementKind(compile: DatePickerElement.compile),
        "pickerView": UIKitElementKind(compile: PickerViewElement.compile),
        "visualEffectView": UIKitElementKind(compile: VisualEffectViewElement.compile, nestedObjects: ContentView.nestedObjects),
        "webView": UIKitElementKind(compile: WebViewElement.compile),
        "wkWebView": UIKitElementKind(compile: WKWebViewElement.compile),
        "mapView": UIKitElementKind(compile: MapViewElement.compile),
        "skView": UIKitElementKind(compile: FrameworkViewElements.compileSKView),
        "arskView": UIKitElementKind(compile: FrameworkViewElements.compileARSKView),
        "sceneKitView": UIKitElementKind(compile: FrameworkViewElements.compileSCNView),
        "arscnView": UIKitElementKind(compile: FrameworkViewElements.compileARSCNView),
        "glkView": UIKitElementKind(compile: FrameworkViewElements.compileGLKView),
        "mtkView": UIKitElementKind(compile: MTKViewKeys.compile),
        "viewLayoutGuide": UIKitElementKind(compile: LayoutGuideElement.compile),
        "stackView": UIKitElementKind(compile: StackViewElement.compile),
        "window": UIKitElementKind(compile: WindowElement.compile),
        "viewControllerPlaceholder": UIKitElementKind(compile: StoryboardReference.compile),
        "customObject": UIKitElementKind(compile: CustomObjectElement.compile),
        "viewController": UIKitElementKind(compile: ViewControllerElement.compile, nestedObjects: ViewControllerElement.nestedObjects),
        "tableViewController": UIKitElementKind(compile: ViewControllerElement.compile, nestedObjects: ViewControllerElement.nestedObjects),
        "collectionViewController": UIKitElementKind(compile: ViewControllerElement.compile,
                                                     nestedObjects: ViewControllerElement.nestedObjects),
        "navigationController": UIKitElementKind(compile: ViewControllerElement.compile, nestedObjects: ViewControllerElement.nestedObjects),
        "tabBarController": UIKitElementKind(compile: ViewControllerElement.compile, nestedObjects: ViewControllerElement.nestedObjects),
        "splitViewController": UIKitElementKind(compile: ViewControllerElement.compile, nestedObjects: ViewControllerElement.nestedObjects),
        "pageViewController": UIKitElementKind(compile: ViewControllerElement.compile, nestedObjects: ViewControllerElement.nestedObjects),
        "segue": UIKitElementKind(compile: SegueElement.compile),
    ]
    .merging(GestureRecognizerElement.recognizers.mapValues { _ in UIKitElementKind(compile: GestureRecognizerElement.compile) }) { a, _ in a }

    /// Elements that are views (their `subviews` and `constraints` are walked).
    static func isView(_ element: XIBElement) -> Bool {
        !["placeholder", "constraint", "navigationItem", "barButtonItem", "tabBarItem", "collectionViewFlowLayout",
          "collectionViewLayout", "viewLayoutGuide", "customObject"].contains(element.name)
            && GestureRecognizerElement.recognizers[element.name] == nil && table[element.name] != nil
            && ViewControllerElement.classes[element.name] == nil
    }
}
