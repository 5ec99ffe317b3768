import Foundation

/// Conversions between the color spaces Interface Builder documents name and
/// the sRGB space compiled nibs use, for both compilers and the renderer.
///
/// Calibrated RGB is Generic RGB: gamma 1.8 and colorants close to
/// (0.4543, 0.2419, 0.0150), (0.3533, 0.6736, 0.0906), (0.1566, 0.0845,
/// 0.7196). Its profile is not in the corpus, so the colorants are fitted to
/// the conversions Apple's nibs show, each to the float32 ibtool's color
/// matching delivers ("the colorants" below: ``GenericRGBColorants``). Fitted
/// to HSChooserWindow's sRGB background and AndriFannar's calibrated green
/// with sRGB's white, one set already gave a third conversion, the link
/// color's blue, within 2e-7: these are the Generic RGB profile's numbers,
/// not a display's. Colors no Apple nib shows may still differ from Apple's
/// in the last float32 digit.
public enum ColorSpaces {
    /// A Display P3 color as sRGB, rounded to float32 as ibtool's color
    /// matching delivers it: both spaces share the sRGB transfer curve and the
    /// D65 white point, so the linear components go through P3 → sRGB's
    /// primaries matrix. Out-of-gamut results are not clipped.
    public static func sRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        let linear = [p3.0, p3.1, p3.2].map(decode)
        let matrix: [[Double]] = [
            [1.2249401, -0.2249404, 0.0],
            [-0.0420569, 1.0420571, 0.0],
            [-0.0196376, -0.0786361, 1.0982735],
        ]
        return float32(multiply(matrix, linear).map(encode))
    }

    /// The Generic RGB colorants of the Mac ibtool ran on, which moved (by
    /// up to 1.3e-4) between the Xcodes of the macOS 12 SDK and the newest.
    public enum GenericRGBColorants: Sendable {
        /// Fitted to AndriFannar's green (Xcode 8), the link color's blue of
        /// Xcode 10 and 13 (0.9981889725: Stella's AboutBox, Flycut's
        /// MainMenu) and HotReloading's gray (sRGB 0.2605174184 0.2605243921
        /// 0.260520637 archived as calibrated 0.1999999732 0.1999999434
        /// 0.1999999732), as close to ``newer`` as they allow.
        case older
        /// Fitted to HSChooserWindow's background, the link color's blue
        /// (0.9981992245) and systemRedColor's calibrated twin (0.9859541655
        /// 0 0.02694000863) of viraptor/ibtool's pairs, as close to the first
        /// fit as they allow.
        case newer

        /// Linear Generic RGB → linear sRGB, and back.
        var toSRGB: [[Double]] { self == .older ? ColorSpaces.olderGenericRGBToSRGB : ColorSpaces.newerGenericRGBToSRGB }
        var fromSRGB: [[Double]] { self == .older ? ColorSpaces.olderSRGBToGenericRGB : ColorSpaces.newerSRGBToGenericRGB }

        /// Linear Generic RGB → XYZ D50.
        var toXYZ: [[Double]] {
            switch self {
            case .older: [
                [0.4542956845, 0.3533470675, 0.1566520692],
                [0.2419066114, 0.6736286402, 0.0844652310],
                [0.0148917965, 0.0906371643, 0.7195750251],
            ]
            case .newer: [
                [0.4542926354, 0.3533494836, 0.1566429512],
                [0.2418641269, 0.6736341206, 0.0844504751],
                [0.0150236166, 0.0906361139, 0.7195601471],
            ]
            }
        }
    }

    /// A Generic RGB (calibrated RGB) color as sRGB, rounded to float32: the
    /// linear components go to XYZ through Generic RGB's colorants and from
    /// there through sRGB's, then the sRGB curve. Out-of-gamut results are not clipped.
    public static func sRGB(fromGenericRGB rgb: (Double, Double, Double),
                            colorants: GenericRGBColorants = .newer) -> (red: Double, green: Double, blue: Double) {
        let linear = [rgb.0, rgb.1, rgb.2].map { pow(max(0, $0), genericRGBGamma) }
        return float32(multiply(colorants.toSRGB, linear).map(encode))
    }

    /// sRGB components in Generic RGB (calibrated RGB), as AppKit archives an
    /// sRGB color's calibrated twin: decoded with the sRGB curve, through XYZ
    /// into Generic RGB's primaries, clipped to 0…1, encoded with gamma 1.8
    /// and rounded to float32, as ibtool's color matching delivers them.
    public static func genericRGB(fromSRGB rgb: [Double], colorants: GenericRGBColorants = .newer) -> [Double] {
        return multiply(colorants.fromSRGB, rgb.map(decode)).map { Double(Float(pow(min(max($0, 0), 1), 1 / genericRGBGamma))) }
    }

    /// The sRGB transfer curve, encoded → linear (odd-symmetric for negative values).
    public static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// The sRGB transfer curve, linear → encoded.
    public static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// A Generic Gray (gamma 1.8) level as the sRGB transfer curve encodes the same light.
    public static func deviceGray(fromCalibrated white: Double) -> Double {
        encode(pow(max(0, white), genericRGBGamma))
    }

    /// The gamma of Generic RGB and Generic Gray.
    static let genericRGBGamma = 1.8

    /// sRGB (linear) → XYZ D50: the colorants of the sRGB profile Apple's
    /// macOS nibs embed (`NSCustomColorSpace` 7), as its s15Fixed16 numbers.
    static let sRGBToXYZ: [[Double]] = [
        [28578, 25241, 9376],
        [14581, 46981, 3972],
        [912, 6362, 46799],
    ].map { row in row.map { $0 / 65536 } }

    /// The four conversion matrices, worked out once.
    static let olderGenericRGBToSRGB = product(invert(sRGBToXYZ), GenericRGBColorants.older.toXYZ)
    static let newerGenericRGBToSRGB = product(invert(sRGBToXYZ), GenericRGBColorants.newer.toXYZ)
    static let olderSRGBToGenericRGB = product(invert(GenericRGBColorants.older.toXYZ), sRGBToXYZ)
    static let newerSRGBToGenericRGB = product(invert(GenericRGBColorants.newer.toXYZ), sRGBToXYZ)

    private static func float32(_ values: [Double]) -> (red: Double, green: Double, blue: Double) {
        (Double(Float(values[0])), Double(Float(values[1])), Double(Float(values[2])))
    }

    private static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    private static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        a.map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * b[$1][column] } } }
    }

    private static func invert(_ m: [[Double]]) -> [[Double]] {
        let (a, b, c) = (m[0][0], m[0][1], m[0][2])
        let (d, e, f) = (m[1][0], m[1][1], m[1][2])
        let (g, h, i) = (m[2][0], m[2][1], m[2][2])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [
            [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
        ]
    }
}
