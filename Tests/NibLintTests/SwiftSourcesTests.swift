@testable import NibLint
import Testing

/// The declaration scanner: classes, members, selectors and nib loads, through comments and strings.
struct SwiftSourcesTests {
    @Test func selectors() {
        #expect(SwiftSources.Method.selector(name: "tap", labels: []) == "tap")
        #expect(SwiftSources.Method.selector(name: "tap", labels: [nil]) == "tap:")
        #expect(SwiftSources.Method.selector(name: "tap", labels: ["sender"]) == "tapWithSender:")
        #expect(SwiftSources.Method.selector(name: "tap", labels: [nil, "forEvent"]) == "tap:forEvent:")
    }

    @Test func declarationsThroughCommentsAndStrings() {
        let sources = SwiftSources(files: [(path: "A.swift", text: #"""
            /* class Fake: UIView { @IBOutlet var no: UIView! } */
            @objcMembers
            open class A<T>: UIViewController, UITableViewDelegate where T: Equatable {
                // @IBOutlet var commented: UIView!
                let text = "{ not a brace \("}") }"
                let raw = #"class Inner { "#
                @IBOutlet private(set) weak var label: UILabel?
                struct Nested { var inner = 0 }
                lazy var header: UIView = { UIView() }()
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
                func helper(_ a: Int, with b: (Int) -> Void) {}
            }
            extension A {
                @IBAction func done(_ sender: Any?) {}
            }
            class B: Module.A<Int> {}
            """#)])
        let a = sources.classes["A"]
        #expect(a?.superclass == "UIViewController")
        #expect(a?.isObjCMembers == true)
        #expect(a?.properties["label"]?.isOutlet == true)
        #expect(a?.properties["text"]?.isObjC == true)
        #expect(a?.properties["commented"] == nil)
        #expect(a?.properties["inner"] == nil)
        #expect(sources.classes["Fake"] == nil)
        #expect(sources.classes["Inner"] == nil)
        #expect(a?.methods.contains { $0.isInitWithCoder } == true)
        #expect(a?.methods.first { $0.name == "helper" }?.selector == "helper:with:")
        #expect(a?.methods.first { $0.name == "done" }?.isAction == true)
        #expect(sources.classes["B"]?.superclass == "A")
        #expect(sources.isKind("B", of: "UIViewController"))
    }

    @Test func nibNames() {
        let sources = SwiftSources(files: [(path: "V.swift", text: #"""
            class V: UIView {
                func a() { Bundle.main.loadNibNamed("Literal", owner: self, options: nil) }
                func b() { Bundle(for: V.self).loadNibNamed(String(describing: type(of: self)), owner: self) }
                func c() { UINib(nibName: "\(Self.self)", bundle: nil).instantiate(withOwner: nil)[0] }
                func d() { UINib(nibName: String(describing: Other.self), bundle: .main) }
                func e() { let nib = UINib(nibName: name, bundle: nil); _ = nib.instantiate(withOwner: self).last }
                func f() { let items = Bundle.main.loadNibNamed("Items", owner: nil); _ = items?.first }
            }
            """#)])
        let loads = sources.classes["V"]!.methods.flatMap(\.loads)
        #expect(loads.map(\.nibName) == ["Literal", "V", "V", "Other", nil, "Items"])
        #expect(loads.map(\.ownerIsSelf) == [true, true, false, false, true, false])
        #expect(loads.map(\.pick) == [nil, nil, .index, nil, .last, .first])
    }
}
