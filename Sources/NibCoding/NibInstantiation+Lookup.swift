import NibGraph

extension NibInstantiation {
    /// The first top-level object of type `T`.
    public func topLevelObject<T>(ofType type: T.Type) -> T? {
        topLevelObjects.lazy.compactMap { $0 as? T }.first
    }

    /// The built objects whose `UITag` (UIKit) or `NSTag` (AppKit) is `tag`, in graph order.
    public func objects(withTag tag: Int64) throws -> [Any] {
        var found: [Any] = []
        for index in 0..<unarchiver.objectCount {
            let object = unarchiver.decoder(forObject: index)
            guard case .integer(let value, _)? = object.raw("UITag") ?? object.raw("NSTag"), value == tag,
                  let built = try unarchiver.object(at: index)
            else { continue }
            found.append(built)
        }
        return found
    }

    /// Visits `root` and everything below it depth-first, with each object's depth;
    /// `children` says what is below an object (its subviews). Each object is visited once.
    public static func walk(_ root: AnyObject, children: (AnyObject) -> [AnyObject], visit: (AnyObject, Int) -> Void) {
        var stack: [(AnyObject, Int)] = [(root, 0)]
        var seen: Set<ObjectIdentifier> = []
        while let (object, depth) = stack.popLast() {
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            visit(object, depth)
            for child in children(object).reversed() { stack.append((child, depth + 1)) }
        }
    }
}
