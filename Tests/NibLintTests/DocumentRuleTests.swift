import NibLint
import Testing

/// The rules that read the document alone: each with a document that triggers it and one that does not.
struct DocumentRuleTests {
    @Test func rootWithOwnersClass() throws {
        let bad = try Fixture.xib(Fixture.placeholders(owner: "CardView") + Fixture.view("root", customClass: "CardView"))
        let findings = Fixture.lint(.rootIsOwnerClass, [bad])
        #expect(findings.count == 1)
        #expect(findings.first?.place.line == 6)
        #expect(findings.first?.description.hasPrefix("View.xib:6:") == true)
        #expect(findings.first?.description.contains(": warning: [root-is-owner-class] ") == true)

        let good = try Fixture.xib(Fixture.placeholders(owner: "CardView") + Fixture.view("root"))
        #expect(Fixture.lint(.rootIsOwnerClass, [good]).isEmpty)
        let otherClass = try Fixture.xib(Fixture.placeholders(owner: "CardController") + Fixture.view("root", customClass: "CardView"))
        #expect(Fixture.lint(.rootIsOwnerClass, [otherClass]).isEmpty)
    }

    @Test func severalTopLevelViews() throws {
        let bad = try Fixture.xib(Fixture.placeholders() + Fixture.view("one") + Fixture.view("two"))
        let findings = Fixture.lint(.severalTopLevelViews, [bad])
        #expect(findings.map { String($0.message.prefix(18)) } == ["2 top-level views "])

        // A gesture recognizer beside the view is no second view.
        let recognizer = try Fixture.xib(Fixture.placeholders() + Fixture.view("one") + "<tapGestureRecognizer id=\"tap\"/>")
        #expect(Fixture.lint(.severalTopLevelViews, [recognizer]).isEmpty)
        // A File's Owner of its own class reaches the views through outlets.
        let owned = try Fixture.xib(Fixture.placeholders(owner: "Controller") + Fixture.view("one") + Fixture.view("two"))
        #expect(Fixture.lint(.severalTopLevelViews, [owned]).isEmpty)
    }

    @Test func duplicateSiblingTag() throws {
        let bad = try Fixture.xib(Fixture.placeholders() + Fixture.view("root", Fixture.subviews(
            Fixture.view("a", element: "label", tag: 3), Fixture.view("b", element: "label", tag: 3))))
        let findings = Fixture.lint(.duplicateSiblingTag, [bad])
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("tag 3 is also on sibling label 'a'") == true)

        let distinct = try Fixture.xib(Fixture.placeholders() + Fixture.view("root", Fixture.subviews(
            Fixture.view("a", element: "label", tag: 3), Fixture.view("b", element: "label", tag: 4),
            Fixture.view("c", Fixture.subviews(Fixture.view("d", element: "label", tag: 3))))))
        #expect(Fixture.lint(.duplicateSiblingTag, [distinct]).isEmpty)
    }

    @Test func missingDestination() throws {
        let bad = try Fixture.xib(Fixture.placeholders(owner: "Controller", connections: """
            <outlet property="title" destination="gone" id="o1"/>
            """) + Fixture.view("root"))
        let findings = Fixture.lint(.missingDestination, [bad])
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("'gone'") == true)

        // Constraints are objects outlets may name.
        let good = try Fixture.xib(Fixture.placeholders(owner: "Controller", connections: """
            <outlet property="view" destination="root" id="o1"/><outlet property="height" destination="c1" id="o2"/>
            """) + Fixture.view("root", """
            <constraints><constraint firstAttribute="height" constant="10" id="c1"/></constraints>
            """))
        #expect(Fixture.lint(.missingDestination, [good]).isEmpty)
    }

    @Test func emptyConnection() throws {
        let bad = try Fixture.xib(Fixture.placeholders(owner: "Controller", connections: """
            <outlet property="" destination="root" id="o1"/>
            """) + Fixture.view("root", element: "button", """
            <connections><action selector="" destination="-1" eventType="touchUpInside" id="a1"/></connections>
            """))
        #expect(Fixture.lint(.emptyConnection, [bad]).count == 2)

        let good = try Fixture.xib(Fixture.placeholders(owner: "Controller", connections: """
            <outlet property="view" destination="root" id="o1"/>
            """) + Fixture.view("root", element: "button", """
            <connections><action selector="tap:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
            """))
        #expect(Fixture.lint(.emptyConnection, [good]).isEmpty)
    }

    @Test func rulesAreStable() {
        #expect(Set(LintRule.all.map(\.id)).count == LintRule.all.count)
        #expect(LintRule.named("nib-load-recursion")?.severity == .error)
        #expect(LintRule.named("no-such-rule") == nil)
    }
}
