extension BinaryPropertyListObjects {
    /// Checks every object reachable from the top as
    /// ``BinaryPropertyList/decode(_:options:)`` does (offsets, headers,
    /// references, the depth limit, no collection containing itself), in the
    /// same order, so it throws exactly the error `decode` would. Builds nothing.
    ///
    /// After it returns, ``object(_:)`` succeeds for every reachable object.
    public func validate() throws(PropertyListError) {
        var state = [VisitState](repeating: .unseen, count: objectCount)
        var headers: [Object]? = nil
        try visit(topObject, depth: 0, &state, &headers)
    }

    /// ``validate()``, keeping the headers it read: element `i` is object
    /// `i`'s header for every reachable object, and for the others an object
    /// whose ``Object/index`` is -1. Readers that go through every object
    /// again take the headers from here instead of parsing them a second time.
    ///
    /// The array holds one header per object, so its size is bounded by the
    /// object count, itself below the byte count.
    public func validatedHeaders() throws(PropertyListError) -> [Object] {
        var state = [VisitState](repeating: .unseen, count: objectCount)
        var headers: [Object]? = [Object](repeating: Object(.null, -1, start: -1, body: -1, count: 0), count: objectCount)
        try visit(topObject, depth: 0, &state, &headers)
        return headers!
    }

    enum VisitState: UInt8 { case unseen, inProgress, done }

    private func visit(_ index: Int, depth: Int, _ state: inout [VisitState], _ headers: inout [Object]?)
        throws(PropertyListError)
    {
        if state[index] == .done { return }
        let start = try startOffset(of: index)
        guard state[index] != .inProgress else { throw fail(.cycle, index, start) }
        guard depth <= maximumDepth else { throw fail(.tooDeep(limit: maximumDepth), index, start) }
        state[index] = .inProgress
        let object = try object(at: start, index: index)
        if headers != nil { headers![index] = object }
        switch object.kind {
        case .array, .set:
            for position in 0..<object.count { try visit(reference(object, position), depth: depth + 1, &state, &headers) }
        case .dictionary:
            // Keys and values alternate, as decode reads them.
            for position in 0..<object.count {
                try visit(reference(object, position), depth: depth + 1, &state, &headers)
                try visit(reference(object, object.count + position), depth: depth + 1, &state, &headers)
            }
        default:
            break
        }
        state[index] = .done
    }
}
