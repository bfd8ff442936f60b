import XCTest

@testable import PersistenceKit
