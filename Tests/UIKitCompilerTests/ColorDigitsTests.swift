import Testing
@testable import UIKitCompiler

/// Xcode 27 rounds a color's component doubles to 10 significant digits (an
/// Apple launch-screen nib: 0.070588235294117646, 18/255, is 0.07058823529).
struct ColorDigitsTests {
    @Test(arguments: [
        (0.070588235294117646, 0.07058823529), (0.33333333333333331, 0.3333333333), (1.0, 1.0), (0.5, 0.5),
        (123.456789012345, 123.456789), (0.0, 0.0),
    ])
    func colorDoublesRoundToTenDigits(value: Double, rounded: Double) {
        #expect(UIKitContext.roundedToTenDigits(value) == rounded)
    }
}
