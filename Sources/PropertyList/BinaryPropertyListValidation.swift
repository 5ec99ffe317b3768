import NibBytes

extension BinaryPropertyListObjects {
    /// Checks every object reachable from the top as
    /// ``BinaryPropertyList/decode(_:options:)`` does (offsets, headers,
    /// references, the depth limit, no collection containing itself, the
    /// size of the tree the file stands for), in the same order, so it throws
    /// exactly the error `decode` would. Builds nothing.
    ///
    /// After it returns, ``object(_:)`` succeeds for every reachable object.
    public func validate() throws(PropertyListError) {
        var sizes = [Int](repeating: 0, count: objectCount)
        var headers: [Object] = []
        _ = try visit(topObject, depth: 0, &sizes, headers: &headers)
    }

    /// ``validate()``, keeping the headers it read: element `i` is object
    /// `i`'s header for every reachable object, and for the others an object
    /// whose ``Object/index`` is -1. Readers that go through every object
    /// again take the headers from here instead of parsing them a second time.
    ///
    /// The array holds one header per object, so its size is bounded by the
    /// object count, itself below the byte count.
    public func validatedHeaders() throws(PropertyListError) -> [Object] {
        var sizes = [Int](repeating: 0, count: objectCount)
        var headers = [Object](repeating: Object(.null, -1, start: -1, body: -1, count: 0), count: objectCount)
        _ = try visit(topObject, depth: 0, &sizes, headers: &headers)
        return headers
    }

    /// Visits object `index` and, depth first, what it refers to (dictionary
    /// keys and values alternating, as `decode` reads them), and returns the
    /// size of the tree it stands for: 1, plus for a collection the tree
    /// sizes of its keys and values, a shared object counted at every
    /// reference (see ``maximumTreeSize``).
    ///
    /// `sizes` holds per object 0 (not visited), -1 (being visited: reaching
    /// it again is a cycle) or its tree size once visited, which a later
    /// reference reuses. `sizes` has one element per object, and so has
    /// `headers` unless it is empty (headers not kept); `index` is below the
    /// object count (the top object, or a reference its parent's header checked).
    private func visit(
        _ index: Int, depth: Int, _ sizes: inout [Int], headers: inout [Object]
    ) throws(PropertyListError) -> Int {
        let start = try startOffset(of: index)
        guard sizes[index] != -1 else { throw fail(.cycle, index, start) }
        guard depth <= maximumDepth else { throw fail(.tooDeep(limit: maximumDepth), index, start) }
        sizes[index] = -1
        let object = try object(at: start, index: index)
        if !headers.isEmpty { headers[index] = object }
        var size = 1
        if object.isCollection {
            // Every reference was range-checked with the header; objects
            // already checked are skipped without a call.
            let references = object.kind == .dictionary ? 2 * object.count : object.count
            for position in 0..<references {
                // Dictionaries are stored keys first, then values; visit them as pairs.
                let slot = object.kind == .dictionary
                    ? (position & 1 == 0 ? position >> 1 : object.count + position >> 1)
                    : position
                let child = Int(truncatingIfNeeded: sized(object.body + slot * referenceSize, referenceSize))
                let known = sizes[child]
                // Both sizes are at most maximumTreeSize, at most Int.max / 2: the sum cannot overflow.
                size += known > 0 ? known : try visit(child, depth: depth + 1, &sizes, headers: &headers)
                guard size <= maximumTreeSize else { throw fail(.expandsTooMuch(limit: maximumTreeSize), index, start) }
            }
        }
        sizes[index] = size
        return size
    }
}
