import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A light XML element tree (name, attributes, children, parent, line) built with `XMLParser`;
/// storyboards and xibs are read through it.
/// Un árbol XML ligero (nombre, atributos, hijos, padre, línea) construido con `XMLParser`;
/// los storyboards y xibs se leen con él.
public final class MarkupNode {
    public let name: String
    public let attributes: [String: String]
    public let line: Int
    /// Character data directly inside the element. / Texto directamente dentro del elemento.
    public internal(set) var text = ""
    public private(set) var children: [MarkupNode] = []
    public private(set) weak var parent: MarkupNode?

    init(name: String, attributes: [String: String], line: Int, parent: MarkupNode?) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.parent = parent
        parent?.children.append(self)
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// This node and all its descendants, depth first. / Este nodo y sus descendientes.
    public var allNodes: [MarkupNode] {
        var result: [MarkupNode] = [self]
        for child in children { result += child.allNodes }
        return result
    }

    /// Ancestors, nearest first. / Ancestros, el más cercano primero.
    public var ancestors: [MarkupNode] {
        var result: [MarkupNode] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }

    /// Parses `data`; throws a message with the parser's line on malformed XML.
    /// Analiza `data`; lanza un mensaje con la línea del error si el XML está mal formado.
    public static func parse(_ data: Data) throws -> MarkupNode {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let code = (parser.parserError as NSError?)?.code
            let reason = code.flatMap { XMLParser.ErrorCode(rawValue: $0) }.map { "\($0)" } ?? "unknown error"
            throw MarkupError(line: parser.lineNumber, reason: reason)
        }
        return root
    }
}

public struct MarkupError: Error, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "malformed XML near line \(line): \(reason)" }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: MarkupNode?
    private var current: MarkupNode?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = MarkupNode(name: elementName, attributes: attributes, line: parser.lineNumber, parent: current)
        if root == nil { root = node }
        current = node
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.text += string
    }
}
