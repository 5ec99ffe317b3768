import IBDocument
/// Connection records → `UIRuntimeOutletConnection` and `UIRuntimeEventConnection`.
///
/// | IB 3 | UIKit |
/// |---|---|
/// | `IBCocoaTouchOutletConnection` `label`, `source`, `destination` | `UIRuntimeOutletConnection` `UILabel`, `UISource`, `UIDestination` |
/// | `IBCocoaTouchEventConnection` … `IBEventType` n | `UIRuntimeEventConnection` … `UIEventMask` 1 << (n − 1) |
///
/// `IBEventType` counts `UIControlEvents` bits from 1 (7, touch up inside, is
/// bit 6). The connections are sorted as the 3.0 compiler sorts them: by
/// label, actions before outlets up to the iOS 10 SDK and after from iOS 11.
enum LegacyConnections {
    private struct Connection {
        let record: LegacyObject
        let label: String
        let isEvent: Bool
        let mask: Int64?
    }

    static func compileAll(_ context: inout LegacyContext) -> [Reference] {
        var connections: [Connection] = []
        for record in context.archive.connections {
            switch record.className {
            case "IBCocoaTouchOutletConnection":
                connections.append(Connection(record: record, label: context.string("label", of: record) ?? "",
                                              isEvent: false, mask: nil))
            case "IBCocoaTouchEventConnection":
                var mask: Int64?
                if let type = context.integer("IBEventType", of: record) {
                    if (1...32).contains(type) {
                        mask = 1 << (type - 1)
                    } else {
                        context.warn("IBEventType \(type) is not a control event; the action has no event mask", at: record)
                    }
                }
                connections.append(Connection(record: record, label: context.string("label", of: record) ?? "",
                                              isEvent: true, mask: mask))
            default:
                context.warn("\(record.className) connections are not supported yet; left out", at: record)
            }
        }
        let eventsFirst = context.sdk <= 10
        let ordered = connections.enumerated().sorted { a, b in
            if a.element.isEvent != b.element.isEvent { return a.element.isEvent == eventsFirst }
            if a.element.label != b.element.label { return a.element.label < b.element.label }
            return a.offset < b.offset
        }
        return ordered.compactMap { make($0.element, &context) }
    }

    private static func make(_ connection: Connection, _ context: inout LegacyContext) -> Reference? {
        let record = connection.record
        guard let source = endpoint("source", of: record, &context),
              let destination = endpoint("destination", of: record, &context) else { return nil }
        let object = context.base.builder.addObject(connection.isEvent ? "UIRuntimeEventConnection" : "UIRuntimeOutletConnection")
        context.base.appendString("UILabel", connection.label, to: object)
        context.append("UISource", .object(source), to: object)
        context.append("UIDestination", .object(destination), to: object)
        if let mask = connection.mask { context.append("UIEventMask", .integer(mask), to: object) }
        return object
    }

    /// The compiled object at one end of a connection; nil, with a warning, when it names nothing compiled.
    private static func endpoint(_ key: String, of record: LegacyObject, _ context: inout LegacyContext) -> Reference? {
        guard let target = context.archive.object(record[key]) else {
            context.warn("the connection's \(key) names no object; it is left out", at: record)
            return nil
        }
        guard context.isKnown(target) else {
            context.warn("the connection's \(key) (\(target.className)) is left out; so is the connection", at: record)
            return nil
        }
        return context.compile(target)
    }
}
