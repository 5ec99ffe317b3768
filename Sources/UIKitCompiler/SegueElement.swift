import XIBReader

/// A storyboard `<segue>` other than a relationship → a segue template in the
/// nib of the controller the segue starts from: listed in the controller's
/// `UIStoryboardSegueTemplates`, named in its
/// `UIExternalObjectsTableForViewLoading` (so that the view nib, where the
/// trigger is, can reach it), and given an outlet `viewController` to the
/// controller.
///
/// `kind="show"` → `UIStoryboardShowSegueTemplate` with
/// `UIDestinationViewControllerIdentifier` (the destination scene's
/// identifier) and `UIActionName` "showViewController:sender:" (Apple's iOS 10
/// SDK storyboard pair); `showDetail` uses "showDetailViewController:sender:"
/// (mapping notes). Other kinds and a segue `identifier` have no Apple output
/// in the corpus yet: they get a warning.
enum SegueElement {
    static let actionNames: [String: String] = [
        "show": "showViewController:sender:", "showDetail": "showDetailViewController:sender:",
    ]

    static func compile(_ context: inout UIKitContext, _ element: XIBElement, _ object: Reference) {
        let kind = element[attribute: "kind"] ?? ""
        let className = actionNames[kind] != nil ? "UIStoryboardShowSegueTemplate" : "UIStoryboardSegueTemplate"
        context.beginObject(object, of: element, className: className)
        if actionNames[kind] == nil {
            context.warn("segue kind \"\(kind)\" is not supported yet; its template has no keys", at: element)
        }
        for attribute in element.attributes where !["id", "destination", "kind"].contains(attribute.name) {
            context.warn("<segue> attribute \(attribute.name) is not supported yet; left out", at: element)
        }
        if let actionName = actionNames[kind] {
            if let destination = element[attribute: "destination"], let controller = context.storyboard?.controllers[destination] {
                context.appendString("UIDestinationViewControllerIdentifier", StoryboardScenes.identifier(of: controller), to: object)
            } else {
                context.error("segue destination \"\(element[attribute: "destination"] ?? "")\" is no scene's view controller",
                              at: element)
            }
            context.appendString("UIActionName", actionName, to: object)
        }
        context.endObject(object, of: element, className: className)
    }
}
