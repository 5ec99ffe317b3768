/// The IB 3 classes the legacy compiler knows, by class name. Each family
/// lives in its own file; adding a class is adding a file and a line here.
enum LegacyClasses {
    static func kind(named name: String) -> LegacyClass? {
        table[name]
    }

    private static let table: [String: LegacyClass] = [
        "IBProxyObject": LegacyProxy.proxy,
        "IBUICustomObject": LegacyProxy.customObject,
        "IBUIView": LegacyView.view,
        "IBUIWebView": LegacyWebView.webView,
        "IBUIWindow": LegacyWindow.window,
        "IBUIViewController": LegacyViewController.viewController,
        "IBUILabel": LegacyLabel.label,
        "IBUIButton": LegacyControls.button,
        "IBUITextField": LegacyControls.textField,
        "IBUISwitch": LegacyControls.switchControl,
        "IBUISlider": LegacyControls.slider,
        "IBUIImageView": LegacyControls.imageView,
        "IBUITableView": LegacyTableView.tableView,
        "IBUINavigationBar": LegacyNavigationBar.navigationBar,
        "IBUINavigationItem": LegacyNavigationBar.navigationItem,
        "IBUIBarButtonItem": LegacyNavigationBar.barButtonItem,
    ]
}
