import UIKit

/// Base class: its outlet is inherited by `HomeViewController`. / Clase base con un outlet heredado.
class BaseViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}

final class HomeViewController: BaseViewController {
    static let storyboardID = StoryboardID(
        storyboard: "Main",
        identifier: "HomeViewController")

    @IBOutlet private weak var nameField: UITextField!
    @IBOutlet var flagView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = Localizer.live("home.title")
        nameField.placeholder = ""
        flagView.image = UIImage(named: "Flag")
        flagView.backgroundColor = UIColor(named: "Brand")
        flagView.accessibilityLabel = "\(42)"
    }

    @IBAction func reset() {}

    @IBAction func share(sender: Any) {
        performSegue(withIdentifier: "showDetail", sender: sender)
    }
}

extension HomeViewController {
    @IBAction func save(_ sender: Any) {}

    @IBAction private func tap(_ sender: Any, forEvent event: UIEvent) {}
}
