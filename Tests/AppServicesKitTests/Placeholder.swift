import XCTest

@testable import AppServicesKit
