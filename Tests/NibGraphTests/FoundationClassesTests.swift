@testable import NIBArchive
import NibBytes
import NibGraph
import Testing

/// `FoundationClasses` is the one table of Foundation's value classes; the
/// NIBArchive layer reads class names as bytes below the graph, so this
/// checks it gives every class the same role.
struct FoundationClassesTests {
    @Test func nibArchiveRolesAgreeWithTheTable() {
        for (name, role) in FoundationClasses.roles {
            let expected: NIBClassRole = switch role {
            case .string: .string
            case .number: .number
            case .data: .other
            case .array: .array
            case .set: .set
            case .dictionary: .dictionary
            }
            #expect(NIBClassRole.role(of: ByteView(copying: Array(name.utf8))) == expected, "\(name)")
        }
        #expect(NIBClassRole.role(of: ByteView(copying: Array("UIView".utf8))) == .other)
    }

    /// Ordered sets are ordered (their order compares); the inlined
    /// collections are the six UIKit's encoder inlines.
    @Test func orderAndInliningConventions() {
        #expect(FoundationClasses.role(of: "NSOrderedSet") == .array)
        #expect(FoundationClasses.role(of: "NSCountedSet") == .set)
        #expect(FoundationClasses.inlinedCollections.allSatisfy { FoundationClasses.role(of: $0) != nil })
        #expect(!FoundationClasses.inlinedCollections.contains("NSOrderedSet"))
    }
}
