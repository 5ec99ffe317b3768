import NibBytes
@_spi(Checking) import PropertyList

/// What the property-list fuzz targets check.
enum PropertyListChecks {
    /// Encoding budget: far above any real nib, small enough to finish quickly.
    static let maximumObjects = 1 << 16

    /// Decoding must succeed or fail with an error that points inside the input.
    /// Validation without building values (`BinaryPropertyListObjects`,
    /// which the keyed readers use) must agree: the same error, or none.
    static func decode(_ bytes: ByteView) -> String? {
        let decodeError: PropertyListError?
        do {
            _ = try BinaryPropertyList.decode(bytes)
            decodeError = nil
        } catch {
            if let misplaced = misplaced(error, in: bytes) { return misplaced }
            decodeError = error
        }
        do {
            let objects = try BinaryPropertyListObjects(bytes)
            // The inline header reader and the full one read every header
            // alike. Each start once: offsets may all point at one large
            // collection, whose references would otherwise be read per offset.
            var comparedStarts = Set<Int>()
            for index in 0..<objects.objectCount {
                guard let start = try? objects.startOffset(of: index), comparedStarts.insert(start).inserted else { continue }
                if let disagreement = objects.headerDisagreement(index) { return disagreement }
            }
            let headers = try objects.validatedHeaders()
            if let decodeError { return "decode failed (\(decodeError)) but validation passed" }
            for (index, header) in headers.enumerated() where header.index != -1 {
                guard header.index == index, (try? objects.object(index))?.start == header.start else {
                    return "validation kept a wrong header for object \(index)"
                }
            }
        } catch {
            guard error == decodeError else {
                return "validation error (\(error)) differs from decode's (\(decodeError.map { "\($0)" } ?? "none"))"
            }
        }
        return nil
    }

    /// For any input that decodes: encoding gives bytes that decode to an equal
    /// value, and encoding that value again gives the same bytes.
    static func roundTrip(_ bytes: ByteView) -> String? {
        let value: PropertyListValue
        do {
            value = try BinaryPropertyList.decode(bytes)
        } catch {
            return misplaced(error, in: bytes)
        }
        // A value whose collections share children may expand past the budget: that is an answer, not a finding.
        guard let encoded = try? BinaryPropertyList.encode(value, maximumObjects: maximumObjects) else { return nil }
        do {
            let again = try BinaryPropertyList.decode(ByteView(copying: encoded))
            guard again == value else { return "re-decoded value differs" }
            guard try BinaryPropertyList.encode(again, maximumObjects: maximumObjects) == encoded else {
                return "second encoding differs from the first"
            }
            return nil
        } catch {
            return "our own encoding failed to decode: \(error)"
        }
    }

    static func misplaced(_ error: PropertyListError, in bytes: ByteView) -> String? {
        error.offset >= 0 && error.offset <= bytes.count ? nil : "error offset outside the input: \(error)"
    }
}

extension PropertyListChecks {
    /// XML decode succeeds or fails with an error inside the input; a decoded
    /// value survives the binary writer and reader unchanged.
    static func xmlDecode(_ bytes: ByteView) -> String? {
        let value: PropertyListValue
        do {
            value = try XMLPropertyList.decode(bytes)
        } catch {
            return misplaced(error, in: bytes)
        }
        guard let encoded = try? BinaryPropertyList.encode(value, maximumObjects: maximumObjects) else { return nil }
        do {
            guard try BinaryPropertyList.decode(ByteView(copying: encoded)) == value else {
                return "XML value changed through the binary writer"
            }
            return nil
        } catch {
            return "binary encoding of an XML value failed to decode: \(error)"
        }
    }
}

extension PropertyListChecks {
    /// OpenStep text decode succeeds or fails with an error inside the input.
    static func openStepDecode(_ bytes: ByteView) -> String? {
        do {
            _ = try OpenStepPropertyList.decode(bytes)
            return nil
        } catch {
            return misplaced(error, in: bytes)
        }
    }
}
