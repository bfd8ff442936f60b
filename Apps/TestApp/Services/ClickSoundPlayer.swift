import AVFoundation
import AppCore
import os.log

/// Plays the bundled click (Resources/click.wav, made by Scripts/sound_click.py) through the
/// ambient audio session: it mixes with other audio and stays silent with the silent switch on.
/// Whether to play at all is decided by AppServicesKit's `PreferenceGatedSoundPlayer`.
///
/// Reproduce el clic incluido mediante la sesión de audio ambiental: se mezcla con otro audio y
/// calla con el interruptor de silencio. Si debe sonar lo decide `PreferenceGatedSoundPlayer`.
final class ClickSoundPlayer: SelectionSoundPlaying {
    private let player: AVAudioPlayer?

    init(bundle: Bundle = .main) {
        Self.useAmbientSession()
        player = Self.makePlayer(url: bundle.url(forResource: "click", withExtension: "wav"))
    }

    func playSelectionSound() {
        guard let player = player else { return }
        player.currentTime = 0
        player.play()
    }

    /// `.ambient` respects the silent switch and never interrupts music.
    /// `.ambient` respeta el interruptor de silencio y no interrumpe la música.
    private static func useAmbientSession() {
        do {
            try AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default, options: [])
        } catch {
            os_log("Audio session: %{public}@", type: .error, error.localizedDescription)
        }
    }

    /// A prepared player, or nil (logged) when the file is missing or unreadable: the app stays quiet.
    /// Un reproductor listo, o nil (registrado) si falta el archivo o no se puede leer: la app calla.
    private static func makePlayer(url: URL?) -> AVAudioPlayer? {
        guard let url = url else {
            os_log("click.wav is missing from the bundle", type: .error)
            return nil
        }
        do {
            let player = try AVAudioPlayer(contentsOf: url)
            player.prepareToPlay()
            return player
        } catch {
            os_log("click.wav: %{public}@", type: .error, error.localizedDescription)
            return nil
        }
    }
}
