import NibBytes

extension BinaryPropertyListObjects {
    /// The header of the object at `start` when it has one of the common
    /// shapes, read with exactly the checks the full reader,
    /// ``anyObject(at:index:checkingReferences:checkingText:)``, makes of it;
    /// nil for the rare shapes (16-byte integers, unknown markers) and for any
    /// header that fails a check, which the full reader then reads again to
    /// report. Keyed archives are made of these headers, so this is the path
    /// that decides almost every header of a real file.
    ///
    /// Nothing here throws, so the compiler keeps it small enough to inline
    /// where headers are read in a loop. `start` lies in the object area
    /// (``start(of:)`` checked it); every other read is checked against the
    /// object area first, and ``sized(_:_:)`` may read up to 7 bytes past the
    /// object area, into the offset table and trailer, which always follow it.
    @inlinable @inline(__always)
    func commonObject(at start: Int, index: Int, checkingReferences: Bool, checkingText: Bool) -> Object? {
        let end = objectAreaEnd
        let marker = reader[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x8:
            // UID of low + 1 bytes (at most 16, of which 1...8 are valid).
            guard low < 8, low + 1 <= end - start - 1 else { return nil }
            return Object(.uid, index, start: start, body: start + 1, count: low + 1)
        case 0x1:
            // Integers of 1, 2, 4 or 8 bytes (16-byte ones take the full path).
            let size = 1 << low
            guard low <= 3, size <= end - start - 1 else { return nil }
            return Object(.integer, index, start: start, body: start + 1, count: size)
        case 0x0:
            switch low {
            case 0x0: return Object(.null, index, start: start, body: start + 1, count: 0)
            case 0x8, 0x9: return Object(.bool, index, start: start, body: start + 1, count: low & 1)
            default: return nil
            }
        case 0x2:
            guard low == 2 || low == 3, 1 << low <= end - start - 1 else { return nil }
            return Object(low == 2 ? .real32 : .real, index, start: start, body: start + 1, count: 1 << low)
        case 0x3:
            guard low == 3, 8 <= end - start - 1 else { return nil }
            return Object(.date, index, start: start, body: start + 1, count: 8)
        case 0x4, 0x5, 0x6, 0xA, 0xC, 0xD:
            guard let (count, body) = commonCount(at: start, low: low) else { return nil }
            let room = end - body
            switch marker >> 4 {
            case 0x4:
                guard count <= room else { return nil }
                return Object(.data, index, start: start, body: body, count: count)
            case 0x5:
                guard count <= room else { return nil }
                guard !checkingText || isASCIIText(at: body, count: count) else { return nil }
                return Object(.asciiString, index, start: start, body: body, count: count)
            case 0x6:
                guard count <= room / 2 else { return nil }
                return Object(.utf16String, index, start: start, body: body, count: count)
            default:
                let isDictionary = marker >> 4 == 0xD
                // Multiplied rather than divided (a division costs tens of cycles,
                // and every collection header pays it): the references fit in the
                // object area exactly when their bytes do not overflow and are at
                // most `room`, which is what `count <= room / referenceSize` and
                // `references <= room / referenceSize` said.
                let (references, doubled) = count.multipliedReportingOverflow(by: isDictionary ? 2 : 1)
                let (bytes, overflow) = references.multipliedReportingOverflow(by: referenceSize)
                guard !doubled, !overflow, bytes <= room else { return nil }
                if checkingReferences {
                    let limit = UInt64(objectCount)
                    var offset = body
                    for _ in 0..<references {
                        guard sized(offset, referenceSize) < limit else { return nil }
                        offset += referenceSize
                    }
                }
                let kind: Object.Kind = isDictionary ? .dictionary : marker >> 4 == 0xA ? .array : .set
                return Object(kind, index, start: start, body: body, count: count)
            }
        default:
            return nil
        }
    }

    /// Whether the `count` bytes at `body`, which lie in the object area, are
    /// ASCII: the answer of ``isASCII(_:)``, read eight bytes at a time
    /// including the last few, where one 8-byte read is masked down to them
    /// (it may read up to 7 bytes past the object area, into the offset table
    /// and trailer, which always follow it, as ``sized(_:_:)`` does).
    @inlinable @inline(__always)
    func isASCIIText(at body: Int, count: Int) -> Bool {
        let end = body + count
        var offset = body
        while end - offset >= 8 {
            if reader.integer(at: offset, as: UInt64.self)! & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        let left = end - offset
        guard left > 0 else { return true }
        // The first `left` bytes of the read are its low bytes, once read as little-endian.
        let word = reader.integer(at: offset, as: UInt64.self)!
        let highBits: UInt64 = 0x8080_8080_8080_8080 &>> UInt64(8 * (8 - left))
        return word & highBits == 0
    }

    /// Object `index`'s header when it has one of the common shapes and
    /// passes every check ``object(_:checkingReferences:)`` makes of it with
    /// `checkingReferences: false`; nil otherwise (the rare shapes, and any
    /// header that fails a check, which ``object(_:checkingReferences:)``
    /// then reads, to report). Readers that check objects as they reach
    /// them read headers this way, inline.
    @inlinable @inline(__always)
    public func commonHeader(_ index: Int) -> Object? {
        guard let start = start(of: index) else { return nil }
        return commonObject(at: start, index: index, checkingReferences: false, checkingText: true)
    }

    /// Whether object `index` is a string (ASCII or UTF-16) as
    /// ``validatedObject(_:)`` reads it: the same checks, its header not built.
    @inlinable
    public func isValidatedString(_ index: Int) -> Bool {
        guard let start = start(of: index) else { return false }
        let marker = reader[start]
        guard marker >> 4 == 0x5 || marker >> 4 == 0x6,
              let (count, body) = commonCount(at: start, low: Int(marker & 0x0F))
        else { return false }
        let room = objectAreaEnd - body
        return marker >> 4 == 0x5 ? count <= room : count <= room / 2
    }

    /// The count of a data, string or collection object whose marker at
    /// `start` has the low nibble `low`, and where its body starts: the
    /// nibble itself, or the 1-, 2-, 4- or 8-byte integer that follows the
    /// marker when the nibble is 0xF. Nil for anything ``counted(_:_:)``
    /// refuses. The body starts at or before the end of the object area.
    @inlinable @inline(__always)
    func commonCount(at start: Int, low: Int) -> (count: Int, body: Int)? {
        guard low == 0x0F else { return (low, start + 1) }
        let end = objectAreaEnd
        guard end - start >= 2 else { return nil }
        let countMarker = reader[start + 1]
        guard countMarker & 0xFC == 0x10 else { return nil }
        let size = 1 << Int(countMarker & 0x03)
        guard size <= end - start - 2 else { return nil }
        let count = sized(start + 2, size)
        guard count <= UInt64(Int64.max) else { return nil }
        return (Int(count), start + 2 + size)
    }
}

extension BinaryPropertyListObjects {
    /// How the inline header reader and the full one disagree on object
    /// `index`, or nil when they agree: the same header when the inline one
    /// reads it, and nil from it only where the full reader throws or reads a
    /// 16-byte integer (the one valid shape left to it); the value of
    /// ``integer(at:)`` and ``bool(at:)`` exactly when the full reader reads
    /// an integer of up to 8 bytes or a bool; and ``isValidatedString(_:)``
    /// exactly when it reads a string without checking the text. Tests and
    /// fuzz targets check this for every object they see, with every flag.
    @_spi(Checking)
    public func headerDisagreement(_ index: Int) -> String? {
        guard let start = start(of: index) else { return nil }
        for checkingReferences in [false, true] {
            for checkingText in [false, true] {
                let common = commonObject(at: start, index: index, checkingReferences: checkingReferences,
                                          checkingText: checkingText)
                let full = try? anyObject(at: start, index: index, checkingReferences: checkingReferences,
                                          checkingText: checkingText)
                let flags = "checking references \(checkingReferences), text \(checkingText)"
                switch (common, full) {
                case (nil, nil):
                    continue
                case (nil, let full?):
                    if full.kind == .integer, full.count == 16 { continue }
                    return "object \(index) (\(flags)): only the full reader reads it, as \(full.kind)"
                case (let common?, nil):
                    return "object \(index) (\(flags)): only the inline reader reads it, as \(common.kind)"
                case (let common?, let full?):
                    guard common.kind == full.kind, common.index == full.index, common.start == full.start,
                          common.body == full.body, common.count == full.count
                    else {
                        return "object \(index) (\(flags)): \(common.kind) at \(common.body), count \(common.count), "
                            + "against \(full.kind) at \(full.body), count \(full.count)"
                    }
                }
            }
        }
        let full = try? anyObject(at: start, index: index, checkingReferences: true, checkingText: true)
        let integerValue = full.flatMap { $0.kind == .integer && $0.count <= 8 ? integer($0) : nil }
        if integer(at: index) != integerValue {
            return "object \(index): integer(at:) reads \(String(describing: integer(at: index))), "
                + "against \(String(describing: integerValue))"
        }
        let unchecked = try? anyObject(at: start, index: index, checkingReferences: false, checkingText: false)
        let isString = unchecked?.kind == .asciiString || unchecked?.kind == .utf16String
        if isValidatedString(index) != isString {
            return "object \(index): isValidatedString says \(isValidatedString(index)), against \(isString)"
        }
        let boolValue = full.flatMap { $0.kind == .bool ? bool($0) : nil }
        if bool(at: index) != boolValue {
            return "object \(index): bool(at:) reads \(String(describing: bool(at: index))), against \(String(describing: boolValue))"
        }
        return nil
    }
}
