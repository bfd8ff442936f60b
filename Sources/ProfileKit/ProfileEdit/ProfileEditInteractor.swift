/// Validates the form with `ProfileValidator`. / Valida el formulario con `ProfileValidator`.
public final class ProfileEditInteractor: ProfileEditInteracting {
    private let validator: ProfileValidator

    public init(validator: ProfileValidator = ProfileValidator()) {
        self.validator = validator
    }

    public func validate(_ form: ProfileForm) -> Result<UserProfile, ProfileValidationErrors> {
        validator.validate(form)
    }
}
