import NibLint
import Testing

/// The rules that read Swift sources beside the nibs: each with sources and a
/// nib that trigger it, and a corrected version that does not.
struct SourceRuleTests {
    static let card = """
        import UIKit

        class BaseCard: UIView {
            @IBOutlet weak var titleLabel: UILabel!
        }

        final class CardView: BaseCard {
            @IBOutlet var icons: [UIImageView]!
            var notAnOutlet: UILabel!
            @objc dynamic var badge: UILabel?

            @IBAction func tap(_ sender: Any) {}
            @IBAction func press(sender: UIButton) {}
            func plain(_ sender: Any) {}
            @objc(renamedAction:) func renamed(_ sender: Any) {}
        }
        """

    static func owned(_ connections: String, view inner: String = "") throws -> LintNib {
        try Fixture.xib(Fixture.placeholders(owner: "CardView", connections: connections) + Fixture.view("root", inner))
    }

    @Test func unknownOutlet() throws {
        let sources = ["Card.swift": Self.card]
        let bad = try Self.owned("""
            <outlet property="subtitleLabel" destination="root" id="o1"/>
            <outlet property="notAnOutlet" destination="root" id="o2"/>
            """)
        let findings = Fixture.lint(.unknownOutlet, [bad], sources: sources)
        #expect(findings.count == 2)
        #expect(findings.first?.message.contains("CardView has no property 'subtitleLabel'") == true)
        #expect(findings.last?.message.contains("is not @IBOutlet or @objc") == true)
        #expect(findings.allSatisfy { $0.severity == .error })

        // Declared here, in a superclass of the sources, by UIKit, or @objc.
        let good = try Self.owned("""
            <outlet property="titleLabel" destination="root" id="o1"/>
            <outletCollection property="icons" destination="root" id="o2"/>
            <outlet property="badge" destination="root" id="o3"/>
            <outlet property="gestureRecognizers" destination="root" id="o4"/>
            """)
        #expect(Fixture.lint(.unknownOutlet, [good], sources: sources).isEmpty)
        // No sources, or a class descending from one the sources do not know: nothing to decide.
        #expect(Fixture.lint(.unknownOutlet, [bad]).isEmpty)
        let thirdParty = ["Card.swift": "class CardView: SomeKitView { }"]
        #expect(Fixture.lint(.unknownOutlet, [bad], sources: thirdParty).isEmpty)
    }

    @Test func unknownAction() throws {
        let sources = ["Card.swift": Self.card]
        func button(_ selector: String, destination: String = "-1") -> String {
            Fixture.view("b-\(selector)", element: "button", """
                <connections><action selector="\(selector)" destination="\(destination)" eventType="touchUpInside" id="a-\(selector)"/></connections>
                """)
        }
        // `press(sender:)` is `pressWithSender:`, `plain(_:)` is not @objc, `missing:` is nowhere.
        let bad = try Self.owned("", view: Fixture.subviews(button("press:"), button("plain:"), button("missing:")))
        let findings = Fixture.lint(.unknownAction, [bad], sources: sources)
        #expect(findings.count == 3)
        #expect(findings[0].message.contains("'pressWithSender:'"))
        #expect(findings[1].message.contains("not @IBAction or @objc"))

        let good = try Self.owned("", view: Fixture.subviews(
            button("tap:"), button("pressWithSender:"), button("renamedAction:"), button("copy:"), button("anything:", destination: "-2")))
        #expect(Fixture.lint(.unknownAction, [good], sources: sources).isEmpty)
    }

    static func loader(_ body: String, entry: String = "required init?(coder: NSCoder) {\n super.init(coder: coder)\n commonInit()\n }") -> String {
        """
        class CardView: UIView {
            @IBOutlet var contentView: UIView!
            override init(frame: CGRect) {
                super.init(frame: frame)
                setup()
            }
            \(entry)
            private func commonInit() {
                \(body)
            }
            private func setup() {
                let view = Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self, options: nil)!.first as! UIView
                view.frame = bounds
                addSubview(view)
            }
        }
        """
    }

    static let recursive = try! Fixture.xib(
        Fixture.placeholders() + Fixture.view("root", customClass: "CardView"), path: "Views/CardView.xib")
    static let fixed = try! Fixture.xib(
        Fixture.placeholders(owner: "CardView", connections: "<outlet property=\"contentView\" destination=\"root\" id=\"o\"/>")
            + Fixture.view("root"), path: "Views/CardView.xib")

    @Test func loadRecursion() throws {
        let sources = ["CardView.swift": Self.loader("UINib(nibName: \"CardView\", bundle: nil).instantiate(withOwner: self, options: nil)")]
        let findings = Fixture.lint(.loadRecursion, [Self.recursive], sources: sources)
        #expect(findings.count == 1)
        #expect(findings.first?.place.path == "CardView.swift")
        #expect(findings.first?.place.line == 12)
        #expect(findings.first?.message.contains("init(coder:)") == true)
        #expect(Fixture.lint(.loadRecursion, [Self.fixed], sources: sources).isEmpty)

        // From awakeFromNib, with the name spelled from the class.
        let awake = ["CardView.swift": Self.loader("", entry: """
            override func awakeFromNib() {
                super.awakeFromNib()
                _ = Bundle.main.loadNibNamed(String(describing: Self.self), owner: self)
            }
            """)]
        #expect(Fixture.lint(.loadRecursion, [Self.recursive], sources: awake).count == 1)
    }

    @Test func nestedCopy() throws {
        // setup() runs from init(frame:), loads the xib with owner self and adds its first view.
        let sources = ["CardView.swift": Self.loader("")]
        let findings = Fixture.lint(.nestedCopy, [Self.recursive], sources: sources)
        #expect(findings.count == 1)
        #expect(findings.first?.place.line == 15)
        #expect(Fixture.lint(.nestedCopy, [Self.fixed], sources: sources).isEmpty)
    }

    @Test func firstOfMany() throws {
        let sources = ["Loader.swift": """
            final class PopupView: UIView {
                static func make() -> PopupView {
                    let objects = UINib(nibName: "Popup", bundle: nil).instantiate(withOwner: nil, options: nil)
                    return objects[0] as! PopupView
                }
                class func other() -> UIView? {
                    Bundle.main.loadNibNamed("Popup", owner: nil, options: nil)?.first(where: { $0 is PopupView }) as? UIView
                }
            }
            """]
        let many = try Fixture.xib(
            Fixture.placeholders() + Fixture.view("a", customClass: "PopupView") + Fixture.view("b"), path: "Popup.xib")
        let findings = Fixture.lint(.firstOfMany, [many], sources: sources)
        #expect(findings.count == 1)
        #expect(findings.first?.place.line == 3)
        let one = try Fixture.xib(Fixture.placeholders() + Fixture.view("a", customClass: "PopupView"), path: "Popup.xib")
        #expect(Fixture.lint(.firstOfMany, [one], sources: sources).isEmpty)
    }

    @Test func placeholderSwap() throws {
        let sources = ["Badge.swift": """
            class BadgeView: UIView {
                override func awakeAfter(using coder: NSCoder) -> Any? {
                    guard subviews.isEmpty else { return self }
                    return loadReal()
                }
                private func loadReal() -> UIView? {
                    Bundle.main.loadNibNamed("BadgeView", owner: nil, options: nil)?.first as? UIView
                }
            }
            """]
        let empty = try Fixture.xib(Fixture.placeholders() + Fixture.view("root", customClass: "BadgeView"), path: "BadgeView.xib")
        let findings = Fixture.lint(.placeholderSwap, [empty], sources: sources)
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        let full = try Fixture.xib(Fixture.placeholders() + Fixture.view("root", customClass: "BadgeView", Fixture.subviews(
            Fixture.view("label", element: "label"))), path: "BadgeView.xib")
        #expect(Fixture.lint(.placeholderSwap, [full], sources: sources).isEmpty)
    }

    @Test func ambiguousTagLookup() throws {
        let sources = ["Form.swift": """
            class FormController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let field = view.viewWithTag(7) as? UITextField
                }
            }
            """]
        let bad = try Fixture.xib(Fixture.placeholders(owner: "FormController") + Fixture.view("root", Fixture.subviews(
            Fixture.view("a", element: "textField", tag: 7), Fixture.view("box", Fixture.subviews(Fixture.view("b", element: "textField", tag: 7))))),
            path: "FormController.xib")
        let findings = Fixture.lint(.ambiguousTagLookup, [bad], sources: sources)
        #expect(findings.count == 1)
        #expect(findings.first?.place.line == 4)
        let good = try Fixture.xib(Fixture.placeholders(owner: "FormController") + Fixture.view("root", Fixture.subviews(
            Fixture.view("a", element: "textField", tag: 7), Fixture.view("b", element: "textField", tag: 8))),
            path: "FormController.xib")
        #expect(Fixture.lint(.ambiguousTagLookup, [good], sources: sources).isEmpty)
    }
}
