import ImageIO
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// UIKit side of the edit form (runs on a Mac): ImageIO downsampling keeps transparency as PNG and
/// never makes black JPEGs, an unreadable file is nil (the picker turns it into an error), and unsaved
/// changes switch on `isModalInPresentation`.
/// Lado UIKit del formulario (se ejecuta en un Mac): la reducción con ImageIO conserva la transparencia
/// como PNG y nunca da JPEG negros, un archivo ilegible da nil (el selector lo vuelve error) y los
/// cambios sin guardar activan `isModalInPresentation`.
final class ProfileEditUIKitTests: XCTestCase {
    private var files: [URL] = []

    override func tearDown() {
        files.forEach { try? FileManager.default.removeItem(at: $0) }
        super.tearDown()
    }

    private func file(_ data: Data, _ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + name)
        try data.write(to: url)
        files.append(url)
        return url
    }

    /// `size` in pixels, drawn by `draw` on a transparent (or opaque) canvas.
    /// `size` en píxeles, dibujado por `draw` en un lienzo transparente (u opaco).
    private func picture(width: CGFloat, height: CGFloat, opaque: Bool, draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image {
            draw($0.cgContext)
        }
    }

    private func source(_ data: Data) throws -> (CGImage, String?) {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
        return (try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil)), CGImageSourceGetType(source) as String?)
    }

    func testATransparentPictureStaysPNGWithAlphaAtMostTheStoredSize() throws {
        let image = picture(width: 1600, height: 800, opaque: false) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 400))
        }
        let url = try file(try XCTUnwrap(image.pngData()), ".png")

        let data = try XCTUnwrap(ProfileImageDownsampler.encodedData(fromFileAt: url))
        let (stored, type) = try source(data)

        XCTAssertEqual(type, "public.png")
        XCTAssertEqual(max(stored.width, stored.height), ProfileImagePolicy.maximumPixelSide)
        XCTAssertFalse([.none, .noneSkipFirst, .noneSkipLast].contains(stored.alphaInfo))
    }

    func testAnOpaquePhotoBecomesAJPEGThatIsNotBlack() throws {
        let image = picture(width: 3000, height: 2000, opaque: true) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3000, height: 2000))
        }
        let url = try file(try XCTUnwrap(image.jpegData(compressionQuality: 0.9)), ".jpg")

        let data = try XCTUnwrap(ProfileImageDownsampler.encodedData(fromFileAt: url))
        let (stored, type) = try source(data)

        XCTAssertEqual(type, "public.jpeg")
        XCTAssertEqual(stored.width, 512)
        XCTAssertEqual(stored.height, 341, accuracy: 1)
        let pixel = try XCTUnwrap(UIImage(cgImage: stored).cgImage?.dataProvider?.data as Data?)
        XCTAssertGreaterThan(pixel.first ?? 0, 200, "white stays white, not black")
    }

    func testSmallPicturesAreNotEnlarged() throws {
        let image = picture(width: 100, height: 60, opaque: true) { _ in }
        let url = try file(try XCTUnwrap(image.jpegData(compressionQuality: 0.9)), ".jpg")

        let (stored, _) = try source(try XCTUnwrap(ProfileImageDownsampler.encodedData(fromFileAt: url)))
        XCTAssertEqual(stored.width, 100)
    }

    func testAFileThatIsNoImageGivesNothing() throws {
        let url = try file(Data("no es una imagen".utf8), ".jpg")
        XCTAssertNil(ProfileImageDownsampler.encodedData(fromFileAt: url))
        XCTAssertNil(
            ProfileImageDownsampler.encodedData(fromFileAt: URL(fileURLWithPath: "/nonexistent/photo.heic")))
    }

    /// Issue 27: a save waiting for the photo is drawn as the presenter says: "Guardar" off with its
    /// waiting title, the fields off, the button under the picture saying what will happen; "Cancelar"
    /// stays on. (UIKit only shows it; the decision is tested on Linux in ProfileEditPictureLoadingTests.)
    /// Un guardado que espera la foto se dibuja como dice el presenter: "Guardar" apagado con su título
    /// de espera, los campos apagados, el botón bajo la imagen diciendo lo que pasará; "Cancelar" sigue.
    func testASaveWaitingForThePhotoIsDrawnOnScreen() throws {
        let editor = ProfileEditWireframe.makeModule(
            record: .default, delegate: SavedSpy(), environment: AppEnvironment.current)
        let form = try XCTUnwrap((editor as? UINavigationController)?.topViewController as? ProfileEditViewController)
        form.loadViewIfNeeded()
        let texts = ProfileEditTexts(
            title: "Editar perfil", save: "Guardar", cancel: "Cancelar", chooseImage: "Elegir foto",
            nameCaption: "Nombre", ageCaption: "Edad", emailCaption: "Correo")
        form.render(
            ProfileEditViewModel(
                texts: texts, image: ProfileImage(data: nil), imageAccessibilityLabel: "Cargando",
                hasUnsavedChanges: true,
                isLoadingImage: true, isWaitingToSave: true, waitingTitles: ("Esperando la foto…", "Se guardará")))

        XCTAssertEqual(form.navigationItem.rightBarButtonItem?.title, "Esperando la foto…")
        XCTAssertEqual(form.navigationItem.rightBarButtonItem?.isEnabled, false)
        XCTAssertEqual(form.navigationItem.leftBarButtonItem?.isEnabled, true, "Cancelar keeps working")
        XCTAssertEqual(form.chooseImageButton.title(for: .normal), "Se guardará")
        XCTAssertFalse(form.chooseImageButton.isEnabled)
        XCTAssertFalse(form.nameField.isEnabled || form.ageField.isEnabled || form.emailField.isEnabled)
        XCTAssertTrue(form.imageSpinner.isAnimating)
    }

    func testUnsavedChangesBlockTheSwipeDown() throws {
        let editor = ProfileEditWireframe.makeModule(
            record: .default, delegate: SavedSpy(), environment: AppEnvironment.current)
        let form = try XCTUnwrap((editor as? UINavigationController)?.topViewController as? ProfileEditViewController)
        form.loadViewIfNeeded()
        guard #available(iOS 13, *) else { return }

        XCTAssertFalse(form.isModalInPresentation)
        form.presenter?.didEditForm(ProfileForm(name: "Otra", age: "30", email: "ana.lopez@example.com"))
        XCTAssertTrue(form.isModalInPresentation)
        XCTAssertTrue(editor.isModalInPresentation)
        XCTAssertTrue(editor.presentationController?.delegate === form)
    }
}

private final class SavedSpy: ProfileEditDelegate {
    func profileEdit(didSave record: ProfileRecord) {}
}
