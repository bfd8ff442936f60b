import UIKit

/// Fixture copy of the shared storyboard helper. / Copia de ejemplo del ayudante compartido.
struct StoryboardID {
    let storyboard: String
    let identifier: String
}
