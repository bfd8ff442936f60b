import XCTest

@testable import EstadosKit
