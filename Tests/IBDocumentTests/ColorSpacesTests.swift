import IBDocument
import Testing

/// The color conversions Apple's nibs show, each to the float32 ibtool's
/// color matching delivers.
struct ColorSpacesTests {
    /// HSChooserWindow's table background: sRGB 0 105 217 (of 255) archived
    /// as calibrated RGB "0.03472566977 0.3152296245 0.8149212003".
    @Test func sRGBToCalibrated() {
        let calibrated = ColorSpaces.genericRGB(fromSRGB: [0, 0.4117647059, 0.8509803922]).map(Float.init)
        #expect(calibrated == [0.03472566977, 0.3152296245, 0.8149212003])
    }

    /// The link color's fallback: sRGB blue is calibrated "0 0 0.9981992245"
    /// in viraptor's pairs, "0 0 0.9981889725" from the Xcodes of the macOS
    /// 10.14 and 12 SDKs (Stella's AboutBox, Flycut's MainMenu).
    @Test func sRGBBlueToCalibrated() {
        #expect(ColorSpaces.genericRGB(fromSRGB: [0, 0, 1]).map(Float.init) == [0, 0, 0.9981992245])
        #expect(ColorSpaces.genericRGB(fromSRGB: [0, 0, 1], colorants: .older).map(Float.init) == [0, 0, 0.9981889725])
    }

    /// HotReloading's XprobeConsole (a compiled nib of the corpus): an sRGB gray archived as calibrated 0.2.
    @Test func sRGBGrayToCalibrated() {
        let calibrated = ColorSpaces.genericRGB(fromSRGB: [0.2605174184, 0.2605243921, 0.260520637], colorants: .older)
        #expect(calibrated.map(Float.init) == [0.1999999732, 0.1999999434, 0.1999999732])
    }

    /// systemRedColor's fallback in viraptor's pairs: sRGB red is calibrated "0.9859541655 0 0.02694000863".
    @Test func sRGBRedToCalibrated() {
        #expect(ColorSpaces.genericRGB(fromSRGB: [1, 0, 0]).map(Float.init) == [0.9859541655, 0, 0.02694000863])
    }

    /// AndriFannar's color-matched green, calibrated 28 116 49 (of 255), in
    /// Apple's iOS nibs as UIRed, UIGreen and UIBlue.
    @Test func calibratedToSRGB() {
        let srgb = ColorSpaces.sRGB(fromGenericRGB: (28 / 255, 116 / 255, 49 / 255), colorants: .older)
        #expect([Float(srgb.red), Float(srgb.green), Float(srgb.blue)] == [0.11696790903806686, 0.5186333656311035, 0.2506553828716278])
    }

    /// Xamarin's ViewControllerName pair: calibrated white 0.5 is UIWhite 0.572306752204895.
    @Test func calibratedGrayToDeviceGray() {
        #expect(Float(ColorSpaces.deviceGray(fromCalibrated: 0.5)) == 0.572306752204895)
    }
}
