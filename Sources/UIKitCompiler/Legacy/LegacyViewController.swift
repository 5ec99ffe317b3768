import IBDocument

/// `IBUIViewController` → `UIViewController`, as old iPhone templates' MainWindow
/// holds one: a controller whose view lives in a nib of its own.
///
/// | IB 3 key | UIKit key |
/// |---|---|
/// | `IBUINibName` | `UINibName` |
/// | `IBUIHorizontal` NO | (nothing; YES is a warning) |
/// | (custom class) | `UIClassSwapper` with `UIClassName`, `UIOriginalClassName` `UIViewController` after the controller's keys |
///
/// Apple's keyed `MainWindow.nib` (`nib-keyed/michaelwright235__nskeyedunarchiver__MainWindow.nib`,
/// a View-based Application template's app delegate, window and
/// `CassiusViewController`) shows the swapper with `UINibName`, `UIClassName`,
/// `UIOriginalClassName` and `UIWantsFullScreenLayout` true. Its source is not
/// in the corpus and no IB 3 controller of the corpus carries a full-screen key,
/// so nothing here writes `UIWantsFullScreenLayout`; any such key is a warning
/// (as every key not read here). The order is the 3.0 compiler's
/// (`ViewControllerElement`): `UINibName`, then the swapper's keys.
///
/// `IBUIHorizontal` is NO in every IB 3 controller of the corpus and no Apple
/// nib shows a key for it; a flag that is off writes nothing (as UIKit's
/// encoders leave out off flags), so only YES, whose key is unknown, warns.
enum LegacyViewController {
    static let viewController = LegacyClass(keys: ["IBUINibName", "IBUIHorizontal"]) { context, object, reference in
        context.beginObject(reference, of: object, className: "UIViewController")
        if let nibName = context.string("IBUINibName", of: object) {
            context.base.appendString("UINibName", nibName, to: reference)
        }
        if context.bool("IBUIHorizontal", of: object) == true, let entry = object.entry("IBUIHorizontal") {
            context.warn("IBUIViewController IBUIHorizontal YES: no Apple nib shows what it compiles to; it is left out",
                         line: entry.line, column: entry.column)
        }
        context.endObject(reference, of: object, className: "UIViewController")
    }
}
