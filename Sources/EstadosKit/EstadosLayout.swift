import Foundation

/// Where the map goes. In regular height the screen is one column (field, map card, population,
/// description). In compact height (a phone in landscape) that column leaves the map scrolled away
/// while the picker is up — on a 375 pt-tall phone only 169 pt stay visible — so the map card goes
/// beside the texts (field, population, description) and is sized to fit above the picker with them.
/// The view controller applies the result with UIKit; the numbers are the storyboard's.
///
/// Dónde va el mapa. Con altura normal la pantalla es una columna (campo, mapa, población,
/// descripción). Con altura compacta (un teléfono en horizontal) esa columna deja el mapa fuera de la
/// vista mientras el picker está arriba — en un teléfono de 375 pt solo quedan 169 pt —, así que el
/// mapa va junto a los textos y se dimensiona para caber con ellos sobre el picker. El view controller
/// aplica el resultado con UIKit; los números son los del storyboard.
public enum EstadosLayout {
    /// Content margins: 20 at the sides, 20 between parts, the card's 8 pt padding (storyboard).
    /// Márgenes del contenido: 20 a los lados, 20 entre partes, el relleno de 8 pt de la tarjeta.
    public static let sideMargin = 20.0
    public static let spacing = 20.0
    public static let cardPadding = 8.0
    /// The map's largest size (3:2, at most 240 pt tall). / El mayor tamaño del mapa (3:2, hasta 240 pt).
    public static let maximumMapHeight = 240.0
    public static let aspectRatio = 1.5
    /// Room kept above and below the card inside the visible part. / Aire sobre y bajo la tarjeta.
    public static let visibleGap = 12.0
    /// Beside the texts the map takes at most this share of the width. / Parte máxima del ancho.
    public static let maximumMapShare = 0.45
    /// The smallest map worth showing (60 pt tall). / El mapa más pequeño que vale la pena (60 pt).
    public static let minimumMapWidth = 90.0

    /// The scroll view's size, how much of its bottom the picker covers, and the height size class.
    /// El tamaño del scroll view, cuánto tapa el picker abajo y la clase de tamaño vertical.
    public struct Space: Equatable, CustomStringConvertible, Sendable {
        public var width: Double
        public var height: Double
        /// Picker + toolbar over the scroll view; 0 when hidden. / Picker + barra; 0 si está oculto.
        public var coveredHeight: Double
        /// `verticalSizeClass == .compact`. / `verticalSizeClass == .compact`.
        public var isCompactHeight: Bool

        public init(width: Double, height: Double, coveredHeight: Double, isCompactHeight: Bool) {
            self.width = width
            self.height = height
            self.coveredHeight = coveredHeight
            self.isCompactHeight = isCompactHeight
        }

        /// The height left above the picker. / La altura que queda sobre el picker.
        public var visibleHeight: Double { max(clean(height) - clean(coveredHeight), 0) }

        public var description: String { "\(width)×\(height) covered \(coveredHeight)" }
    }

    /// A part of the screen. / Una parte de la pantalla.
    public enum Part: Equatable, Sendable {
        case field, map, population, information
    }

    /// One column, or the map card (its image `mapWidth` wide) beside a column of texts.
    /// Una columna, o la tarjeta del mapa (imagen de `mapWidth`) junto a una columna de textos.
    public enum Arrangement: Equatable, Sendable {
        case stacked
        case mapBesideTexts(mapWidth: Double)

        /// The map image's width beside the texts, nil when stacked. / Ancho del mapa al lado; nil si apilado.
        public var mapWidth: Double? {
            if case .mapBesideTexts(let width) = self { return width }
            return nil
        }

        /// What a selection scrolls into view above the picker: stacked, the chosen state's texts;
        /// beside, the map with the name and the population.
        /// Lo que una selección muestra sobre el picker: apilado, los textos; al lado, el mapa con el
        /// nombre y la población.
        public var revealedParts: [Part] {
            mapWidth == nil ? [.population, .information] : [.map, .field, .population]
        }
    }

    /// Stacked in regular height; in compact height the map beside the texts, as tall as the part
    /// above the picker allows (less the card's padding and a 12 pt gap above and below), 3:2, at
    /// most 240 pt tall and 45 % of the width, at least `minimumMapWidth`.
    /// Apilado con altura normal; con altura compacta, el mapa junto a los textos, tan alto como deja
    /// la parte sobre el picker (menos el relleno y 12 pt arriba y abajo), 3:2, como mucho 240 pt de
    /// alto y el 45 % del ancho, al menos `minimumMapWidth`.
    public static func arrangement(in space: Space) -> Arrangement {
        guard space.isCompactHeight else { return .stacked }
        let height = min(space.visibleHeight - 2 * cardPadding - 2 * visibleGap, maximumMapHeight)
        let widthCap = (clean(space.width) - 2 * sideMargin - spacing) * maximumMapShare
        let width = min(height * aspectRatio, widthCap, maximumMapHeight * aspectRatio)
        return .mapBesideTexts(mapWidth: max(width, minimumMapWidth))
    }

    /// The height from the top of the field, map and population to the bottom of the lowest, for
    /// the given field and population heights, in a scroll view `width` wide.
    /// La altura desde el borde superior del campo, el mapa y la población hasta el inferior del más
    /// bajo, para las alturas dadas del campo y la población, en un scroll view de `width`.
    public static func keyRegionHeight(
        of arrangement: Arrangement, width: Double, fieldHeight: Double, populationHeight: Double
    ) -> Double {
        let texts = fieldHeight + spacing + populationHeight
        guard let mapWidth = arrangement.mapWidth else {
            let stackedMapWidth = min(clean(width) - 2 * sideMargin - 2 * cardPadding, maximumMapHeight * aspectRatio)
            return texts + 2 * spacing + stackedMapWidth / aspectRatio + 2 * cardPadding
        }
        return max(mapWidth / aspectRatio + 2 * cardPadding, texts)
    }

    /// The width left for the texts. / El ancho que queda para los textos.
    public static func textColumnWidth(for arrangement: Arrangement, width: Double) -> Double {
        let content = clean(width) - 2 * sideMargin
        guard let mapWidth = arrangement.mapWidth else { return content }
        return content - mapWidth - 2 * cardPadding - spacing
    }
}

/// Negative, NaN or infinite sizes count as zero. / Tamaños negativos, NaN o infinitos cuentan como cero.
private func clean(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
}
