/// One check `nibtool lint` runs: a stable identifier (what `--enable`,
/// `--disable` and the reports name), a severity, and whether it needs the
/// Swift sources (`--sources`) to decide anything.
public struct LintRule: Sendable, Hashable, Identifiable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public let id: String
    public let severity: Severity
    /// Whether the rule reads Swift sources; without `--sources` it finds nothing.
    public let needsSources: Bool
    /// One line: what the rule catches.
    public let summary: String

    public init(id: String, severity: Severity, needsSources: Bool, summary: String) {
        self.id = id
        self.severity = severity
        self.needsSources = needsSources
        self.summary = summary
    }
}

extension LintRule {
    public static let rootIsOwnerClass = LintRule(
        id: "root-is-owner-class", severity: .warning, needsSources: false,
        summary: "A top-level view has the same custom class as File's Owner: if that class loads this nib from init(coder:), loading recurses.")
    public static let severalTopLevelViews = LintRule(
        id: "several-top-level-views", severity: .warning, needsSources: false,
        summary: "A xib has more than one top-level view: code that takes the first of the loaded objects depends on document order.")
    public static let duplicateSiblingTag = LintRule(
        id: "duplicate-sibling-tag", severity: .warning, needsSources: false,
        summary: "Sibling views share a nonzero tag: viewWithTag(_:) finds only one of them.")
    public static let missingDestination = LintRule(
        id: "missing-destination", severity: .error, needsSources: false,
        summary: "An outlet or action names a destination id that no object in the document has.")
    public static let emptyConnection = LintRule(
        id: "empty-connection", severity: .error, needsSources: false,
        summary: "An outlet has no property name, or an action no selector.")
    public static let unknownOutlet = LintRule(
        id: "unknown-outlet", severity: .error, needsSources: true,
        summary: "An outlet is connected on an object whose class does not declare it (a crash: not key value coding-compliant).")
    public static let unknownAction = LintRule(
        id: "unknown-action", severity: .error, needsSources: true,
        summary: "An action's selector is not a method of its target's class (a crash: unrecognized selector, when the action fires).")
    public static let loadRecursion = LintRule(
        id: "nib-load-recursion", severity: .error, needsSources: true,
        summary: "A class loads, from init(coder:) or awakeFromNib, a nib whose top-level view is of that class: each load starts another.")
    public static let nestedCopy = LintRule(
        id: "nested-copy", severity: .warning, needsSources: true,
        summary: "A view loads its own nib with owner self and adds the loaded view, which is of its own class, as a subview: a copy inside itself.")
    public static let firstOfMany = LintRule(
        id: "first-of-many", severity: .warning, needsSources: true,
        summary: "Code takes the first (or last) of a nib's loaded objects, and that nib has several top-level objects.")
    public static let placeholderSwap = LintRule(
        id: "placeholder-swap", severity: .error, needsSources: true,
        summary: "awakeAfter(using:) replaces a view with one loaded from a nib, and that replacement is an empty view of the same class: the swap starts over.")
    public static let ambiguousTagLookup = LintRule(
        id: "ambiguous-tag-lookup", severity: .warning, needsSources: true,
        summary: "Code looks a view up by a tag that several views of the class's nib share.")

    /// Every rule, in the order reports and documentation list them.
    public static let all: [LintRule] = [
        rootIsOwnerClass, severalTopLevelViews, duplicateSiblingTag, missingDestination, emptyConnection,
        unknownOutlet, unknownAction, loadRecursion, nestedCopy, firstOfMany, placeholderSwap, ambiguousTagLookup,
    ]

    /// The rule with identifier `id`.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}

/// Where a finding points: a file, and a line and column when the file is a
/// text document (an Interface Builder document or a Swift source).
public struct LintPlace: Sendable, Hashable {
    public var path: String
    public var line: Int?
    public var column: Int?

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// One thing a rule found.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
    public let rule: LintRule
    public let place: LintPlace
    public let message: String

    public init(rule: LintRule, place: LintPlace, message: String) {
        self.rule = rule
        self.place = place
        self.message = message
    }

    public var severity: LintRule.Severity { rule.severity }

    /// `FILE:LINE:COL: warning|error: [rule-id] MESSAGE` (`FILE: …` with no line).
    public var description: String {
        var text = place.path
        if let line = place.line {
            text += ":\(line)"
            if let column = place.column { text += ":\(column)" }
        }
        return "\(text): \(severity.rawValue): [\(rule.id)] \(message)"
    }
}
