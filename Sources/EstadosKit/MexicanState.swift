import AppCore
import Foundation

/// One of Mexico's 32 federal entities, as read from the app's `states.json`.
/// Replaces the seed's four parallel arrays (names, images, population, descriptions).
///
/// Una de las 32 entidades federativas, leída del `states.json` de la app. Sustituye los cuatro
/// arreglos paralelos del documento original (nombres, imágenes, población, descripciones).
public struct MexicanState: Equatable, Codable {
    /// Stable identifier, also the asset-catalog image name (e.g. "NuevoLeon").
    /// Identificador estable y también nombre de la imagen en el catálogo (p. ej. "NuevoLeon").
    public let key: String
    /// INEGI's official name (e.g. "Coahuila de Zaragoza"). / Nombre oficial del INEGI.
    public let name: String
    /// The everyday name shown in the picker (e.g. "Coahuila"), one per language: the English one is
    /// the name the English descriptions use ("Mexico City" for "Ciudad de México").
    /// Nombre común que muestra el picker, uno por idioma: el inglés es el que usan las descripciones
    /// en inglés ("Mexico City" para "Ciudad de México").
    public let shortName: LocalizedText
    /// The emoji the picker row draws before the name (the document's "iconografía en cadena"), and
    /// only there: the field and VoiceOver say the name alone. Emoji 11.0 or older, so iOS 13.0 draws
    /// it; chosen per state with a reason in `Scripts/estados_descriptions.json`.
    /// El emoji que la fila del picker dibuja antes del nombre, y solo ahí: el campo y VoiceOver dicen
    /// solo el nombre. Emoji 11.0 o anterior (iOS 13.0 lo dibuja); su razón está en las descripciones.
    public let icon: String
    /// Two-digit INEGI code, "01" … "32". / Clave INEGI de dos dígitos.
    public let inegiCode: String
    /// ISO 3166-2 code, e.g. "MX-JAL". / Código ISO 3166-2.
    public let isoCode: String
    public let capital: String
    /// Inhabitants in the 2020 census (INEGI). / Habitantes en el censo 2020 (INEGI).
    public let population: Int
    public let areaKm2: Double
    public let latitude: Double
    public let longitude: Double
    /// A short description in Spanish and English. / Descripción breve en español e inglés.
    public let description: LocalizedText

    /// The asset-catalog image of the state's locator map. / Imagen del mapa de ubicación.
    public var imageName: String { key }

    public init(
        key: String, name: String, shortName: LocalizedText, icon: String, inegiCode: String, isoCode: String,
        capital: String, population: Int, areaKm2: Double, latitude: Double, longitude: Double,
        description: LocalizedText
    ) {
        self.key = key
        self.name = name
        self.shortName = shortName
        self.icon = icon
        self.inegiCode = inegiCode
        self.isoCode = isoCode
        self.capital = capital
        self.population = population
        self.areaKm2 = areaKm2
        self.latitude = latitude
        self.longitude = longitude
        self.description = description
    }

    enum CodingKeys: String, CodingKey {
        case key, name, shortName, icon, inegiCode, capital, areaKm2, description
        case isoCode = "iso"
        case population = "population2020"
        case latitude = "lat"
        case longitude = "lon"
    }
}

/// A text written in both of the app's languages. / Un texto escrito en los dos idiomas de la app.
public struct LocalizedText: Equatable, Codable {
    public let es: String
    public let en: String

    public init(es: String, en: String) {
        self.es = es
        self.en = en
    }

    /// The text in `language`. / El texto en `language`.
    public func text(in language: ContentLanguage) -> String {
        switch language {
        case .spanish: return es
        case .english: return en
        }
    }
}

/// The language of data-driven texts (descriptions), following the app's own localization.
/// El idioma de los textos que vienen de los datos (descripciones), igual al de la app.
public enum ContentLanguage: String, CaseIterable {
    case spanish = "es"
    case english = "en"

    /// Key in `Localizable.strings` whose value is the localization's language code ("es" / "en").
    /// Clave de `Localizable.strings` cuyo valor es el código de idioma de la localización.
    public static let localizationKey = "estados.content.language"

    /// The language the running localization declares; Spanish (development language) otherwise.
    /// El idioma que declara la localización activa; si no, español (idioma de desarrollo).
    public init(localizer: Localizer) {
        self = ContentLanguage(rawValue: localizer(Self.localizationKey)) ?? .spanish
    }
}
