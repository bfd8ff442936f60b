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
    public let hideButtonTitle: String
    public let hideButtonAccessibilityHint: String
    public let goodbyeButtonTitle: String
    public let goodbyeButtonAccessibilityHint: String

    public init(
        fieldPlaceholder: String, fieldAccessibilityLabel: String, fieldAccessibilityHint: String,
        populationText: String, informationText: String, pickerAccessibilityLabel: String,
        hideButtonTitle: String, hideButtonAccessibilityHint: String, goodbyeButtonTitle: String,
        goodbyeButtonAccessibilityHint: String
    ) {
        self.fieldPlaceholder = fieldPlaceholder
        self.fieldAccessibilityLabel = fieldAccessibilityLabel
        self.fieldAccessibilityHint = fieldAccessibilityHint
        self.populationText = populationText
        self.informationText = informationText
        self.pickerAccessibilityLabel = pickerAccessibilityLabel
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
    public let imageName: String
    public let imageAccessibilityLabel: String
    public let populationText: String
    public let informationText: String
    public let palette: EstadosPalette

    public init(
        row: Int, fieldText: String, imageName: String, imageAccessibilityLabel: String, populationText: String,
        informationText: String, palette: EstadosPalette
    ) {
        self.row = row
        self.fieldText = fieldText
        self.imageName = imageName
        self.imageAccessibilityLabel = imageAccessibilityLabel
        self.populationText = populationText
        self.informationText = informationText
        self.palette = palette
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
}
