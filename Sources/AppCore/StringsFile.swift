import Foundation

/// Reads Apple `.strings` files (`"key" = "value";` with comments) into a dictionary.
/// Lee archivos `.strings` de Apple a un diccionario.
public enum StringsFile {
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case unreadable(String)
        case notAStringsTable(String)

        public var description: String {
            switch self {
            case .unreadable(let path): return "Cannot read \(path)"
            case .notAStringsTable(let path): return "\(path) is not a valid .strings table"
            }
        }
    }

    public static func parse(contentsOf url: URL) throws -> [String: String] {
        guard let data = try? Data(contentsOf: url) else { throw ParseError.unreadable(url.path) }
        return try parse(data, name: url.path)
    }

    public static func parse(_ data: Data, name: String = "<data>") throws -> [String: String] {
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let table = plist as? [String: String] else { throw ParseError.notAStringsTable(name) }
        return table
    }
}
