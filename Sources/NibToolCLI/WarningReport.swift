import NibGraph

/// Prints a conversion's warnings to standard error, at most
/// ``maximumPerMessage`` of each kind, then one line per kind saying how many
/// more there were.
///
/// A warning can come once per value (a duplicate key, a reference to the
/// root), so without the limit a hostile 360 KB file makes `convert` print
/// 5.4 GB of them.
enum WarningReport {
    static let maximumPerMessage = 20

    static func print(_ warnings: [NibGraphWarning], path: String) {
        var printed: [String: Int] = [:]
        var order: [String] = []
        for warning in warnings {
            let count = printed[warning.message, default: 0]
            if count == 0 { order.append(warning.message) }
            printed[warning.message] = count + 1
            if count < maximumPerMessage { Output.standardError("\(path): warning: \(warning)\n") }
        }
        for message in order where printed[message]! > maximumPerMessage {
            Output.standardError("\(path): warning: \(printed[message]! - maximumPerMessage) more like this: \(message)\n")
        }
    }
}
