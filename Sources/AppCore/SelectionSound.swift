/// Plays the short click when a feature is chosen. / Reproduce el clic al elegir una feature.
public protocol SelectionSoundPlaying: AnyObject {
    func playSelectionSound()
}

/// Silence. / Silencio.
public final class SilentSoundPlayer: SelectionSoundPlaying {
    public init() {}
    public func playSelectionSound() {}
}
