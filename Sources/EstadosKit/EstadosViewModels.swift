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
    /// Before a choice the map is empty and hidden from VoiceOver. / Antes de elegir, el mapa está vacío.
    public let map: EstadosMapViewModel
    public let hideButtonTitle: String
    public let hideButtonAccessibilityHint: String
    public let goodbyeButtonTitle: String
    public let goodbyeButtonAccessibilityHint: String

    public init(
        fieldPlaceholder: String, fieldAccessibilityLabel: String, fieldAccessibilityHint: String,
        populationText: String, informationText: String, pickerAccessibilityLabel: String,
        map: EstadosMapViewModel = .empty, hideButtonTitle: String, hideButtonAccessibilityHint: String,
        goodbyeButtonTitle: String,
        goodbyeButtonAccessibilityHint: String
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
    }
}

/// One picker row. / Una fila del picker.
public struct StateRowViewModel: Equatable {
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

/// The locator map on its card: which image, and what VoiceOver says. The rule "no image before a
/// choice" lives here (`empty`), not in the view.
/// El mapa de ubicación en su tarjeta: qué imagen y qué dice VoiceOver. La regla "sin imagen antes
/// de elegir" vive aquí (`empty`), no en la vista.
public struct EstadosMapViewModel: Equatable {
    /// Asset name, nil for no image. / Nombre del asset; nil si no hay imagen.
    public let imageName: String?
    public let accessibilityLabel: String?
    /// An empty map is not a VoiceOver element. / Un mapa vacío no es elemento de VoiceOver.
    public let isAccessibilityElement: Bool

    public init(imageName: String?, accessibilityLabel: String?, isAccessibilityElement: Bool) {
        self.imageName = imageName
        self.accessibilityLabel = accessibilityLabel
        self.isAccessibilityElement = isAccessibilityElement
    }

    /// Nothing chosen yet: no image, silent for VoiceOver. / Nada elegido: sin imagen ni VoiceOver.
    public static let empty = EstadosMapViewModel(
        imageName: nil, accessibilityLabel: nil, isAccessibilityElement: false)

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
