import UIKit

extension UITextField {
    /// Switches secure entry without losing the text or the cursor. UIKit has two quirks here: a
    /// field re-secured while it is being edited clears its whole text on the next keystroke, and
    /// toggling moves the cursor to the end. The text is re-inserted (so the next keystroke
    /// appends) and the selection is restored by offset.
    ///
    /// Cambia la entrada segura sin perder el texto ni el cursor. UIKit tiene dos rarezas: un campo
    /// que vuelve a ser seguro mientras se edita borra todo su texto con la siguiente tecla, y el
    /// cambio lleva el cursor al final. Se reinserta el texto (la siguiente tecla lo amplía) y se
    /// restaura la selección por desplazamiento.
    func setSecureTextEntryKeepingText(_ isSecure: Bool) {
        guard isSecureTextEntry != isSecure else { return }
        let selection = selectedTextRange.map { range in
            (offset(from: beginningOfDocument, to: range.start), offset(from: beginningOfDocument, to: range.end))
        }
        isSecureTextEntry = isSecure
        guard isFirstResponder else { return }
        if isSecure, let existing = text, !existing.isEmpty {
            text = ""
            insertText(existing)
        }
        if let (start, end) = selection,
            let startPosition = position(from: beginningOfDocument, offset: start),
            let endPosition = position(from: beginningOfDocument, offset: end)
        {
            selectedTextRange = textRange(from: startPosition, to: endPosition)
        }
    }
}
