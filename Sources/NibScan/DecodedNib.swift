import NibBytes
import NIBArchive
import NibGraph
import PropertyList

/// What decoding one file's bytes found: its exact format, and for nibs the
/// coder version and the object graph's classes.
struct DecodedNib {
    var format: ScannedFormat
    /// The NIBArchive coder version (9, 10); nil for other formats.
    var coderVersion: Int?
    var objectCount = 0
    /// Objects per class name.
    var classes: [String: Int] = [:]
    /// Classes the nib names by string or stores with fallbacks, with how often.
    var customClasses: [String: Int] = [:]

    /// Decodes `bytes`, whose first bytes said `format`. Property lists are
    /// decoded to tell keyed archives from plain plists; other formats are only counted.
    static func decode(_ bytes: ByteView, format: ScannedFormat, options: NIBArchiveOptions) throws(ScanDecodeError) -> DecodedNib {
        switch format {
        case .nibArchive:
            do {
                let tables = try NIBArchiveReader.read(bytes, options: options)
                var decoded = DecodedNib(format: .nibArchive, coderVersion: Int(tables.header.coderVersion))
                decoded.take(try NibGraph(nibArchive: tables))
                return decoded
            } catch {
                throw ScanDecodeError(message: "\(error)")
            }
        case .binaryPlist, .xmlPlist:
            let root: PropertyListValue
            do {
                root = format == .binaryPlist ? try BinaryPropertyList.decode(bytes) : try XMLPropertyList.decode(bytes)
            } catch {
                throw ScanDecodeError(message: error.description)
            }
            guard root["$archiver"] != nil else { return DecodedNib(format: format) }
            var decoded = DecodedNib(format: format == .binaryPlist ? .keyedArchiveBinary : .keyedArchiveXML)
            do {
                decoded.take(try NibGraph(keyedArchiveBytes: bytes))
            } catch {
                throw ScanDecodeError(format: decoded.format, message: "\(error)")
            }
            return decoded
        default:
            return DecodedNib(format: format)
        }
    }

    private mutating func take(_ graph: NibGraph) {
        objectCount = graph.objects.count
        var counts = GraphNameCounts()
        for object in graph.objects { counts.add(object.className) }
        for (name, count) in counts.byName { classes[name, default: 0] += count }
        customClasses = CustomClasses.find(in: graph)
    }
}

/// A file whose bytes did not decode; `format` is what it turned out to be when known.
struct ScanDecodeError: Error {
    var format: ScannedFormat?
    var message: String

    init(format: ScannedFormat? = nil, message: String) {
        self.format = format
        self.message = message
    }
}
