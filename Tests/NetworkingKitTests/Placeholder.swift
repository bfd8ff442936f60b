import XCTest

@testable import NetworkingKit
