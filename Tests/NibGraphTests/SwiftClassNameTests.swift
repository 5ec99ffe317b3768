import NibGraph
import Testing

struct SwiftClassNameTests {
    @Test(arguments: [
        ("_TtC6Module5Class", "Module.Class"),
        ("_TtC7TestApp23ToolbarWindowController", "TestApp.ToolbarWindowController"),
        ("_TtCC6Module5Outer5Inner", "Module.Outer.Inner"),
        ("_TtCCC1A1B1C1D", "A.B.C.D"),
        ("_TtCs12_SwiftObject", "Swift._SwiftObject"),
        ("_TtC6ModuleP33_0123456789ABCDEF0123456789ABCDEF7Private", "Module.Private"),
        ("_TtCV4Main6Holder4Cell", "Main.Holder.Cell"),
        ("MyModule.MyClass", "MyModule.MyClass"),
        ("My_App.Outer.Inner2", "My_App.Outer.Inner2"),
    ])
    func demangles(name: String, expected: String) {
        #expect(SwiftClassName(name)?.description == expected)
    }

    @Test(arguments: [
        "UIViewController", "_TtC", "_TtC6Module", "_TtC6Module5Clas", "_TtC6Module5Classes", "_TtC06Module5Class",
        "_TtGC6Module5Class", "_TtC99999999Module", "_TtCX6Module5Class", ".Class", "Module.", "1Module.Class", "A..B",
    ])
    func rejects(name: String) {
        #expect(SwiftClassName(name) == nil)
    }

    @Test func mangledOrDotted() {
        #expect(SwiftClassName("_TtC6Module5Class")?.wasMangled == true)
        #expect(SwiftClassName("Module.Class")?.wasMangled == false)
        #expect(SwiftClassName("_TtCC6Module5Outer5Inner")?.names == ["Outer", "Inner"])
    }
}
