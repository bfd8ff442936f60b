import MapFeatureKit
import Testing

/// The exact edges of the validator, written as literals so a changed constant turns them red:
/// ±90 and ±180 are inside and anything typed beyond them is outside (even when its `Double` rounds
/// to the bound), and 24 characters are allowed while 25 are too long.
/// Los bordes exactos del validador, escritos como literales para que un cambio de constante los
/// ponga en rojo: ±90 y ±180 están dentro y todo lo escrito más allá queda fuera (aunque su `Double`
/// se redondee al límite); 24 caracteres se permiten y 25 son demasiados.
@Suite struct CoordinateValidatorBoundaryTests {
    @Test(arguments: [
        ("90", 90.0), ("-90", -90.0), ("+90,000", 90.0), ("90.0000000000000000000", 90.0),
        ("89.99999999999999999999", 90.0), ("-89,999999", -89.999999), ("0", 0.0), ("-0", 0.0),
    ])
    func latitudesUpToNinetyAreInside(_ text: String, _ value: Double) {
        #expect(CoordinateValidator.value(of: text, axis: .latitude) == .success(value))
    }

    @Test(arguments: [
        "90.5", "-90.5", "90.1", "90,25", "90.49", "91", "-91", "90.000001", "-90.000001",
        "90.0000000000000000001", "-90.00000000000000000001", "+90.00000000000000000009",
    ])
    func latitudesBeyondNinetyAreOutside(_ text: String) {
        #expect(CoordinateValidator.value(of: text, axis: .latitude) == .failure(.outOfRange))
    }

    @Test(arguments: [("180", 180.0), ("-180", -180.0), ("-180,0", -180.0), ("179.9999999", 179.9999999)])
    func longitudesUpToOneEightyAreInside(_ text: String, _ value: Double) {
        #expect(CoordinateValidator.value(of: text, axis: .longitude) == .success(value))
    }

    @Test(arguments: [
        "180.5", "-180.5", "181", "180,000001", "180.0000000000000000001", "-180.0000000000000000001", "90.5",
    ])
    func longitudesBeyondOneEightyAreOutside(_ text: String) {
        let expected: Result<Double, CoordinateFieldError> = text == "90.5" ? .success(90.5) : .failure(.outOfRange)
        #expect(CoordinateValidator.value(of: text, axis: .longitude) == expected)
    }

    /// The `Double` of these texts is exactly the bound: only the typed decimal tells them apart.
    /// El `Double` de estos textos es exactamente el límite: solo el decimal escrito los distingue.
    @Test func theTypedDecimalIsComparedNotItsDouble() {
        #expect(Double("90.0000000000000000001") == 90)
        #expect(Double("-180.0000000000000000001") == -180)
        #expect(CoordinateValidator.value(of: "90.0000000000000000001", axis: .latitude) == .failure(.outOfRange))
        #expect(CoordinateValidator.value(of: "-180.0000000000000000001", axis: .longitude) == .failure(.outOfRange))
    }

    @Test func twentyFourCharactersAreAllowedAndTwentyFiveAreTooLong() {
        let twentyFour = "-179.1234567890123456789"
        #expect(twentyFour.count == 24)
        #expect(
            CoordinateValidator.value(of: "  " + twentyFour + "\t", axis: .longitude)
                == .success(-179.1234567890123456789))
        #expect(CoordinateValidator.value(of: twentyFour + "1", axis: .longitude) == .failure(.tooLong))
        #expect(CoordinateValidator.value(of: String(repeating: "0", count: 24), axis: .latitude) == .success(0))
        #expect(CoordinateValidator.value(of: String(repeating: "0", count: 25), axis: .latitude) == .failure(.tooLong))
        #expect(CoordinateValidator.maximumLength == 24)
    }

    @Test func theAxesDeclareTheirRanges() {
        #expect(CoordinateAxis.latitude.range == -90...90)
        #expect(CoordinateAxis.longitude.range == -180...180)
    }
}
