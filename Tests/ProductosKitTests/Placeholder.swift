import XCTest

@testable import ProductosKit
