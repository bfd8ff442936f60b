import Foundation

/// Why a name is rejected. / Por qué se rechaza un nombre.
public enum NameError: Error, Equatable {
    case empty
    case tooLong(maximum: Int)
}

/// Why an age is rejected. / Por qué se rechaza una edad.
public enum AgeError: Error, Equatable {
    case empty
    case notAWholeNumber
    case outOfRange(minimum: Int, maximum: Int)
}

/// Why an email is rejected. / Por qué se rechaza un correo.
public enum EmailError: Error, Equatable {
    case empty
    case containsSpaces
    case invalid
}

/// Every field's problem at once, so the form can show all messages together.
/// El problema de cada campo a la vez, para que el formulario muestre todos los mensajes juntos.
public struct ProfileValidationErrors: Error, Equatable {
    public var name: NameError?
    public var age: AgeError?
    public var email: EmailError?

    public init(name: NameError? = nil, age: AgeError? = nil, email: EmailError? = nil) {
        self.name = name
        self.age = age
        self.email = email
    }
}

/// The form's raw texts. / Los textos tal como están en el formulario.
public struct ProfileForm: Equatable {
    public var name: String
    public var age: String
    public var email: String

    public init(name: String, age: String, email: String) {
        self.name = name
        self.age = age
        self.email = email
    }
}

/// Rules of the profile form: name trimmed, 1…60 characters; age a whole number 0…130; email a
/// plausible `local@domain.tld` without spaces. Never crashes, whatever the input.
/// Reglas del formulario de perfil: nombre recortado de 1 a 60 caracteres; edad entera de 0 a 130;
/// correo plausible `local@dominio.tld` sin espacios. Nunca falla, sea cual sea la entrada.
public struct ProfileValidator {
    public static let maximumNameLength = 60
    public static let ageRange = 0...130
    /// RFC 5321 path limit. / Límite de RFC 5321.
    public static let maximumEmailLength = 254

    public init() {}

    /// The clean profile, or the errors of every invalid field.
    /// El perfil limpio, o los errores de cada campo inválido.
    public func validate(_ form: ProfileForm) -> Result<UserProfile, ProfileValidationErrors> {
        let name = validateName(form.name)
        let age = validateAge(form.age)
        let email = validateEmail(form.email)
        guard case .success(let cleanName) = name, case .success(let cleanAge) = age,
            case .success(let cleanEmail) = email
        else {
            return .failure(
                ProfileValidationErrors(name: name.failure, age: age.failure, email: email.failure))
        }
        return .success(UserProfile(name: cleanName, age: cleanAge, email: cleanEmail))
    }

    /// The trimmed name. / El nombre recortado.
    public func validateName(_ text: String) -> Result<String, NameError> {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { return .failure(.empty) }
        if name.count > Self.maximumNameLength { return .failure(.tooLong(maximum: Self.maximumNameLength)) }
        return .success(name)
    }

    /// Digits only (surrounding spaces ignored); "-3" or "999999999999999999999" are whole numbers
    /// out of range, "3.5" or "tres" are not whole numbers.
    /// Solo dígitos (se ignoran espacios alrededor); "-3" o un número enorme son enteros fuera de
    /// rango; "3.5" o "tres" no son enteros.
    public func validateAge(_ text: String) -> Result<Int, AgeError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .failure(.empty) }
        let unsigned = trimmed.first == "-" || trimmed.first == "+" ? trimmed.dropFirst() : Substring(trimmed)
        guard !unsigned.isEmpty, unsigned.allSatisfy(Self.isASCIIDigit) else { return .failure(.notAWholeNumber) }
        guard let age = Int(trimmed), Self.ageRange.contains(age) else {
            return .failure(.outOfRange(minimum: Self.ageRange.lowerBound, maximum: Self.ageRange.upperBound))
        }
        return .success(age)
    }

    /// The trimmed email. / El correo recortado.
    public func validateEmail(_ text: String) -> Result<String, EmailError> {
        let email = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if email.isEmpty { return .failure(.empty) }
        if email.contains(where: { $0.isWhitespace }) { return .failure(.containsSpaces) }
        guard email.count <= Self.maximumEmailLength, Self.isPlausibleAddress(email) else {
            return .failure(.invalid)
        }
        return .success(email)
    }

    // MARK: Email grammar / Gramática del correo

    private static func isASCIIDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    /// Exactly one "@", a valid local part and a domain with a letters-only TLD of 2+ letters.
    /// Exactamente una "@", parte local válida y dominio con TLD de 2+ letras.
    private static func isPlausibleAddress(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, isValidLocalPart(parts[0]) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy(isValidDomainLabel), let tld = labels.last else { return false }
        return tld.count >= 2 && tld.allSatisfy { $0.isLetter }
    }

    private static let localSymbols = Set("!#$%&'*+/=?^_`{|}~-")

    /// Letters, digits and the usual symbols; dots only between characters.
    /// Letras, dígitos y los símbolos habituales; puntos solo entre caracteres.
    private static func isValidLocalPart(_ local: Substring) -> Bool {
        guard (1...64).contains(local.count), local.first != ".", local.last != ".", !local.contains("..") else {
            return false
        }
        return local.allSatisfy { $0 == "." || $0.isLetter || isASCIIDigit($0) || localSymbols.contains($0) }
    }

    /// Letters, digits and inner hyphens. / Letras, dígitos y guiones internos.
    private static func isValidDomainLabel(_ label: Substring) -> Bool {
        guard (1...63).contains(label.count), label.first != "-", label.last != "-" else { return false }
        return label.allSatisfy { $0 == "-" || $0.isLetter || isASCIIDigit($0) }
    }
}

extension Result {
    /// The error, if any. / El error, si lo hay.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
