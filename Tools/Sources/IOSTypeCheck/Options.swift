import Foundation

/// The command line of `Scripts/ios-typecheck/run`. / La línea de órdenes del type-check.
public struct Options: Equatable {
    public var sdk: String
    public var thirdparty: [String]
    public var xcode: [String]
    public var targets: [String]
    public var work: String

    public init(sdk: String, thirdparty: [String], xcode: [String], targets: [String], work: String) {
        self.sdk = sdk
        self.thirdparty = thirdparty
        self.xcode = xcode
        self.targets = targets
        self.work = work
    }

    /// Xcode 16 checks the documents' floor (12.0 / 13.0), Xcode 27 the raised one (15.0).
    /// Xcode 16 comprueba el mínimo de los documentos; Xcode 27, el elevado.
    public static let defaultXcodeVersions = ["16", "27"]

    public static let help = """
        Scripts/ios-typecheck/run — type-check the UIKit code of every app and unit-test target of
        Apps/MexicoApps.xcodeproj on Linux, against a real iPhoneOS SDK. Nothing is linked or run.
        Compila el código UIKit de cada app y de sus pruebas contra un SDK de iPhoneOS, sin enlazar.

        Usage: Scripts/ios-typecheck/run --sdk DIR --thirdparty DIR... [options]
          --sdk DIR          an iPhoneOS SDK folder (a copy of Xcode's iPhoneOS.sdk) or a bare git
                             directory holding one (default: $IOS_SDK)
          --thirdparty DIR   a bare git directory or checkout of lottie-ios, IQKeyboardManager,
                             firebase-ios-sdk or swift-corelibs-xctest (repeatable; default: the
                             folders in $IOS_THIRDPARTY, separated by ':'). The tag the project pins is
                             extracted; a plain folder (no git) is taken as it is.
          --xcode N          evaluate the build settings as Xcode N does (XCODE_VERSION_MAJOR, e.g.
                             16 -> 1600); repeatable. Default: 16 and 27, i.e. every target at the
                             documents' floor (12.0 / 13.0) and at the raised floor (15.0).
          --target NAME      check only this target (repeatable; an unknown name is a setup error)
          --work DIR         work and cache folder (default: $IOS_TYPECHECK_WORK, else
                             .build-ios-typecheck/ in the repository, which git ignores)
          -h, --help         this help

        A target PASSes when its files and the modules it imports compile with no error and no warning
        in a file of the repository or without a file (`<unknown>:0:`; third-party warnings are not
        shown). The summary has one line per target and Xcode version. Exit status: 0 all passed,
        1 an error or warning, 2 setup problem.
        Un target pasa si compila sin errores ni avisos en archivos del repositorio; salida 0/1/2.
        The first run for a deployment target and compiler (`swiftc --version`) builds the SDK's module
        cache (minutes); later runs take seconds per target. Never uses the network.

        """

    /// What the command line asks for. / Lo que pide la línea de órdenes.
    public enum Request: Equatable {
        case help
        case run(Options)
    }

    /// Parses `arguments` (without the program name); defaults come from `environment`.
    /// Interpreta los argumentos; los valores por omisión vienen del entorno.
    public static func parse(_ arguments: [String], environment: [String: String]) throws -> Request {
        var options = Options(
            sdk: environment["IOS_SDK"] ?? "", thirdparty: [], xcode: [], targets: [],
            work: environment["IOS_TYPECHECK_WORK"] ?? "")
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-h" || argument == "--help" { return .help }
            // an option is never another option's value (`--sdk --help` is a missing SDK, not a path)
            // una opción nunca es el valor de otra
            guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
                throw SetupError("unknown option or missing value: \(argument) (see --help)")
            }
            let value = arguments[index + 1]
            switch argument {
            case "--sdk": options.sdk = value
            case "--thirdparty": options.thirdparty.append(value)
            case "--xcode":
                _ = try xcodeVersionMajor(value)  // checked now, before any slow step / antes de lo lento
                options.xcode.append(value)
            case "--target": options.targets.append(value)
            case "--work": options.work = value
            default: throw SetupError("unknown option or missing value: \(argument) (see --help)")
            }
            index += 2
        }
        if options.thirdparty.isEmpty {
            options.thirdparty = (environment["IOS_THIRDPARTY"] ?? "").split(separator: ":").map(String.init)
        }
        if options.xcode.isEmpty { options.xcode = defaultXcodeVersions }
        guard !options.sdk.isEmpty else { throw SetupError("no SDK: pass --sdk DIR or set IOS_SDK (see --help)") }
        return .run(options)
    }

    /// `16` or `16.4` → `1600`; `27` → `2700` (Xcode's XCODE_VERSION_MAJOR).
    /// `16` o `16.4` → `1600` (el XCODE_VERSION_MAJOR de Xcode).
    public static func xcodeVersionMajor(_ xcode: String) throws -> String {
        let major = xcode.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let number = Int(major), major.allSatisfy(\.isNumber) else {
            throw SetupError("not an Xcode version: \(xcode)")
        }
        return String(format: "%02d00", number)
    }
}
