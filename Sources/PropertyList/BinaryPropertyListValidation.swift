extension BinaryPropertyListObjects {
    /// Checks every object reachable from the top as
    /// ``BinaryPropertyList/decode(_:options:)`` does (offsets, headers,
    /// references, the depth limit, no collection containing itself), in the
    /// same order, so it throws exactly the error `decode` would. Builds nothing.
    ///
    /// After it returns, ``object(_:)`` succeeds for every reachable object.
    public func validate() throws(PropertyListError) {
        var state = [VisitState](repeating: .unseen, count: objectCount)
        try visit(topObject, depth: 0, &state)
    }

    enum VisitState: UInt8 { case unseen, inProgress, done }

    private func visit(_ index: Int, depth: Int, _ state: inout [VisitState]) throws(PropertyListError) {
        if state[index] == .done { return }
        let start = try startOffset(of: index)
        guard state[index] != .inProgress else { throw fail(.cycle, index, start) }
        guard depth <= maximumDepth else { throw fail(.tooDeep(limit: maximumDepth), index, start) }
        state[index] = .inProgress
        let object = try object(at: start, index: index)
        switch object.kind {
        case .array, .set:
            for position in 0..<object.count { try visit(reference(object, position), depth: depth + 1, &state) }
        case .dictionary:
            // Keys and values alternate, as decode reads them.
            for position in 0..<object.count {
                try visit(reference(object, position), depth: depth + 1, &state)
                try visit(reference(object, object.count + position), depth: depth + 1, &state)
            }
        default:
            break
        }
        state[index] = .done
    }
}
