import EstadosKit
import UIKit

/// Applies `EstadosLayout` (EstadosKit, tested on Linux): in regular height the card sits in the
/// column between the field and the population; in compact height it moves beside the column, as
/// wide as the package says, so the map, the name and the population fit above the picker together.
/// The card moves, never the field: the field may be the first responder, and taking it out of its
/// superview would close the picker.
///
/// Aplica `EstadosLayout`: con altura normal la tarjeta va en la columna entre el campo y la
/// población; con altura compacta pasa junto a la columna, con el ancho que dice el paquete, para
/// que mapa, nombre y población quepan juntos sobre el picker. Se mueve la tarjeta, nunca el campo:
/// el campo puede ser el primer respondedor y sacarlo de su supervista cerraría el picker.
extension EstadosViewController {
    /// Recomputes the arrangement for the scroll view's size, the picker's cover (the keyboard inset)
    /// and the height class; changes nothing when it is the one on screen.
    /// Recalcula la disposición según el tamaño, lo que tapa el picker y la clase de altura; no cambia
    /// nada si es la que ya está en pantalla.
    func applyArrangement() {
        let space = EstadosLayout.Space(
            width: Double(scrollView.bounds.width), height: Double(scrollView.bounds.height),
            coveredHeight: Double(scrollView.contentInset.bottom),
            isCompactHeight: traitCollection.verticalSizeClass == .compact)
        let arrangement = EstadosLayout.arrangement(in: space)
        guard arrangement != appliedArrangement else { return }
        appliedArrangement = arrangement
        if let mapWidth = arrangement.mapWidth {
            placeMapBesideTexts(cardWidth: CGFloat(mapWidth + 2 * EstadosLayout.cardPadding))
        } else {
            placeMapInColumn()
        }
    }

    private func placeMapBesideTexts(cardWidth: CGFloat) {
        mapCardWidth.constant = cardWidth
        mapCardWidth.isActive = true
        if mapCard.superview !== contentStack {
            contentStack.insertArrangedSubview(mapCard, at: 0)
        }
        contentStack.axis = .horizontal
        contentStack.alignment = .top
    }

    private func placeMapInColumn() {
        mapCardWidth.isActive = false
        if mapCard.superview !== columnStack {
            columnStack.insertArrangedSubview(mapCard, at: 1)
        }
        contentStack.axis = .vertical
        contentStack.alignment = .fill
    }
}
