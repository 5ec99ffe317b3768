import Foundation

/// Conversions between the color spaces Interface Builder offers and the sRGB
/// space UIKit's archived colors use (public for the renderer, which draws a
/// document's colors as the compiled nib would hold them).
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
        return encoded(linear, through: matrix)
    }

    /// A Generic RGB color (AppKit's calibrated RGB: gamma 1.8, its profile's
    /// D50 colorants) as sRGB, rounded to float32: the linear components go
    /// through Generic RGB → XYZ → sRGB's primaries (the sRGB profile's D50
    /// colorants), then the sRGB curve. Out-of-gamut results are not clipped.
    public static func sRGB(fromGenericRGB rgb: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        let linear = [rgb.0, rgb.1, rgb.2].map { pow(max(0, $0), 1.8) }
        let matrix: [[Double]] = [
            [1.0264915, -0.0258755, -0.0005757],
            [0.0171579, 0.9482228, 0.0346319],
            [-0.0016346, -0.0017029, 1.0030410],
        ]
        return encoded(linear, through: matrix)
    }

    /// Linear components taken into sRGB's primaries by `matrix`, encoded with the sRGB curve and rounded to float32.
    private static func encoded(_ linear: [Double], through matrix: [[Double]]) -> (red: Double, green: Double, blue: Double) {
        let out = matrix.map { row in encode(zip(row, linear).map { $0 * $1 }.reduce(0, +)) }
        return (Double(Float(out[0])), Double(Float(out[1])), Double(Float(out[2])))
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
        encode(pow(max(0, white), 1.8))
    }
}
