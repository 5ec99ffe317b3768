import NIBArchive
import NibGraph

/// Prints warnings (a conversion's, or verify's about data that only starts
/// like a nested archive) to standard error, at most ``maximumPerMessage`` of
/// each kind, then one line per kind saying how many more there were.
///
/// A warning can come once per value (a reference to the root, such data),
/// so without the limit a hostile 360 KB file makes `convert` print 5.4 GB of them.
enum WarningReport {
    static let maximumPerMessage = 20

    static func print(_ warnings: [NibGraphWarning], path: String) {
        print(warnings.lazy.map { (kind: $0.message, text: $0.description) }, path: path)
    }

    /// Data values that start like nested archives but are plain data (``NIBWalkSummary/nestedArchiveErrors``);
    /// `converted` says the errors' offsets are in the NIBArchive the file converts to.
    static func print(plainData errors: [NIBArchiveError], path: String, converted: Bool = false) {
        let kind = "data that starts with NIBArchive is not a nested archive, so it is plain data"
        let place = converted ? " (offsets in the NIBArchive form)" : ""
        print(errors.lazy.map { (kind: kind, text: "\(kind)\(place): \($0)") }, path: path)
    }

    /// Each warning's `text`, counted by its `kind` (the message without the place).
    static func print(_ warnings: some Sequence<(kind: String, text: String)>, path: String) {
        var printed: [String: Int] = [:]
        var order: [String] = []
        for warning in warnings {
            let count = printed[warning.kind, default: 0]
            if count == 0 { order.append(warning.kind) }
            printed[warning.kind] = count + 1
            if count < maximumPerMessage { Output.standardError("\(path): warning: \(warning.text)\n") }
        }
        for message in order where printed[message]! > maximumPerMessage {
            Output.standardError("\(path): warning: \(printed[message]! - maximumPerMessage) more like this: \(message)\n")
        }
    }
}
