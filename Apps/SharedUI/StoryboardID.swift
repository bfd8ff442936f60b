/// Where a view controller lives: its storyboard file and its Storyboard ID. The project check
/// verifies every `StoryboardID(...)` literal against the storyboards.
/// Dónde vive un view controller: su storyboard y su Storyboard ID. El chequeo del proyecto
/// verifica cada literal `StoryboardID(...)` contra los storyboards.
struct StoryboardID {
    let storyboard: String
    let identifier: String
}
