import XCTest

@testable import ProjectChecks
