import CZlib
import NibBytes

/// The module's only calls into zlib, and its only raw pointers: raw deflate
/// (zip entries have no zlib header) in and out, and CRC-32.
///
/// Every buffer handed to zlib is sized here and zlib is told that size, so it
/// never writes past it; output never exceeds the capacity the caller chose.
enum Zlib {
    /// How an inflation ended.
    enum Inflation {
        /// The deflate stream ended after producing these bytes.
        case ended([UInt8])
        /// The output filled `capacity` bytes; `more` says whether the stream
        /// would produce more (nil: not asked, for prefix reads).
        case full([UInt8], more: Bool?)
        /// The input ran out before the stream's last block.
        case truncated(produced: Int)
        /// zlib found the stream invalid.
        case corrupt(String)
    }

    /// Inflates raw deflate `input` into at most `capacity` bytes. With
    /// `probe`, a full output is followed by asking for one more byte, so a
    /// stream longer than `capacity` is told apart from one that ends exactly.
    static func inflate(_ input: ByteView, capacity: Int, probe: Bool) -> Inflation {
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return .corrupt("zlib could not start an inflation")
        }
        defer { inflateEnd(&stream) }
        var stop = Stop.corrupt("no output")
        var produced = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            stop = input.withUnsafeBytes { source in
                run(&stream, source: source, into: buffer, probe: probe, produced: &produced)
            }
            initialized = produced
        }
        switch stop {
        case .ended: return .ended(output)
        case let .full(more): return .full(output, more: more)
        case .truncated: return .truncated(produced: produced)
        case let .corrupt(reason): return .corrupt(reason)
        }
    }

    private enum Stop {
        case ended, full(more: Bool?), truncated, corrupt(String)
    }

    /// The inflation loop: feeds `source` in chunks zlib's 32-bit counters can take.
    private static func run(
        _ stream: inout z_stream, source: UnsafeRawBufferPointer, into buffer: UnsafeMutableBufferPointer<UInt8>,
        probe: Bool, produced: inout Int
    ) -> Stop {
        let chunk = 1 << 30
        var consumed = 0
        func feed(_ stream: inout z_stream) {
            guard stream.avail_in == 0, consumed < source.count, let base = source.baseAddress else { return }
            let length = min(chunk, source.count - consumed)
            stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self) + consumed)
            stream.avail_in = uInt(length)
            consumed += length
        }
        // Where an inflate call's status leaves the loop; nil: go on.
        func stop(_ status: Int32, _ stream: z_stream) -> Stop? {
            switch status {
            case Z_STREAM_END: .ended
            case Z_OK: nil
            case Z_BUF_ERROR where stream.avail_in == 0 && consumed == source.count: .truncated
            case Z_BUF_ERROR: nil
            default: .corrupt(message(stream, status))
            }
        }
        while true {
            feed(&stream)
            if produced == buffer.count { break }
            let room = min(chunk, buffer.count - produced)
            stream.next_out = buffer.baseAddress! + produced
            stream.avail_out = uInt(room)
            let status = CZlib.inflate(&stream, Z_NO_FLUSH)
            produced += room - Int(stream.avail_out)
            if let stop = stop(status, stream) { return stop }
        }
        guard probe else { return .full(more: nil) }
        // The output is full: one more byte tells an exact end from a longer stream.
        var extra: UInt8 = 0
        while true {
            feed(&stream)
            let status = withUnsafeMutablePointer(to: &extra) { pointer -> Int32 in
                stream.next_out = pointer
                stream.avail_out = 1
                return CZlib.inflate(&stream, Z_NO_FLUSH)
            }
            if stream.avail_out == 0 { return .full(more: true) }
            if let stop = stop(status, stream) { return stop }
        }
    }

    private static func message(_ stream: z_stream, _ status: Int32) -> String {
        if let text = stream.msg { return String(cString: text) }
        return status == Z_MEM_ERROR ? "out of memory" : "zlib status \(status)"
    }

    /// Raw deflate of `input` at `level` (0–9).
    static func deflate(_ input: [UInt8], level: Int32) -> [UInt8] {
        precondition(input.count < 1 << 31, "the writer deflates at most 2 GiB in one entry")
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY,
                            ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            preconditionFailure("zlib could not start a deflation")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        return [UInt8](unsafeUninitializedCapacity: bound) { buffer, initialized in
            input.withUnsafeBytes { source in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress?.assumingMemoryBound(to: UInt8.self))
                stream.avail_in = uInt(source.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(bound)
                let status = CZlib.deflate(&stream, Z_FINISH)
                precondition(status == Z_STREAM_END, "deflateBound was too small")
                initialized = bound - Int(stream.avail_out)
            }
        }
    }

    /// The CRC-32 of `bytes`, as zip stores it.
    static func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var crc = CZlib.crc32(0, nil, 0)
        var offset = 0
        while offset < bytes.count {
            let length = min(1 << 30, bytes.count - offset)
            crc = CZlib.crc32(crc, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, uInt(length))
            offset += length
        }
        return UInt32(truncatingIfNeeded: crc)
    }
}
