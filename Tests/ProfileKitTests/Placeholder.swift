import XCTest

@testable import ProfileKit
