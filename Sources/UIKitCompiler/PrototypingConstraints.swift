import XIBReader

/// Build-time constraints for views whose frame Interface Builder fixes.
///
/// Up to the iOS 9 SDK (Xcode 7 and earlier), an Auto Layout document's subview
/// with `fixedFrame="YES"` that does not translate its autoresizing mask gets
/// four `NSIBPrototypingLayoutConstraint`s in its superview's constraint list:
/// left and top to the superview at the frame's origin, then width and height
/// equal to the frame's size. They are not nib objects of their own (not in
/// `UINibObjectsKey`). From Xcode 8 such a view translates its mask instead.
extension UIKitContext {
    static let prototypingIdentifier = "IB auto generated at build time for view with fixed frame"

    /// Whether `element` keeps `translatesAutoresizingMaskIntoConstraints="NO"`
    /// and is pinned by prototyping constraints.
    func hasPrototypingConstraints(_ element: XIBElement) -> Bool {
        sdk <= 9 && document.usesAutolayout && element.bool("fixedFrame") == true
            && element.bool("translatesAutoresizingMaskIntoConstraints") == false
    }

    /// The prototyping constraints of `element`'s subviews, in subview order.
    mutating func prototypingConstraints(forSubviewsOf element: XIBElement, superview: Reference) -> [Reference] {
        var constraints: [Reference] = []
        for subview in element.children(of: "subviews") where hasPrototypingConstraints(subview) {
            guard let id = subview[attribute: "id"] else { continue }
            let item = object(forID: id)
            let frame = subview.child(named: "rect", key: "frame")
            let edges: [(attribute: Int64, constant: Double, pinned: Bool)] = [
                (1, frame?.double("x") ?? 0, true), (3, frame?.double("y") ?? 0, true),
                (7, frame?.double("width") ?? 0, false), (8, frame?.double("height") ?? 0, false),
            ]
            for edge in edges {
                var constraint = ConstraintElement.LayoutConstraint(firstItem: item, first: edge.attribute)
                if edge.pinned { constraint.secondItem = superview }
                constraint.second = edge.pinned ? edge.attribute : 0
                constraint.constant = edge.constant
                constraint.identifier = Self.prototypingIdentifier
                let object = builder.addObject("NSIBPrototypingLayoutConstraint", fallbacks: ["NSLayoutConstraint"])
                ConstraintElement.encode(constraint, to: object, in: &self)
                constraints.append(object)
            }
        }
        return constraints
    }
}
