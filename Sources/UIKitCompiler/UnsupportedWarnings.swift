import IBDocument
import NibBytes
import XIBReader

/// The warnings for what a document holds and the compiler leaves out, in
/// the wording of ``IBDiagnosticLog/warnUnsupportedAttribute(_:of:)`` and
/// ``IBDiagnosticLog/warnUnsupportedChild(_:of:)``, at the element's place.
extension UIKitContext {
    /// Warns that attribute `name` of `element` is left out.
    mutating func warnUnsupportedAttribute(_ name: String, of element: XIBElement) {
        log.warnUnsupportedAttribute(name, of: element)
    }

    /// Warns that `child` of `parent` is left out.
    mutating func warnUnsupportedChild(_ child: XIBElement, of parent: XIBElement) {
        log.warnUnsupportedChild(child, of: parent)
    }

    /// Warns about each attribute of a non-view element that `known` does not list.
    mutating func warnUnhandledAttributes(_ element: XIBElement, _ known: NameSet) {
        for attribute in element.attributes where !known.contains(attribute.name) {
            warnUnsupportedAttribute(attribute.name, of: element)
        }
    }

    /// Warns about each child of `element` that `isHandled` does not take.
    mutating func warnUnhandledChildren(_ element: XIBElement, except isHandled: (XIBElement) -> Bool) {
        for child in element.children where !isHandled(child) {
            warnUnsupportedChild(child, of: element)
        }
    }

    /// Warns about each attribute and child of a view element that neither the
    /// view keys nor the element kind (`attributes` and `more`, `children`, the
    /// child elements `except`) read. (Two sets of attributes, so that a
    /// control's are not joined to its kind's at every element.)
    mutating func warnUnhandled(_ element: XIBElement, attributes: NameSet, also more: NameSet = [], children: NameSet,
                                except isHandled: (XIBElement) -> Bool = { _ in false }) {
        for attribute in element.attributes where !Self.viewAttributes.contains(attribute.name)
            && !attributes.contains(attribute.name) && !more.contains(attribute.name) {
            warnUnsupportedAttribute(attribute.name, of: element)
        }
        for child in element.children where !Self.viewChildren.contains(child.name) && !children.contains(child.name)
            && !isHandled(child) && !Self.isEmptyAnimations(child) {
            warnUnsupportedChild(child, of: element)
        }
    }

    /// A warning for each attribute or keyed child of `element` that this
    /// compiler knows exists but does not compile yet.
    mutating func warnUnsupported(_ element: XIBElement, attributes: [String], children: [String]) {
        for name in attributes where element[attribute: name] != nil {
            warnUnsupportedAttribute(name, of: element)
        }
        for child in element.children where Self.isNamed(child, among: children) {
            warnUnsupportedChild(child, of: element)
        }
    }
}
