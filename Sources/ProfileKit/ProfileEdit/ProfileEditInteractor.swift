/// Validates the form with `ProfileValidator` and saves through the store.
/// Valida el formulario con `ProfileValidator` y guarda con el almacén.
public final class ProfileEditInteractor: ProfileEditInteracting {
    private let validator: ProfileValidator
    private let store: ProfileStoring

    public init(store: ProfileStoring, validator: ProfileValidator = ProfileValidator()) {
        self.store = store
        self.validator = validator
    }

    public func validate(_ form: ProfileForm) -> Result<UserProfile, ProfileValidationErrors> {
        validator.validate(form)
    }

    public func save(_ record: ProfileRecord) throws {
        try store.save(record)
    }
}
