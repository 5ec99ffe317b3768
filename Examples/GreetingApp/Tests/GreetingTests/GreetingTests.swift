import Greeting
import NibCoding
import Testing

struct GreetingTests {
    @Test func theCompiledNibLoadsAndConnectsItsOutlets() throws {
        let controller = HelloViewController()
        let nib = try controller.loadView()
        #expect(nib.topLevelObjects.count == 1)
        #expect(controller.view === (nib.topLevelObjects.first as AnyObject))
        #expect(controller.greeting?.className == "UILabel")
        #expect(nib.actions.map(\.selector) == ["sayHello:"])
    }
}
