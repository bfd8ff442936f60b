/// When a Keychain item can be read (`kSecAttrAccessible…`). / Cuándo se puede leer un elemento.
public enum KeychainAccessibility: Equatable {
    /// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`: only while a passcode is set (the item
    /// is deleted if it is removed), never migrated to another device.
    /// Solo mientras hay código (el elemento se borra si se quita); nunca migra a otro dispositivo.
    case whenPasscodeSetThisDeviceOnly
    /// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`: while unlocked, never migrated.
    /// Con el dispositivo desbloqueado; nunca migra.
    case whenUnlockedThisDeviceOnly
}

/// The protection of the credentials item, decided here and applied by the app's SecItem adapter:
/// with a device passcode, the system itself asks for the user's presence (Face ID / Touch ID /
/// passcode) before it hands out the password — `SecAccessControlCreateWithFlags(…,
/// kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, .userPresence, …)` —, so a hooked
/// `evaluatePolicy` cannot read it; without a passcode there is nothing to ask with, and the item
/// is readable while the device is unlocked.
///
/// La protección del elemento de credenciales, decidida aquí y aplicada por el adaptador SecItem:
/// con código, el propio sistema pide la presencia del usuario antes de entregar la contraseña,
/// así un `evaluatePolicy` interceptado no puede leerla; sin código no hay con qué preguntar y el
/// elemento se puede leer con el dispositivo desbloqueado.
public struct KeychainProtection: Equatable {
    public let accessibility: KeychainAccessibility
    /// `SecAccessControlCreateFlags.userPresence` on the item. / `.userPresence` en el elemento.
    public let requiresUserPresence: Bool

    public static let userPresence = KeychainProtection(
        accessibility: .whenPasscodeSetThisDeviceOnly, requiresUserPresence: true)
    public static let whenUnlocked = KeychainProtection(
        accessibility: .whenUnlockedThisDeviceOnly, requiresUserPresence: false)

    /// The protection for a device with or without a passcode. / La protección según haya código o no.
    public static func forDevice(hasPasscode: Bool) -> KeychainProtection {
        hasPasscode ? .userPresence : .whenUnlocked
    }
}
