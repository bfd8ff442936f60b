import AppCore
import Foundation

/// The screen before any selection, plus texts that never change.
/// La pantalla antes de elegir, más los textos que no cambian.
public struct EstadosScreenViewModel: Equatable {
    public let fieldPlaceholder: String
    public let fieldAccessibilityLabel: String
    public let fieldAccessibilityHint: String
    public let populationText: String
    public let informationText: String
    public let pickerAccessibilityLabel: String
    /// Before a choice the card invites to choose (`EstadosMapViewModel.inviting`).
    /// Antes de elegir, la tarjeta invita a elegir.
    public let map: EstadosMapViewModel
    public let hideButtonTitle: String
    public let hideButtonAccessibilityHint: String
    public let goodbyeButtonTitle: String
    public let goodbyeButtonAccessibilityHint: String
    /// False when "Adiós" is built out (`GoodbyeButton.hidden`) or there is no picker to leave.
    /// Falso si "Adiós" está desactivado o no hay picker.
    public let showsGoodbyeButton: Bool
    /// False when the states could not be loaded: the field does not open an empty picker.
    /// Falso si no se pudieron cargar los estados: el campo no abre un picker vacío.
    public let isFieldEnabled: Bool

    public init(
        fieldPlaceholder: String, fieldAccessibilityLabel: String, fieldAccessibilityHint: String,
        populationText: String, informationText: String, pickerAccessibilityLabel: String,
        map: EstadosMapViewModel, hideButtonTitle: String, hideButtonAccessibilityHint: String,
        goodbyeButtonTitle: String, goodbyeButtonAccessibilityHint: String, showsGoodbyeButton: Bool,
        isFieldEnabled: Bool
    ) {
        self.fieldPlaceholder = fieldPlaceholder
        self.fieldAccessibilityLabel = fieldAccessibilityLabel
        self.fieldAccessibilityHint = fieldAccessibilityHint
        self.populationText = populationText
        self.informationText = informationText
        self.pickerAccessibilityLabel = pickerAccessibilityLabel
        self.map = map
        self.hideButtonTitle = hideButtonTitle
        self.hideButtonAccessibilityHint = hideButtonAccessibilityHint
        self.goodbyeButtonTitle = goodbyeButtonTitle
        self.goodbyeButtonAccessibilityHint = goodbyeButtonAccessibilityHint
        self.showsGoodbyeButton = showsGoodbyeButton
        self.isFieldEnabled = isFieldEnabled
    }
}

/// One picker row. / Una fila del picker.
public struct StateRowViewModel: Equatable {
    /// What the row draws: the state's icon, then its name ("🎺 Jalisco").
    /// Lo que dibuja la fila: el icono del estado y su nombre.
    public let title: String
    /// e.g. "Jalisco, población 8,348,151". / p. ej. "Jalisco, población 8,348,151".
    public let accessibilityLabel: String

    public init(title: String, accessibilityLabel: String) {
        self.title = title
        self.accessibilityLabel = accessibilityLabel
    }
}

/// Everything shown once a state is chosen. / Todo lo que se muestra al elegir un estado.
public struct EstadosSelectionViewModel: Equatable {
    public let row: Int
    public let fieldText: String
    public let map: EstadosMapViewModel
    public let populationText: String
    public let informationText: String
    public let palette: EstadosPalette

    public init(
        row: Int, fieldText: String, map: EstadosMapViewModel, populationText: String, informationText: String,
        palette: EstadosPalette
    ) {
        self.row = row
        self.fieldText = fieldText
        self.map = map
        self.populationText = populationText
        self.informationText = informationText
        self.palette = palette
    }
}

/// The locator map on its card: which image, the caption written on the card, and what VoiceOver
/// says. The rule "before a choice, the country's outline and an invitation" lives here
/// (`inviting`), not in the view.
/// El mapa de ubicación en su tarjeta: qué imagen, la leyenda escrita sobre la tarjeta y qué dice
/// VoiceOver. La regla "antes de elegir, el contorno del país y una invitación" vive aquí.
public struct EstadosMapViewModel: Equatable {
    /// Asset name, nil for no image. / Nombre del asset; nil si no hay imagen.
    public let imageName: String?
    /// Text on the card under the map, nil for none. / Texto en la tarjeta bajo el mapa; nil si no hay.
    public let caption: String?
    public let accessibilityLabel: String?
    public let isAccessibilityElement: Bool

    public init(imageName: String?, caption: String? = nil, accessibilityLabel: String?, isAccessibilityElement: Bool) {
        self.imageName = imageName
        self.caption = caption
        self.accessibilityLabel = accessibilityLabel
        self.isAccessibilityElement = isAccessibilityElement
    }

    /// The image set of Mexico with every state and none highlighted (`Scripts/estados_maps.py`).
    /// El conjunto de imágenes de México con todos los estados y ninguno resaltado.
    public static let countryImageName = "Mexico"

    /// The states could not be loaded: the country's outline as decoration, no invitation (the
    /// screen's texts say what went wrong). / Sin estados: el contorno como decoración, sin invitación.
    public static let unavailable = EstadosMapViewModel(
        imageName: countryImageName, accessibilityLabel: nil, isAccessibilityElement: false)

    /// Nothing chosen yet: the country's outline and an invitation, read by VoiceOver as one element.
    /// Nada elegido: el contorno del país y una invitación, que VoiceOver lee como un elemento.
    public static func inviting(caption: String, accessibilityLabel: String) -> EstadosMapViewModel {
        EstadosMapViewModel(
            imageName: countryImageName, caption: caption, accessibilityLabel: accessibilityLabel,
            isAccessibilityElement: true)
    }

    /// A chosen state's map. / El mapa de un estado elegido.
    public static func showing(imageName: String, accessibilityLabel: String) -> EstadosMapViewModel {
        EstadosMapViewModel(imageName: imageName, accessibilityLabel: accessibilityLabel, isAccessibilityElement: true)
    }
}

/// A localized alert; `technicalDetail` goes to the log only. / Alerta localizada; el detalle va al log.
public struct EstadosAlertViewModel: Equatable {
    public let title: String
    public let message: String
    public let dismissTitle: String
    public let technicalDetail: String

    public init(title: String, message: String, dismissTitle: String, technicalDetail: String) {
        self.title = title
        self.message = message
        self.dismissTitle = dismissTitle
        self.technicalDetail = technicalDetail
    }

    /// What the user sees (the technical detail goes to the log only).
    /// Lo que ve el usuario (el detalle técnico va solo al registro).
    public var alert: AlertViewModel {
        AlertViewModel(title: title, message: message, dismissTitle: dismissTitle)
    }
}
