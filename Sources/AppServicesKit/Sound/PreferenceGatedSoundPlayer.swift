import AppCore

/// Plays the selection click only while the user's preference allows it; the real player
/// (AVFoundation on iOS) stays unaware of settings.
/// Reproduce el clic solo si la preferencia del usuario lo permite; el reproductor real
/// (AVFoundation en iOS) no sabe nada de ajustes.
public final class PreferenceGatedSoundPlayer: SelectionSoundPlaying {
    private let preference: SoundPreference
    private let player: SelectionSoundPlaying

    public init(preference: SoundPreference, player: SelectionSoundPlaying) {
        self.preference = preference
        self.player = player
    }

    public func playSelectionSound() {
        guard preference.isEnabled else { return }
        player.playSelectionSound()
    }
}
