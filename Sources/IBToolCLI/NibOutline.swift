import NibCoding
import NibGraph

/// What ibtool's inspection flags print about a compiled nib, in the shapes
/// of ``DocumentOutline``, read through ``NibInspection``. A compiled nib
/// keeps no document ids: objects go by their index in the graph.
struct NibOutline {
    let inspection: NibInspection

    init(graph: NibGraph) {
        inspection = NibInspection(graph: graph)
    }

    /// How deep the hierarchy goes: a hostile nib may nest views without end,
    /// and the report stays within what property-list readers accept
    /// (Foundation refuses about 500 nested containers).
    static let maximumDepth = 100

    /// The label an object goes by: the placeholder's role, else its class
    /// and, for a label, text field or button, its text.
    func label(_ summary: NibInspection.ObjectSummary) -> String {
        switch summary.placeholder {
        case "IBFilesOwner"?: return "File's Owner"
        case "IBFirstResponder"?: return "First Responder"
        case let identifier?: return identifier
        case nil: break
        }
        let object = inspection.graph.objects[summary.index]
        let title = inspection.string(object["UIText"]) ?? inspection.string(object["NSContents"]) ?? inspection.string(object["NSTitle"])
        return title.map { summary.className + " - " + $0 } ?? summary.className
    }

    /// The top-level objects (an AppKit nib's File's Owner first) with their view trees.
    var hierarchy: ReportValue {
        func item(_ node: NibInspection.ViewNode, depth: Int) -> ReportValue {
            var entry: [String: ReportValue] = ["object-id": .string(String(node.object.index)), "label": .string(label(node.object))]
            if !node.subviews.isEmpty, depth < Self.maximumDepth {
                entry["children"] = .array(node.subviews.map { item($0, depth: depth + 1) })
            }
            return .dictionary(entry)
        }
        var items = inspection.hierarchy.map { item($0, depth: 1) }
        if let owner = inspection.objects.first(where: { $0.placeholder == "IBFilesOwner" }), inspection.isAppKit {
            items.insert(.dictionary(["object-id": .string(String(owner.index)), "label": .string(label(owner))]), at: 0)
        }
        return .array(items)
    }

    var objects: ReportValue {
        var found: [String: ReportValue] = [:]
        for summary in inspection.objects {
            var entry: [String: ReportValue] = ["class": .string(summary.className), "label": .string(label(summary))]
            if let archived = summary.archivedClassName { entry["archived-class"] = .string(archived) }
            found[String(summary.index)] = .dictionary(entry)
        }
        return .dictionary(found)
    }

    var connections: ReportValue {
        var found: [String: ReportValue] = [:]
        for (number, connection) in inspection.connections.enumerated() {
            let type = DocumentOutline.connectionType(connection.kind.rawValue, touch: !inspection.isAppKit)
            var entry: [String: ReportValue] = ["type": .string(type), "label": .string(connection.label)]
            if let source = connection.source {
                entry["source-id"] = .string(String(source.index))
                entry["source-label"] = .string(label(source))
            }
            if connection.kind == .outletCollection {
                entry["destination-ids"] = .array(connection.destinations.map { .string(String($0.index)) })
            } else if let destination = connection.destinations.first {
                entry["destination-id"] = .string(String(destination.index))
                entry["destination-label"] = .string(label(destination))
            }
            if let mask = connection.eventMask { entry["event-mask"] = .integer(Int(mask)) }
            found[String(number)] = .dictionary(entry)
        }
        return .dictionary(found)
    }

    /// The classes of the nib's objects, with their number of objects and
    /// whether they are custom classes.
    var classes: ReportValue {
        var found: [String: ReportValue] = [:]
        for entry in inspection.classes {
            found[entry.name] = .dictionary(["count": .integer(entry.count), "custom": .bool(entry.isCustom)])
        }
        return .dictionary(found)
    }
}
