import Foundation

/// Conversions between the color spaces Interface Builder documents name and
/// the sRGB space compiled nibs use, for both compilers and the renderer.
///
/// Calibrated RGB is Generic RGB: gamma 1.8 and the colorants of
/// ``genericRGBToXYZ``. Its profile is not in the corpus, so its colorants
/// are fitted to the conversions Apple's nibs show: the sRGB background of
/// the HSChooserWindow pair (macOS, sRGB → calibrated), the link color's
/// blue (sRGB 0 0 1 → calibrated 0.9981992245) and the green of
/// AndriFannar's storyboard (iOS, calibrated → sRGB). Fitted to the first
/// and last with sRGB's white, the colorants already gave the blue within
/// 2e-7; fitted to all seven numbers, they give each of them as ibtool's
/// single-precision color matching does (the same float32). Other colors
/// may still differ from Apple's in the last float32 digit.
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

    /// A Generic RGB (calibrated RGB) color as sRGB, rounded to float32: the
    /// linear components go to XYZ through Generic RGB's colorants and from
    /// there through sRGB's, then the sRGB curve. Out-of-gamut results are not clipped.
    public static func sRGB(fromGenericRGB rgb: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        let linear = [rgb.0, rgb.1, rgb.2].map { pow(max(0, $0), genericRGBGamma) }
        return float32(multiply(genericRGBToSRGB, linear).map(encode))
    }

    /// sRGB components in Generic RGB (calibrated RGB), as AppKit archives an
    /// sRGB color's calibrated twin: decoded with the sRGB curve, through XYZ
    /// into Generic RGB's primaries, clipped to 0…1, encoded with gamma 1.8
    /// and rounded to float32, as ibtool's color matching delivers them.
    public static func genericRGB(fromSRGB rgb: [Double]) -> [Double] {
        multiply(sRGBToGenericRGB, rgb.map(decode)).map { Double(Float(pow(min(max($0, 0), 1), 1 / genericRGBGamma))) }
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

    /// Generic RGB (linear) → XYZ D50, fitted as the type's documentation says.
    static let genericRGBToXYZ: [[Double]] = [
        [0.4542877388, 0.3533496173, 0.1566429437],
        [0.2418822860, 0.6736336467, 0.0844504989],
        [0.0149077419, 0.0906391152, 0.7195599996],
    ]

    static let genericRGBToSRGB = product(invert(sRGBToXYZ), genericRGBToXYZ)
    static let sRGBToGenericRGB = product(invert(genericRGBToXYZ), sRGBToXYZ)

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
