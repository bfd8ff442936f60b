import LocalAuthentication

/// Fixture: Face ID needs NSFaceIDUsageDescription. / Ejemplo: Face ID necesita la clave.
struct Biometrics {
    let context = LAContext()
}
